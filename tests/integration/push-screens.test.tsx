import { fireEvent, waitFor } from '../support/dom';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { ARTICLE_COLLECTIONS, type ArticleRow } from '../../src/features/articles/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { pushApi } from '../../src/features/push/api';
import { PUSH_MANAGE_KINDS, type PushManageKind } from '../../src/features/push/channels';
import { db } from '../../src/mocks/db';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, drawerTitled, refusalOf, success, typeWindow } from './antd-actions';
import { openScreen, pushes, reasonDialog, rowOf, validInput, workbookFile, writeLanguage } from './push-helpers';

describe('push-manage: designated users and the five screens', () => {
  it('targets designated users typed with semicolons or imported from Excel, each checked to exist', async () => {
    const users = db
      .all<AppUserRow>(APP_USER_COLLECTIONS.users)
      .slice(10, 14)
      .map((user) => String(user.id));
    const { user, table } = await openScreen('creatorAssistant', 'Your weekly creator report');
    await user.click(buttonIn(document.body, 'New push'));
    const drawer = await drawerTitled('New push');
    await writeLanguage(user, drawer, 'Arabic', 'نصيحة الأسبوع', 'انشري في الصباح لتصلي إلى أمهات أكثر.');
    await writeLanguage(user, drawer, 'Malay', 'Tip minggu ini', 'Siarkan pada waktu pagi.');
    await writeLanguage(user, drawer, 'Indonesian', 'Tips minggu ini', 'Unggah di pagi hari.');
    await typeWindow(user, drawer, '2099-06-01 09:00', '2099-06-03 09:00');
    await choose(user, drawer, 'User group', 'Designated users');

    const ids = await within(drawer).findByLabelText('Designated users');
    await fill(user, ids, `${users[0]}; ${users[1]}; 9999999`);
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('No app user has these IDs: 9999999')).toBeInTheDocument();
    await fill(user, ids, `${users[0]}; ${users[1]}`);

    await user.click(buttonIn(drawer, 'Import users from Excel'));
    const dialog = (await screen.findByText('Import users from Excel', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    const file = workbookFile([['User ID'], [users[1]], [users[2]], [users[3]], ['8888888'], ['12']]);
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    expect(await within(dialog).findByText(/5 rows read, 4 ready to import, 1 with problems/)).toBeInTheDocument();
    await user.click(buttonIn(dialog, 'Import 4 rows'));
    expect(await success('Users added: 2 (now 4)')).toBeInTheDocument();
    const problems = within(dialog).getByRole('list', { name: 'Problems found' });
    expect(Array.from(problems.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Row 2, User ID: Already in the list',
      'Row 5, User ID: No app user has this ID',
      'Row 6, User ID: Not in the expected format',
    ]);
    await user.click(buttonIn(dialog.querySelector('.ant-modal-footer') as HTMLElement, 'Close'));
    await waitFor(() => expect(within(drawer).getByText('IDs: 4')).toBeInTheDocument());

    await user.click(buttonIn(drawer, 'Save'));
    const confirm = await reasonDialog('Confirm the new push');
    expect(within(confirm).getByText('4')).toBeInTheDocument();
    await fill(user, within(confirm).getByLabelText('Reason'), 'Tips for our newest creators');
    await user.click(buttonIn(confirm, 'Confirm'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const row = await waitFor(() => rowOf(table, 'نصيحة الأسبوع'));
    expect(within(row).getByText('Designated users (4)')).toBeInTheDocument();
    expect(pushes().find((push) => push.texts.ar?.title === 'نصيحة الأسبوع')?.designatedUsers).toEqual(users);
  });

  it('opens every push screen with its own pushes, checks each channel target at the mock, and refuses the moderator', async () => {
    const firstTitles: Record<PushManageKind, string> = {
      hotContent: 'Everyone is talking about this',
      helpPost: 'How to export your cycle data',
      qualityPost: 'Editor’s pick: a birth story',
      activity: 'Ramadan steps challenge',
      creatorAssistant: 'Your weekly creator report',
    };
    const badTargets: Record<PushManageKind, [string | null, string]> = {
      hotContent: ['1', 'Post 1 does not exist or is not published'],
      helpPost: ['999999', 'Help article 999999 does not exist or is not listed'],
      qualityPost: [
        String(
          db
            .all<PostRow>(POSTS_COLLECTION)
            .find((post) => post.publishStatus === 'published' && !post.featured && !post.deletedAt)!.id,
        ),
        'is not featured',
      ],
      activity: [null, "Enter the event's link"],
      creatorAssistant: ['ftp://files.example.com', 'Enter a full https address or an H5 path starting with /'],
    };
    const menuNames: Record<PushManageKind, string> = {
      hotContent: 'Hot Content Push',
      helpPost: 'Help Post Push',
      qualityPost: 'Quality Post Push',
      activity: 'Event Push',
      creatorAssistant: 'Creator Assistant Push',
    };
    // The operator opens each screen from the menu and sees that channel's pushes (deleted ones hidden).
    await existingSession('operator');
    const { user } = renderApp('/');
    const nav = await screen.findByRole('menu', { name: 'Main navigation' }, { timeout: 15_000 });
    await user.click(within(nav).getByRole('menuitem', { name: /Push Management/ }));
    for (const kind of PUSH_MANAGE_KINDS) {
      await user.click(await within(nav).findByRole('menuitem', { name: menuNames[kind] }));
      const cell = await screen.findByText(firstTitles[kind], {}, { timeout: 10_000 });
      const table = cell.closest('table') as HTMLElement;
      await whenSettled(table);
      expect(screen.getByRole('heading', { name: menuNames[kind] })).toBeInTheDocument();
      expect(within(table).getAllByRole('row')).toHaveLength(
        pushes().filter((push) => push.kind === kind && !push.deletedAt).length + 1,
      );
      const [target, message] = badTargets[kind];
      const refused = await refusalOf(pushApi.estimate(kind, validInput(target)));
      expect(refused.message).toContain(message);
    }
    const article = db
      .all<ArticleRow>(ARTICLE_COLLECTIONS.articles)
      .find((item) => item.kind === 'help' && item.status === 'listed')!;
    expect((await pushApi.estimate('helpPost', validInput(String(article.id)))).audience).toBeGreaterThan(0);

    await existingSession('moderator');
    const error = await refusalOf(pushApi.page('hotContent', {}));
    expect(error.code).toBe(403);
    expect(error.message).toBe('Your account may not do this: /push-manage/hot-content-push');
  });
});
