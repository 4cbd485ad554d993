import { waitFor } from '../support/dom';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { CREATOR_COLLECTIONS, type ProfileRow, type TaskRow } from '../../src/features/creators/mock/seed';
import { pushApi } from '../../src/features/push/api';
import { creatorAudience, PUSH_COLLECTIONS, type PushAuditRow } from '../../src/features/push/mock/seed';
import { estimateCreatorAudience } from '../../src/features/push/rules';
import { db } from '../../src/mocks/db';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, drawerTitled, refusalOf, success, typeWindow } from './antd-actions';
import { number, pushes, reasonDialog, rowOf, validInput, writeLanguage } from './push-helpers';

/**
 * The creator centre's pushes (tabs of creator-task-config): a task push created with the push feature's
 * form, audience (creators by level), reason and history; the mock's task check; the moderator refused.
 */

const TASKS = '/creator-center-manage/creator-task-config';
const tasks = () => db.all<TaskRow>(CREATOR_COLLECTIONS.tasks);
const creators = () =>
  creatorAudience(db.all<AppUserRow>(APP_USER_COLLECTIONS.users), db.all<ProfileRow>(CREATOR_COLLECTIONS.profiles));

describe('creator-center-manage: pushes to creators', () => {
  it('creates a task push from the creator centre: task checked, creators by level counted, a reason, the history', async () => {
    const published = tasks().find((task) => task.status === 'published')!;
    const unpublished = tasks().find((task) => task.status === 'unpublished')!;
    await existingSession('operator');
    // The tab is in the address: a link opens the creator task pushes.
    const { user } = renderApp(`${TASKS}?tab=taskPushes`);
    expect(await screen.findByRole('tab', { name: 'Task pushes', selected: true }, { timeout: 10_000 })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Task pushes to creators', level: 1 });
    const table = await screen.findByRole('table');
    await within(table).findByText('New task: what you eat in a day', {}, { timeout: 10_000 });
    await whenSettled(table);
    expect(heading).toBeInTheDocument();

    await user.click(buttonIn(document.body, 'New push'));
    const drawer = await drawerTitled('New push');
    // A creator push is aimed by creator level and field, not by the app's modes, areas and versions.
    expect(within(drawer).queryByText('Areas')).toBeNull();
    expect(within(drawer).getByText('Creator levels')).toBeInTheDocument();
    await fill(user, within(drawer).getByLabelText('Creator task ID'), String(unpublished.id));
    await writeLanguage(user, drawer, 'Arabic', 'مهمة جديدة للمبدعات', 'شاركي قصتك واكسبي النقاط.');
    await writeLanguage(user, drawer, 'Malay', 'Tugasan baharu', 'Kongsi kisah anda dan dapat mata.');
    await writeLanguage(user, drawer, 'Indonesian', 'Tugas baru', 'Bagikan kisahmu dan dapatkan poin.');
    await writeLanguage(user, drawer, 'English', 'A new task for Lv2 creators', 'Share your story and earn points.');
    await typeWindow(user, drawer, '2099-05-01 09:00', '2099-05-02 09:00');
    await choose(user, drawer, 'User group', 'Active within 30 days');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Lv2' }));

    // Only the server knows the task's listing status: its refusal lands on the field.
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findAllByText(`Creator task ${unpublished.id} is not published`, {}, { timeout: 5_000 }),
    ).not.toHaveLength(0);
    await fill(user, within(drawer).getByLabelText('Creator task ID'), String(published.id));
    await user.click(buttonIn(drawer, 'Save'));

    const confirm = await reasonDialog('Confirm the new push');
    const expected = estimateCreatorAudience(
      creators(),
      { userGroup: 'active30d', creatorLevels: [2], creatorFields: [] },
      Date.now(),
    );
    expect(expected.reachable).toBeGreaterThan(0);
    expect(expected.reachable).toBe(creators().filter((creator) => creator.level === 2).length);
    expect(within(confirm).getByText(number(expected.audience))).toBeInTheDocument();
    expect(
      within(confirm).getByText(`${number(expected.reachable)} creators of these levels and fields`),
    ).toBeInTheDocument();
    await user.click(buttonIn(confirm, 'Confirm'));
    expect(await within(confirm).findByText('Please give a reason')).toBeInTheDocument();
    expect(pushes().some((push) => push.texts.en?.title === 'A new task for Lv2 creators')).toBe(false);
    await fill(user, within(confirm).getByLabelText('Reason'), 'Lv2 creators need a nudge');
    await user.click(buttonIn(confirm, 'Confirm'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);

    const row = await waitFor(() => rowOf(table, 'A new task for Lv2 creators'));
    expect(within(row).getByText('To be pushed')).toBeInTheDocument();
    expect(within(row).getByText(`Task ${published.id}`)).toBeInTheDocument();
    expect(within(row).getByText('Lv2')).toBeInTheDocument();
    const saved = pushes().find((push) => push.texts.en?.title === 'A new task for Lv2 creators')!;
    expect(saved).toMatchObject({
      kind: 'creatorTask',
      target: String(published.id),
      creatorLevels: [2],
      modes: [],
      areas: [],
      createdBy: 'operator',
    });

    await user.click(buttonIn(row, 'History'));
    const history = await drawerTitled('History: A new task for Lv2 creators');
    const [by] = await within(history).findAllByText('operator', { selector: 'bdi' });
    expect(by.parentElement!.textContent).toMatch(/^Created · operator ·/);
    expect(within(history).getByText('Lv2 creators need a nudge')).toBeInTheDocument();
    const changes = within(history).getByRole('list', { name: 'What changed' });
    expect(within(changes).getByText(/^Creator levels:/).textContent).toBe('Creator levels: (empty) → Lv2');
    expect(db.all<PushAuditRow>(PUSH_COLLECTIONS.audit).filter((entry) => entry.pushId === saved.id)).toHaveLength(1);
  });

  it('the mock refuses a push to an unpublished or unknown task, non-creators and unknown fields', async () => {
    await existingSession('operator');
    const unpublished = tasks().find((task) => task.status === 'unpublished')!;
    const input = (target: string | null) => ({ ...validInput(target), creatorLevels: [1] });
    expect((await refusalOf(pushApi.estimate('creatorTask', input(String(unpublished.id))))).message).toContain(
      `Creator task ${unpublished.id} is not published`,
    );
    expect((await refusalOf(pushApi.create('creatorTask', input('99999'), 'Why not'))).message).toContain(
      'Creator task 99999 does not exist',
    );
    expect(pushes().some((push) => push.target === String(unpublished.id) && push.kind === 'creatorTask')).toBe(false);
    expect((await refusalOf(pushApi.estimate('creatorTask', input(null)))).message).toContain(
      'Enter the creator task to push',
    );
    expect(
      (await refusalOf(pushApi.estimate('creatorPost', { ...input('2000009'), creatorFields: [999] }))).message,
    ).toContain('No creator field has these IDs: 999');
    const nonCreator = db.all<AppUserRow>(APP_USER_COLLECTIONS.users).find((user) => user.creatorLevel === 0)!;
    const designated = {
      ...input('2000009'),
      userGroup: 'designated' as const,
      designatedUsers: [String(nonCreator.id)],
    };
    expect((await refusalOf(pushApi.estimate('creatorPost', designated))).message).toContain(
      `These users are not creators: ${nonCreator.id}`,
    );
  });

  it('keeps the open tab through a list search on it', async () => {
    await existingSession('operator');
    const { user } = renderApp(TASKS);
    expect(await screen.findByRole('tab', { name: 'Tasks', selected: true }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Post pushes' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=postPushes'));
    const table = await screen.findByRole('table');
    await whenSettled(table);
    await user.click(buttonIn(screen.getByRole('form', { name: 'Filters' }), 'Search'));
    await whenSettled(table);
    expect(screen.getByRole('tab', { name: 'Post pushes', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Post pushes to creators', level: 1 })).toBeInTheDocument();
  });

  it('refuses the moderator: no creator pushes to read or write', async () => {
    await existingSession('moderator');
    const read = await refusalOf(pushApi.page('creatorTask', {}));
    expect(read.code).toBe(403);
    expect(read.message).toBe(`Your account may not do this: ${TASKS}`);
    const published = tasks().find((task) => task.status === 'published')!;
    const write = await refusalOf(pushApi.create('creatorTask', validInput(String(published.id)), 'Because'));
    expect(write.code).toBe(403);
    expect(write.message).toContain(`${TASKS}:push`);
    expect(pushes().some((push) => push.kind === 'creatorTask' && push.createdBy === 'moderator')).toBe(false);
  });
});
