import { waitFor } from '../support/dom';
import { conditionApi } from '../../src/features/task-conditions/api';
import { CONDITION_COLLECTION, type ConditionRow } from '../../src/features/task-conditions/mock/seed';
import { db } from '../../src/mocks/db';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, confirmDialog, drawerTitled, refusalOf, success } from './antd-actions';

const SCREEN = '/task-system/task-conditions';
const conditions = () => db.all<ConditionRow>(CONDITION_COLLECTION);
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name, { selector: 'td bdi' }).closest('tr') as HTMLElement;

async function openScreen() {
  await existingSession('admin');
  const view = renderApp(SCREEN);
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  await within(table).findByText('Active poster', {}, { timeout: 10_000 });
  await whenSettled(table);
  return { ...view, table };
}

describe('task-system/task-conditions', () => {
  it('shows where each condition is used and adds one, with the window rule and a unique name', async () => {
    const { user, table } = await openScreen();
    const active = rowOf(table, 'Active poster');
    expect(within(active).getByText('Posts published: 5 in 7 days')).toBeInTheDocument();
    expect(within(active).getByText(/Medal ·/)).toHaveTextContent('Medal · Week of Voices');
    expect(within(active).getByText(/Mall item ·/)).toHaveTextContent('Mall item · Pregnancy journal');
    expect(within(rowOf(table, 'Prolific writer')).getByText('Not used')).toBeInTheDocument();

    await user.click(buttonIn(document.body, 'New condition'));
    const drawer = await drawerTitled('New condition');
    await fill(user, within(drawer).getByLabelText('Name'), 'first  POST');
    await choose(user, drawer, 'Counts', 'Check-in days');
    await choose(user, drawer, 'Window', 'in 7 days');
    await fill(user, within(drawer).getByLabelText('Threshold'), '8');
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findByText('Check-ins happen once a day: this window allows at most 7'),
    ).toBeInTheDocument();

    // The threshold passes; the name is another condition's (case and spaces aside): the mock refuses it.
    await fill(user, within(drawer).getByLabelText('Threshold'), '5');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findAllByText('A condition named “First post” already exists')).not.toHaveLength(0);
    expect(conditions()).toHaveLength(13);

    await fill(user, within(drawer).getByLabelText('Name'), 'Five check-ins a week');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const created = await waitFor(() => rowOf(table, 'Five check-ins a week'));
    expect(within(created).getByText('Check-in days: 5 in 7 days')).toBeInTheDocument();
    expect(within(created).getByText('Not used')).toBeInTheDocument();
    expect(conditions().find((row) => row.name === 'Five check-ins a week')).toMatchObject({
      type: 'checkInDays',
      threshold: 5,
      window: 'week',
      updatedBy: 'admin',
    });
  });

  it('refuses deleting or renaming a condition in use, naming where; deletes one not used', async () => {
    const { user, table } = await openScreen();
    await user.click(buttonIn(rowOf(table, 'Active poster'), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this condition?'), 'Delete'));
    expect(
      await screen.findByText(
        '“Active poster” cannot be deleted: it is used by Medal “Week of Voices”, Mall item “Pregnancy journal”',
      ),
    ).toBeInTheDocument();
    expect(conditions().some((row) => row.name === 'Active poster')).toBe(true);

    await user.click(buttonIn(rowOf(table, 'First post'), 'Edit'));
    const drawer = await drawerTitled('Edit condition');
    expect(within(drawer).getByText(/This condition is in use/)).toBeInTheDocument();
    await fill(user, within(drawer).getByLabelText('Name'), 'Very first post');
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findAllByText('This condition cannot be renamed while in use by Medal “First Step”'),
    ).not.toHaveLength(0);
    // Its threshold and window may change; the name stays.
    await fill(user, within(drawer).getByLabelText('Name'), 'First post');
    await fill(user, within(drawer).getByLabelText('Description'), 'Publishes her very first post');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Modified')).toBeInTheDocument();
    await whenSettled(table, drawer);

    await user.click(buttonIn(rowOf(table, 'Prolific writer'), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this condition?'), 'Delete'));
    await waitFor(() => expect(within(table).queryByText('Prolific writer')).toBeNull());
    expect(conditions().some((row) => row.name === 'Prolific writer')).toBe(false);
  });

  it('is not the operator’s: the mock refuses her writes', async () => {
    await existingSession('operator');
    const unused = conditions().find((row) => row.name === 'Prolific writer')!;
    const error = await refusalOf(conditionApi.remove(unused.id));
    expect(error.code).toBe(403);
    expect(error.message).toBe(`Your account may not do this: ${SCREEN}:delete`);
    expect((await refusalOf(conditionApi.page({}))).code).toBe(403);
  });
});
