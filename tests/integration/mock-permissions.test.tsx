import { waitFor } from '../support/dom';
import { appealApi, appUserApi, appUserRoleApi, silenceApi, whitelistApi } from '../../src/features/app-users/api';
import { cacheKeyApi, noticeApi, switchApi } from '../../src/features/app-version/api';
import { APP_COLLECTIONS } from '../../src/features/app-version/mock/seed';
import type { CacheKey, Platform, UpdateNotice } from '../../src/features/app-version/types';
import { ossApi } from '../../src/shared/uploads/uploads-api';
import { accountApi, roleApi } from '../../src/features/permissions/api';
import { menuApi } from '../../src/features/permissions/menu-api';
import { idsUnderUris, MENU_SEED } from '../../src/features/permissions/mock/menu-seed';
import {
  ROLE_IDS,
  type AccountRow,
  type MenuRow,
  type RoleRow,
} from '../../src/features/permissions/mock/permissions-seed';
import { wordApi } from '../../src/features/words/api';
import { COLLECTIONS } from '../../src/mocks/collections';
import { UPLOAD_GRANTS } from '../../src/mocks/endpoint-grants';
import { db } from '../../src/mocks/db';
import type { Row } from '../../src/mocks/row';
import { registerFeedback } from '../../src/shared/request/feedback';
import { RequestError } from '../../src/shared/request/request-error';
import { buttonIn, existingSession, renderApp, screen, within } from './render-app';

/**
 * The mock refuses what the caller's roles do not grant, whatever the console shows: these tests call
 * the feature api functions directly, as a caller bypassing the UI would.
 */

let shown: string[] = [];
let restoreFeedback: () => void = () => {};
beforeEach(() => {
  shown = [];
  restoreFeedback = registerFeedback({ error: (text) => void shown.push(text) });
});
afterEach(() => restoreFeedback());

/** The call is answered 403 with the server's message naming the entry it needs. */
async function refused(call: Promise<unknown>, grant: string) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, `expected a refusal needing ${grant}`).toBeInstanceOf(RequestError);
  expect((error as RequestError).code).toBe(403);
  expect((error as RequestError).message).toBe(`Your account may not do this: ${grant}`);
}

const accounts = () => db.all<AccountRow>(COLLECTIONS.accounts);
const accountNamed = (login: string) => accounts().find((row) => row.login === login)!;
const menuIdOf = (uri: string) => db.find<MenuRow & Row>(COLLECTIONS.menus, (row) => row.uri === uri)!.id;

/** Changes what a role grants, as the role editor would. */
function grantRole(roleId: number, menuIds: number[]) {
  db.update<RoleRow & Row>(COLLECTIONS.roles, roleId, { menuIds });
}
const roleMenuIds = (roleId: number) => db.byId<RoleRow & Row>(COLLECTIONS.roles, roleId)!.menuIds;

