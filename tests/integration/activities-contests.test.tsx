import dayjs from 'dayjs';
import { contestApi } from '../../src/features/prize-contests/api';
import {
  CONTEST_COLLECTIONS as C,
  type ContestEntryRow,
  type ContestRow,
} from '../../src/features/prize-contests/mock/seed';
import { contestState } from '../../src/features/prize-contests/rules';
import { db } from '../../src/mocks/db';
import { RequestError } from '../../src/shared/request/request-error';
import { waitFor } from '../support/dom';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { confirmDialog, typeWindow } from './antd-actions';

/** Prize contests: create, the entries, choosing and announcing winners, and what the mock refuses. */

const PATH = '/content-recommend/prize-con-test';
const TIME = 'YYYY-MM-DD HH:mm';
async function open() {
  await existingSession('operator');
  const view = renderApp(PATH);
  await screen.findByRole('heading', { name: 'Prize Contests', level: 1 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return { ...view, table };
}

const rowOf = (table: HTMLElement, id: number) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(id)) as HTMLElement;

const inState = (state: string) =>
  db.all<ContestRow>(C.contests).filter((row) => contestState(row, Date.now()) === state);

describe('content-recommend/prize-con-test', () => {
  it('creates a contest; a window longer than 90 days is refused and the form keeps what was typed', async () => {
    const { user, table } = await open();
    await user.click(buttonIn(document.body, 'New contest'));
    const drawer = await screen.findByRole('dialog', { name: 'New contest' });
    await fill(user, drawer.querySelector<HTMLElement>('#form-drawer_texts_en_title')!, 'Best first-trimester tip');
    await fill(
      user,
      drawer.querySelector<HTMLElement>('#form-drawer_texts_en_description')!,
      'Share the tip that helped you most in the first weeks.',
    );
    await fill(user, within(drawer).getByLabelText('Prize'), 'A pregnancy pillow');
    await fill(user, within(drawer).getByLabelText('Winners'), '2');
    const start = dayjs().add(2, 'day').hour(10).minute(0);
    await typeWindow(user, drawer, start.format(TIME), start.add(120, 'day').format(TIME));
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('A contest runs at most 90 days')).toBeVisible();
    expect(within(drawer).getByLabelText('Prize')).toHaveValue('A pregnancy pillow');
    await typeWindow(user, drawer, start.format(TIME), start.add(14, 'day').format(TIME));
    await user.click(buttonIn(drawer, 'Save'));
    expect(await screen.findByText('Created', { selector: '.ant-message *' })).toBeInTheDocument();
    await whenSettled(table, drawer);
    const created = db.find<ContestRow>(C.contests, (row) => row.texts.en?.title === 'Best first-trimester tip')!;
    expect(created).toMatchObject({ prize: 'A pregnancy pillow', winnerCount: 2, announcedAt: null });
    expect(dayjs(created.endAt).diff(dayjs(created.startAt), 'day')).toBe(14);
    const row = await waitFor(() => rowOf(table, created.id));
    expect(within(row).getByText('Not started')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('chooses winners among a closed contest’s entries, up to its prizes, and announces them', async () => {
    const { user, table } = await open();
    const contest = inState('judging')[0];
    const entries = db
      .all<ContestEntryRow>(C.entries)
      .filter((entry) => entry.contestId === contest.id)
      .sort((a, b) => b.likes - a.likes || a.id - b.id);
    expect(entries.length).toBeGreaterThan(contest.winnerCount);
    expect(within(rowOf(table, contest.id)).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(rowOf(table, contest.id)).getByRole('button', { name: 'Entries' }));
    const drawer = await screen.findByRole('dialog', { name: `Entries: ${contest.texts.en!.title}` });
    const boxes = await within(drawer).findAllByRole('checkbox');
    expect(boxes).toHaveLength(entries.length);
    for (const box of boxes.slice(0, contest.winnerCount)) await user.click(box);
    // Every prize is given: the other entries cannot be chosen.
    expect(boxes[contest.winnerCount]).toBeDisabled();
    await user.click(buttonIn(drawer, `Announce winners (${contest.winnerCount}/${contest.winnerCount})`));
    const question = await confirmDialog(`Announce these ${contest.winnerCount} winners?`);
    await user.click(buttonIn(question, 'Announce'));
    expect(await screen.findByText('Winners announced', { selector: '.ant-message *' })).toBeInTheDocument();
    const winners = db
      .all<ContestEntryRow>(C.entries)
      .filter((entry) => entry.contestId === contest.id && entry.winner)
      .map((entry) => entry.id);
    expect(winners.sort()).toEqual(
      entries
        .slice(0, contest.winnerCount)
        .map((entry) => entry.id)
        .sort(),
    );
    expect(db.byId<ContestRow>(C.contests, contest.id)!.announcedBy).toBe('operator');
    await waitFor(() => expect(within(rowOf(table, contest.id)).getAllByText('Winners announced')).not.toHaveLength(0));
  });

  it('the mock refuses winners for an open contest, more winners than prizes, and the moderator', async () => {
    await existingSession('operator');
    const openContest = inState('open')[0];
    const openEntries = db.all<ContestEntryRow>(C.entries).filter((entry) => entry.contestId === openContest.id);
    const early = await contestApi.announce(openContest.id, [openEntries[0].id]).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(RequestError);
    expect((early as RequestError).message).toBe('The contest is still open: winners are chosen after it closes');

    const judging = inState('judging')[0];
    const ids = db
      .all<ContestEntryRow>(C.entries)
      .filter((entry) => entry.contestId === judging.id)
      .map((entry) => entry.id)
      .slice(0, judging.winnerCount + 1);
    const many = await contestApi.announce(judging.id, ids).catch((error: unknown) => error);
    expect((many as RequestError).message).toBe(
      `This contest has ${judging.winnerCount} prizes: choose at most ${judging.winnerCount} winners`,
    );
    expect(db.byId<ContestRow>(C.contests, judging.id)!.announcedAt).toBeNull();

    await existingSession('moderator');
    const refused = await contestApi.entries(judging.id).catch((error: unknown) => error);
    expect((refused as RequestError).code).toBe(403);
  });
});
