import { STRATEGIES_COLLECTION as C, type StrategyRow } from '../../src/features/strategies/mock/seed';
import { db } from '../../src/mocks/db';
import { waitFor } from '../support/dom';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { confirmDialog } from './antd-actions';

/** Recommendation strategies: the feed mix per mode and audience, one enabled per pair. */

const PATH = '/content-recommend/recommended-strategies';

async function open() {
  await existingSession('operator');
  const view = renderApp(PATH);
  await screen.findByRole('heading', { name: 'Recommendation Strategies', level: 1 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return { ...view, table };
}

const rowOf = (table: HTMLElement, id: number) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(id)) as HTMLElement;

describe('content-recommend/recommended-strategies', () => {
  it('creates a strategy once its shares add up to 100, disabled until enabled', async () => {
    const { user, table } = await open();
    await user.click(buttonIn(document.body, 'New strategy'));
    const drawer = await screen.findByRole('dialog', { name: 'New strategy' });
    await fill(user, within(drawer).getByLabelText('Strategy name'), 'Weekend reading');
    await fill(user, within(drawer).getByLabelText('Articles share'), '70');
    await fill(user, within(drawer).getByLabelText('Posts share'), '10');
    await fill(user, within(drawer).getByLabelText('Activities share'), '10');
    expect(within(drawer).getByLabelText('Total 90%')).toBeInTheDocument();
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('The shares must add up to 100% (now 90%)')).toBeVisible();
    await fill(user, within(drawer).getByLabelText('Activities share'), '20');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await screen.findByText('Created', { selector: '.ant-message *' })).toBeInTheDocument();
    await whenSettled(table, drawer);
    expect(db.find<StrategyRow>(C, (row) => row.name === 'Weekend reading')).toMatchObject({
      mode: 'period',
      audience: 'all',
      weights: { articles: 70, posts: 10, activities: 20 },
      enabled: false,
      updatedBy: 'operator',
    });
  });

  it('refuses a second enabled strategy for a mode and audience, then switches after a disable', async () => {
    const { user, table } = await open();
    const rows = db.all<StrategyRow>(C);
    const alternative = rows.find((row) => !row.enabled)!;
    const current = rows.find(
      (row) => row.enabled && row.mode === alternative.mode && row.audience === alternative.audience,
    )!;
    await user.click(within(rowOf(table, alternative.id)).getByRole('button', { name: 'Enable' }));
    expect(
      await screen.findByText(`“${current.name}” is already enabled for this mode and audience: disable it first`, {
        selector: '.ant-message *',
      }),
    ).toBeInTheDocument();
    expect(db.byId<StrategyRow>(C, alternative.id)!.enabled).toBe(false);

    await user.click(within(rowOf(table, current.id)).getByRole('button', { name: 'Disable' }));
    const question = await confirmDialog('Disable this strategy? Its mode and audience fall back to the default feed.');
    await user.click(buttonIn(question, 'Disable'));
    expect(await screen.findByText('Strategy disabled', { selector: '.ant-message *' })).toBeInTheDocument();
    const enable = await waitFor(() => within(rowOf(table, alternative.id)).getByRole('button', { name: 'Enable' }));
    await user.click(enable);
    expect(await screen.findByText('Strategy enabled', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(db.byId<StrategyRow>(C, alternative.id)!.enabled).toBe(true);
    expect(db.byId<StrategyRow>(C, current.id)!.enabled).toBe(false);
  });

  it('the moderator may not open the screen', async () => {
    await existingSession('moderator');
    renderApp(PATH);
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recommendation Strategies' })).toBeNull();
  });
});