describe('the mock enforces permissions like a server', () => {
  it('accounts: an operator cannot read accounts, give herself the admin role or reset the admin password', async () => {
    await existingSession('operator');
    const operator = accountNamed('operator');
    const admin = accountNamed('admin');
    await refused(accountApi.page({ current: 1, size: 10 }), '/permissions-manage/account');
    await refused(
      accountApi.update(operator.id, {
        login: operator.login,
        firstName: operator.firstName,
        email: operator.email,
        activated: true,
        roleIds: [ROLE_IDS.admin],
      }),
      '/permissions-manage/account:edit',
    );
    await refused(accountApi.setActivated(admin.id, false), '/permissions-manage/account:edit');
    await refused(accountApi.resetPassword(admin.id), '/permissions-manage/account:reset-password');
    await refused(accountApi.remove(admin.id), '/permissions-manage/account:delete');
    await refused(accountApi.page({ current: 1, size: 500, export: 'true' }), '/permissions-manage/account:export');
    expect(accountNamed('operator').roleIds).toEqual([ROLE_IDS.operator]);
    expect(accountNamed('admin')).toMatchObject({ password: 'admin123456', activated: true });

    await existingSession('admin');
    expect((await accountApi.page({ current: 1, size: 10 })).total).toBe(accounts().length);
    expect((await accountApi.page({ current: 1, size: 500, export: 'true' })).total).toBe(accounts().length);
    const { password } = await accountApi.resetPassword(operator.id);
    expect(accountNamed('operator').password).toBe(password);
  });

  it('accounts: without a session the mock answers 401', async () => {
    const answer = await fetch('/services/admin/api/admin/users/1/reset-password', { method: 'POST' });
    expect(answer.status).toBe(401);
    expect(accountNamed('admin').password).toBe('admin123456');
  });

  it('roles: a moderator cannot read, create, change or delete roles', async () => {
    await existingSession('moderator');
    await refused(roleApi.page({ current: 1, size: 10 }), '/permissions-manage/role or /permissions-manage/account');
    await refused(
      roleApi.create({ name: 'Everything', description: '', menuIds: [menuIdOf('/permissions-manage')] }),
      '/permissions-manage/role:create',
    );
    await refused(
      roleApi.update(ROLE_IDS.moderator, { name: 'Moderator', description: '', menuIds: roleMenuIds(ROLE_IDS.admin) }),
      '/permissions-manage/role:edit',
    );
    await refused(roleApi.remove(ROLE_IDS.admin), '/permissions-manage/role:delete');
    expect(roleMenuIds(ROLE_IDS.moderator)).not.toContain(menuIdOf('/permissions-manage'));
    expect(db.all(COLLECTIONS.roles)).toHaveLength(3);

    await existingSession('admin');
    const created = await roleApi.create({ name: 'Auditor', description: 'Reads accounts', menuIds: [] });
    expect(created.name).toBe('Auditor');
    expect((await roleApi.page({ current: 1, size: 10 })).total).toBe(4);
  });

  it('menus: an operator cannot create, edit, move or delete menu entries', async () => {
    await existingSession('operator');
    const account = menuIdOf('/permissions-manage/account');
    await refused(
      menuApi.create({
        parentId: null,
        name: { zh: '后门', en: 'Back door', ar: 'باب خلفي', fr: 'Porte dérobée' },
        uri: '/back-door',
        type: 1,
        icon: 'SafetyOutlined',
        sort: 1,
        remark: '',
      }),
      '/permissions-manage/menu:create',
    );
    await refused(menuApi.move(account, 'down'), '/permissions-manage/menu:edit');
    await refused(menuApi.remove(account), '/permissions-manage/menu:delete');
    expect(db.byId(COLLECTIONS.menus, account)).toBeDefined();

    await existingSession('admin');
    const role = menuIdOf('/permissions-manage/role');
    const sortBefore = db.byId<MenuRow & Row>(COLLECTIONS.menus, role)!.sort;
    await menuApi.move(role, 'down');
    expect(db.byId<MenuRow & Row>(COLLECTIONS.menus, role)!.sort).not.toBe(sortBefore);
  });

  it('oss uploads: listing needs the files screen; uploading its action or a screen action that takes images', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    await existingSession('operator');
    await refused(ossApi.list(1, 10), '/version-manage/uploadImgFile');
    // The operator uploads banner and card images; with a role whose screens take no image, she may not.
    expect((await ossApi.upload(file)).name).toBe('banner.png');
    grantRole(ROLE_IDS.operator, idsUnderUris(MENU_SEED, ['/hot-content-operate']));
    expect(UPLOAD_GRANTS).toEqual(
      expect.arrayContaining([
        '/version-manage/uploadImgFile:upload',
        '/posts-manage/publish-new-post:publish',
        '/content-recommend/creator-center-banner:create',
        '/content-recommend/explore:edit',
      ]),
    );
    await refused(ossApi.upload(file), new Intl.ListFormat('en', { type: 'disjunction' }).format(UPLOAD_GRANTS));
    // The moderator publishes posts with pictures, so she uploads them, but the stored files are not hers to list.
    await existingSession('moderator');
    await refused(ossApi.list(1, 10), '/version-manage/uploadImgFile');
    expect((await ossApi.upload(file)).name).toBe('banner.png');
    await existingSession('admin');
    const before = (await ossApi.list(1, 10)).total;
    expect((await ossApi.upload(file)).name).toBe('banner.png');
    expect((await ossApi.list(1, 10)).total).toBe(before + 1);
  });

  it('app users: each call needs its screen or action; a shared call accepts any of its screens', async () => {
    await existingSession('operator');
    await refused(
      appUserApi.page({ current: 1, size: 10 }),
      '/user-manage/user-list, /user-manage/role-manage, or /content-review/app-user-role',
    );
    await refused(appUserApi.punish(1, 'avatar' as never, 'spam'), '/user-manage/user-list:punish');
    await refused(
      appUserApi.unknownIds(['1']),
      '/user-manage/user-prohibitions:silence or /user-manage/set-white-list:add',
    );
    await refused(
      silenceApi.create({ userIds: [1], duration: '1h', reason: 'spam' }),
      '/user-manage/user-prohibitions:silence or /user-manage/user-list:silence',
    );
    await refused(whitelistApi.remove([1]), '/user-manage/set-white-list:remove');
    await refused(appealApi.accept(1), '/user-manage/grievance-handling:handle');
    await refused(
      appUserRoleApi.create({} as never),
      '/user-manage/role-manage:create or /content-review/app-user-role:create',
    );

    // The moderator holds the silences screen and its actions, nothing else of user management.
    await existingSession('moderator');
    expect((await silenceApi.page({ current: 1, size: 10 })).total).toBeGreaterThan(0);
    expect(await appUserApi.unknownIds(['no-such-user'])).toEqual(['no-such-user']);
    await refused(whitelistApi.page({ current: 1, size: 10 }), '/user-manage/set-white-list');
    await refused(appUserApi.detail(1), '/user-manage/user-list');
    await refused(appealApi.page({ current: 1, size: 10 }), '/user-manage/grievance-handling');

    // Export is an action of its own: the list stays readable without it, the export does not.
    await silenceApi.page({ current: 1, size: 500, export: 'true' });
    grantRole(
      ROLE_IDS.moderator,
      roleMenuIds(ROLE_IDS.moderator).filter((id) => id !== menuIdOf('/user-manage/user-prohibitions:export')),
    );
    await silenceApi.page({ current: 1, size: 500 });
    await refused(silenceApi.page({ current: 1, size: 500, export: 'true' }), '/user-manage/user-prohibitions:export');
  });

  it('words: the list in the path decides which screen grants the call', async () => {
    await existingSession('operator');
    await refused(wordApi.page('taboo', { current: 1, size: 10 }), '/user-manage/system-taboo');
    await refused(
      wordApi.add('nickname', { words: ['spam'] }),
      '/user-manage/sensitive-word-manage:add or /user-manage/sensitive-word-manage:import',
    );
    await refused(wordApi.removeMany('taboo', [1]), '/user-manage/system-taboo:delete');
    await refused(wordApi.remove('taboo', 1), '/user-manage/system-taboo:delete');

    // Granted the taboo list only: the nickname list stays closed.
    grantRole(ROLE_IDS.operator, [
      ...roleMenuIds(ROLE_IDS.operator),
      ...idsUnderUris(MENU_SEED, ['/user-manage/system-taboo']),
    ]);
    expect((await wordApi.add('taboo', { words: ['brand-new-taboo'] })).added).toBe(1);
    expect((await wordApi.page('taboo', { current: 1, size: 10, word: 'brand-new-taboo' })).total).toBe(1);
    await refused(wordApi.page('nickname', { current: 1, size: 10 }), '/user-manage/sensitive-word-manage');
  });

  it('app version settings and notices: each needs its screen or action, a notice its own platform', async () => {
    await existingSession('moderator');
    const homeFeed = db.find<CacheKey & Row>(APP_COLLECTIONS.cacheKeys, (row) => row.key === 'home_feed')!;
    await refused(cacheKeyApi.page({ current: 1, size: 10 }), '/version-manage/local-cache');
    await refused(cacheKeyApi.create({} as never), '/version-manage/local-cache:create');
    await refused(cacheKeyApi.update(homeFeed.id, {} as never), '/version-manage/local-cache:edit');
    await refused(cacheKeyApi.disable(homeFeed.id), '/version-manage/local-cache:status');
    await refused(cacheKeyApi.remove(homeFeed.id), '/version-manage/local-cache:delete');
    await refused(switchApi.page({ current: 1, size: 10 }), '/version-manage/version-control');
    await refused(switchApi.enable(1), '/version-manage/version-control:status');
    await refused(noticeApi.page('ios', { current: 1, size: 10 }), '/version-manage/ios');
    expect(db.byId<CacheKey & Row>(APP_COLLECTIONS.cacheKeys, homeFeed.id)!.enabled).toBe(true);

    // Granted the iOS notices only: an Android notice stays out of reach.
    grantRole(ROLE_IDS.moderator, idsUnderUris(MENU_SEED, ['/version-manage/ios']));
    const unpublished = (platform: Platform) =>
      db.find<UpdateNotice & Row>(
        APP_COLLECTIONS.notices,
        (row) => row.platform === platform && row.status === 'unpublished',
      )!;
    expect((await noticeApi.page('ios', { current: 1, size: 10 })).total).toBeGreaterThan(0);
    await refused(noticeApi.page('android', { current: 1, size: 10 }), '/version-manage/android');
    await refused(noticeApi.publish(unpublished('android').id), '/version-manage/android:publish');
    await refused(noticeApi.create('android', {} as never), '/version-manage/android:create');
    expect((await noticeApi.publish(unpublished('ios').id)).status).toBe('published');

    await existingSession('admin');
    expect((await cacheKeyApi.disable(homeFeed.id)).enabled).toBe(false);
    await cacheKeyApi.remove(homeFeed.id);
    expect(db.byId(APP_COLLECTIONS.cacheKeys, homeFeed.id)).toBeUndefined();
  });

  it('offers the list export only with the screen’s export action', async () => {
    restoreFeedback();
    await existingSession('moderator');
    const first = renderApp('/user-manage/user-prohibitions');
    expect(buttonIn(await screen.findByRole('form', { name: 'Filters' }), 'Export to Excel')).toBeInTheDocument();
    first.unmount();

    grantRole(
      ROLE_IDS.moderator,
      roleMenuIds(ROLE_IDS.moderator).filter((id) => id !== menuIdOf('/user-manage/user-prohibitions:export')),
    );
    await existingSession('moderator');
    renderApp('/user-manage/user-prohibitions');
    const filters = await screen.findByRole('form', { name: 'Filters' });
    expect(buttonIn(filters, 'Search')).toBeInTheDocument();
    expect(within(filters).queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when an action is no longer granted', async () => {
    restoreFeedback();
    await existingSession('admin');
    const { user } = renderApp('/version-manage/local-cache');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('home_feed')).closest('tr') as HTMLElement;
    // The admin's role loses the enable/disable entry after the page loaded.
    grantRole(
      ROLE_IDS.admin,
      roleMenuIds(ROLE_IDS.admin).filter((id) => id !== menuIdOf('/version-manage/local-cache:status')),
    );
    await user.click(buttonIn(row, 'Disable'));
    const title = await screen.findByText('Sure to disable this cache key? The app stops caching this data.', {
      selector: '.ant-modal-confirm-title',
    });
    await user.click(buttonIn(title.closest('.ant-modal') as HTMLElement, 'Disable'));
    expect(
      await screen.findByText('Your account may not do this: /version-manage/local-cache:status'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(db.find<CacheKey & Row>(APP_COLLECTIONS.cacheKeys, (item) => item.key === 'home_feed')!.enabled).toBe(
        true,
      ),
    );
  });
});
