import dayjs from 'dayjs';
import { http } from 'msw';
import { HOT_COLLECTIONS, type HotPositionRow, type RefreshRow } from '../../src/features/hot-content/mock/seed';
import { db } from '../../src/mocks/db';
import { worker } from '../../src/mocks/test-worker';
import { waitFor } from '../support/dom';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { typeWindow } from './antd-actions';

/**
 * Hot content (1/2): the position setup (create and edit with their rules, clear after the spec's
 * question, the refresh once then after the configured minutes). The other screens: hot-content-positions.
 */

type User = ReturnType<typeof renderApp>['user'];

const SET_UP = '/hot-content-operate/set-up';
const positions = () => db.all<HotPositionRow>(HOT_COLLECTIONS.positions);
const at = (day: number, hour: number) => dayjs().add(day, 'day').hour(hour).minute(0).format('YYYY-MM-DD HH:mm');

async function openSetUp() {
  await existingSession('operator');
  const view = renderApp(SET_UP);
  await screen.findByRole('heading', { name: 'Position Setup', level: 1 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  return { ...view, table };
}

async function fillPosition(user: User, drawer: HTMLElement, number: number, window: [string, string]) {
  await fill(user, within(drawer).getByLabelText('Position number'), String(number));
  await fill(user, within(drawer).getByLabelText('UV minimum'), '300');
  await fill(user, within(drawer).getByLabelText('Likes minimum'), '20');
  await fill(user, within(drawer).getByLabelText('Comments minimum'), '4');
  await typeWindow(user, drawer, ...window);
}

describe('hot-content-operate/set-up', () => {
  it('edits a displaying position, then clears it after the question', async () => {
    const { user, table } = await openSetUp();
    let row = within(table).getAllByText('Displaying')[0].closest('tr')!;
    const number = Number(within(row).getAllByRole('cell')[0].textContent);
    const now = Date.now();
    const edited = positions().find(
      (position) =>
        position.number === number && Date.parse(position.startAt) <= now && Date.parse(position.endAt) > now,
    )!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: `Edit position ${number}` });
    expect(within(drawer).getByLabelText('Post ID')).toHaveValue(String(edited.postId));
    await fill(user, within(drawer).getByLabelText('UV minimum'), '0');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Modified')).toBeInTheDocument();
    await whenSettled(table, drawer);
    expect(db.byId<HotPositionRow>(HOT_COLLECTIONS.positions, edited.id)).toMatchObject({
      minUv: 0,
      startAt: edited.startAt,
      endAt: edited.endAt,
      updatedBy: 'operator',
    });

    row = within(table).getAllByText('Displaying')[0].closest('tr')!;
    expect(Number(within(row).getAllByRole('cell')[0].textContent)).toBe(number);
    await user.click(within(row).getByRole('button', { name: 'Clear' }));
    const question = await screen.findByRole('dialog', { name: 'Sure to clear the position?' });
    await user.click(within(question).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Position cleared')).toBeInTheDocument();
    const cleared = positions().find((position) => position.number === number && position.clearedBy === 'operator');
    expect(cleared?.clearedAt).toBeTruthy();
  });

  it('refreshes once, then counts the configured minutes down', async () => {
    const { user, table } = await openSetUp();
    const now = Date.now();
    const waiting = positions().find(
      (position) =>
        position.number === 8 &&
        position.postId === null &&
        Date.parse(position.startAt) <= now &&
        Date.parse(position.endAt) > now,
    )!;
    await user.click(buttonIn(document.body, 'Refresh hot list'));
    expect(await screen.findByText(/Hot list refreshed: [1-9]\d* positions filled/)).toBeInTheDocument();
    expect(db.byId<HotPositionRow>(HOT_COLLECTIONS.positions, waiting.id)!.postId).not.toBeNull();
    const countdown = await screen.findByRole('button', { name: /The second refresh is possible after 4:5\d minutes/ });
    expect(countdown).toBeDisabled();
    await whenSettled(table);
  });

  it('the mock refuses an early refresh (another admin refreshed after the screen loaded)', async () => {
    const { user } = await openSetUp();
    const button = buttonIn(document.body, 'Refresh hot list');
    db.update<RefreshRow>(HOT_COLLECTIONS.refresh, 1, {
      lastRefreshAt: new Date(Date.now() - 90_000).toISOString(),
      lastRefreshBy: 'admin',
    });
    await user.click(button);
    expect(
      await screen.findByText(/^The second refresh is possible after 3:[23]\d minutes$/, {
        selector: '.ant-message *',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /The second refresh is possible after 3:[23]\d minutes/ }),
    ).toBeDisabled();
  });

  it('refuses a window that ends before it starts, and a number used in an overlapping window', async () => {
    const { user } = await openSetUp();
    await user.click(buttonIn(document.body, 'New position'));
    const drawer = await screen.findByRole('dialog', { name: 'New position' });
    await fillPosition(user, drawer, 1, [at(0, 12), at(0, 10)]);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The end must come after the start')).toBeInTheDocument();

    // Today's position 1 runs until midnight: the overlap is the mock's rule, shown on the field.
    const before = positions().length;
    await typeWindow(user, drawer, at(0, 10), at(0, 12));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findAllByText('This position number is already used in an overlapping time window'),
    ).not.toHaveLength(0);
    expect(within(drawer).getByLabelText('UV minimum')).toHaveValue('300');
    expect(positions()).toHaveLength(before);
  });

  it('saves an edit made before the settings arrive, and offers New position once they have', async () => {
    // The settings (how many positions there are) answer only when the test lets them, as a slow server's
    // would: after the list, and after the edit.
    let answerSettings = () => {};
    const settingsHeld = new Promise<void>((resolve) => (answerSettings = resolve));
    worker.use(
      http.get('*/services/community/api/hot/config', async () => {
        await settingsHeld;
      }),
    );
    const { user, table } = await openSetUp();
    expect(buttonIn(document.body, 'New position')).toBeDisabled();
    const row = within(table).getAllByText('Displaying')[0].closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: /^Edit position \d+$/ });
    await fill(user, within(drawer).getByLabelText('UV minimum'), '7');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Modified')).toBeInTheDocument();
    await whenSettled(table, drawer);
    expect(buttonIn(document.body, 'New position')).toBeDisabled();
    answerSettings();
    await waitFor(() => expect(buttonIn(document.body, 'New position')).toBeEnabled());
  });

  it('creates a position in a free number', async () => {
    const { user, table } = await openSetUp();
    await user.click(buttonIn(document.body, 'New position'));
    const drawer = await screen.findByRole('dialog', { name: 'New position' });
    await fillPosition(user, drawer, 9, [at(0, 10), at(0, 12)]);
    const before = positions().length;
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const created = positions().at(-1)!;
    expect(positions()).toHaveLength(before + 1);
    expect(created).toMatchObject({ number: 9, minUv: 300, minLikes: 20, minComments: 4, postId: null });
    expect(dayjs(created.startAt).format('YYYY-MM-DD HH:mm')).toBe(at(0, 10));
    expect(dayjs(created.endAt).format('YYYY-MM-DD HH:mm')).toBe(at(0, 12));
  });
});
