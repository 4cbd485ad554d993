import { describe, expect, it } from 'vitest';
import { MENU_TYPE } from '../../../shared/menu/menu-types';
import type { MenuEntry } from '../../../shared/menu/menu-types';
import arActivities from '../../../locales/ar/activities.json';
import arPosts from '../../../locales/ar/posts.json';
import arScreens from '../../../locales/ar/recommendations.json';
import arTagging from '../../../locales/ar/tagging.json';
import enActivities from '../../../locales/en/activities.json';
import enPosts from '../../../locales/en/posts.json';
import enScreens from '../../../locales/en/recommendations.json';
import enTagging from '../../../locales/en/tagging.json';
import zhActivities from '../../../locales/zh/activities.json';
import zhArticles from '../../../locales/zh/articles.json';
import zhCreators from '../../../locales/zh/creators.json';
import zhPosts from '../../../locales/zh/posts.json';
import zhScreens from '../../../locales/zh/recommendations.json';
import zhTagging from '../../../locales/zh/tagging.json';
import zhVersion from '../../../locales/zh/version.json';
import { MENU_SEED, collectIds, idsUnderUris } from './menu-seed';

const GROUPS = [
  'activity-manage',
  'activity-support',
  'beauty-manage',
  'content-classify',
  'content-labels',
  'content-recommend',
  'content-review',
  'creator-center-manage',
  'data-dashboard',
  'help-manage',
  'hot-content-operate',
  'im-manage',
  'image-risk-control',
  'insights-article',
  'marking-content-manage',
  'medal-manage',
  'permissions-manage',
  'posts-manage',
  'pregnancy-article',
  'push-manage',
  'task-system',
  'user-manage',
  'version-manage',
];

const ICONS = new Set([
  'AppstoreOutlined',
  'NotificationOutlined',
  'GiftOutlined',
  'SkinOutlined',
  'ClusterOutlined',
  'TagsOutlined',
  'LikeOutlined',
  'AuditOutlined',
  'CrownOutlined',
  'BarChartOutlined',
  'QuestionCircleOutlined',
  'FireOutlined',
  'MessageOutlined',
  'PictureOutlined',
  'BulbOutlined',
  'HighlightOutlined',
  'TrophyOutlined',
  'SafetyOutlined',
  'FileTextOutlined',
  'HeartOutlined',
  'SendOutlined',
  'CheckSquareOutlined',
  'TeamOutlined',
  'CloudUploadOutlined',
]);

function flatten(tree: MenuEntry[]): MenuEntry[] {
  return tree.flatMap((e) => [e, ...flatten(e.childAuths ?? [])]);
}

const all = flatten(MENU_SEED);
const byUri = (uri: string): MenuEntry => {
  const found = all.find((e) => e.uri === uri);
  if (!found) throw new Error(`no entry ${uri}`);
  return found;
};
const screensOf = (folder: MenuEntry) => (folder.childAuths ?? []).filter((e) => e.type === MENU_TYPE.screen);

describe('MENU_SEED', () => {
  it('has one folder per route group, in order, with ids 100, 200, ... and descending sort', () => {
    expect(MENU_SEED.map((f) => f.uri)).toEqual(GROUPS.map((g) => `/${g}`));
    MENU_SEED.forEach((folder, i) => {
      expect(folder.type).toBe(MENU_TYPE.folder);
      expect(folder.id).toBe((i + 1) * 100);
      expect(folder.sort).toBe(9900 - i * 100);
      expect(folder.sort).toBeLessThan(10000);
      expect(ICONS.has(folder.icon ?? '')).toBe(true);
    });
  });

  it('has unique ids', () => {
    const ids = all.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => typeof id === 'number' && Number.isInteger(id))).toBe(true);
  });

  it('has unique uris', () => {
    const uris = all.map((e) => e.uri);
    expect(new Set(uris).size).toBe(uris.length);
  });

  it('gives every folder at least one screen, and only screens as children of folders', () => {
    for (const folder of MENU_SEED) {
      expect(screensOf(folder).length).toBeGreaterThan(0);
      expect(folder.childAuths?.every((c) => c.type === MENU_TYPE.screen)).toBe(true);
    }
  });

  it('puts every screen under its folder uri, numbered folderId + n, sorted descending, without icon', () => {
    for (const folder of MENU_SEED) {
      screensOf(folder).forEach((screen, i) => {
        expect(screen.uri.startsWith(`${folder.uri}/`)).toBe(true);
        expect(screen.uri.slice(folder.uri.length + 1)).not.toContain('/');
        expect(screen.id).toBe(Number(folder.id) + i + 1);
        expect(screen.sort).toBe(990 - i * 10);
        expect(screen.icon).toBeUndefined();
      });
    }
  });

  it('puts every action under its screen uri, numbered screenId * 100 + n, with sort 0', () => {
    const screens = all.filter((e) => e.type === MENU_TYPE.screen);
    for (const screen of screens) {
      (screen.childAuths ?? []).forEach((action, i) => {
        expect(action.type).toBe(MENU_TYPE.action);
        expect(action.uri.startsWith(`${screen.uri}:`)).toBe(true);
        expect(action.id).toBe(Number(screen.id) * 100 + i + 1);
        expect(action.sort).toBe(0);
        expect(action.childAuths).toBeUndefined();
      });
    }
  });

  it('names every entry in zh, en, ar and fr with real script', () => {
    for (const e of all) {
      for (const lang of ['zh', 'en', 'ar', 'fr'] as const) {
        expect(e.name[lang]?.trim(), `${e.uri} ${lang}`).toBeTruthy();
      }
      expect(e.name.zh, e.uri).toMatch(/[\u4e00-\u9fff]/);
      expect(e.name.ar, e.uri).toMatch(/[\u0600-\u06ff]/);
      expect(e.name.en, e.uri).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('has the screens the spec names with the spelling the spec uses', () => {
    const version = byUri('/version-manage');
    expect(screensOf(version).map((s) => s.uri)).toEqual([
      '/version-manage/uploadImgFile',
      '/version-manage/local-cache',
      '/version-manage/version-control',
      '/version-manage/ios',
      '/version-manage/android',
    ]);
    expect(byUri('/im-manage/userChatRecords').type).toBe(MENU_TYPE.screen);
    expect(screensOf(byUri('/posts-manage'))).toHaveLength(18);
    expect(screensOf(byUri('/content-recommend'))).toHaveLength(14);
    expect(byUri('/user-manage/user-prohibitions').name.en).toBe('Silent User');
    expect(byUri('/user-manage/set-white-list').name.en).toBe('Set WhiteList');
    expect(byUri('/posts-manage/pending-posts-list').name.en).toBe('Pending MicroBlog List');
    expect(byUri('/posts-manage/user-report-post').name.en).toBe('Report Management');
  });

  it("names the entries of the spec's menu titles as the spec does, in zh, en and ar", () => {
    // The spec's "Screens named in menu titles", each mapped to the entry it names.
    const SPEC_TITLES: Record<string, { en: string; zh: string; ar: string }> = {
      '/posts-manage/user-report-post': { en: 'Report Management', zh: '举报管理', ar: 'إدارة البلاغات' },
      '/content-review/warmth-examine': { en: 'Warmth Top Microblog', zh: '暖心置顶微博', ar: 'منشورات الدفء المثبتة' },
      '/user-manage/set-white-list': { en: 'Set WhiteList', zh: '设置白名单', ar: 'إعداد القائمة البيضاء' },
      '/user-manage/user-prohibitions': { en: 'Silent User', zh: '禁言用户', ar: 'المستخدمون المكتومون' },
      '/posts-manage/new-post-list': {
        en: 'New and Hot Post List',
        zh: '新帖与热帖列表',
        ar: 'قائمة المنشورات الجديدة والرائجة',
      },
      '/posts-manage/topic-manage': { en: 'Topic Management', zh: '话题管理', ar: 'إدارة المواضيع' },
      '/insights-article': { en: 'Insights Content', zh: '洞察内容', ar: 'محتوى الرؤى' },
      '/posts-manage/deleted-posts': { en: 'Deleted Posts', zh: '已删除帖子', ar: 'المنشورات المحذوفة' },
      '/push-manage/hot-content-push': { en: 'Hot Content Push', zh: '热门内容推送', ar: 'إشعارات المحتوى الرائج' },
      '/content-classify': { en: 'Content Management', zh: '内容管理', ar: 'إدارة المحتوى' },
      '/content-classify/content-pool': { en: 'Content Pool', zh: '内容池', ar: 'مجمع المحتوى' },
      '/content-classify/main-classify': { en: 'Content Category', zh: '内容分类', ar: 'فئات المحتوى' },
      '/posts-manage': { en: 'Post Management', zh: '帖子管理', ar: 'إدارة المنشورات' },
      '/help-manage': { en: 'Help Content and Category', zh: '帮助内容与分类', ar: 'محتوى المساعدة وفئاتها' },
      '/push-manage': { en: 'Push Management', zh: '推送管理', ar: 'إدارة الإشعارات' },
      '/user-manage': { en: 'User Management', zh: '用户管理', ar: 'إدارة المستخدمين' },
      '/hot-content-operate': { en: 'Hot Management', zh: '热门管理', ar: 'إدارة المحتوى الرائج' },
      '/hot-content-operate/set-up': { en: 'Position Setup', zh: '热门位设置', ar: 'إعداد المواضع الرائجة' },
      '/hot-content-operate/displayed-list': { en: 'Hotted List', zh: '已上热门列表', ar: 'قائمة المحتوى المعروض' },
      '/content-review': { en: 'Content Audit', zh: '内容审核', ar: 'مراجعة المحتوى' },
      '/posts-manage/pending-posts-list': {
        en: 'Pending MicroBlog List',
        zh: '待发布帖子列表',
        ar: 'قائمة المنشورات المعلّقة',
      },
      '/content-review/app-user-role': {
        en: 'Common User Role Manage',
        zh: '普通用户角色管理',
        ar: 'إدارة أدوار المستخدمين العاديين',
      },
      '/content-classify/posting-guidance': { en: 'Post Recommendation', zh: '帖子推荐', ar: 'توصيات المنشورات' },
      '/activity-manage': { en: 'Event Management', zh: '活动管理', ar: 'إدارة الفعاليات' },
      '/activity-manage/activity-posts-manage': {
        en: 'Event Post Management',
        zh: '活动帖子管理',
        ar: 'إدارة منشورات الفعاليات',
      },
      '/activity-support': { en: 'Event Support', zh: '活动支持', ar: 'دعم الفعاليات' },
      '/activity-support/promotion-bit': { en: 'Promotion', zh: '推广位', ar: 'المساحات الترويجية' },
      '/user-manage/sensitive-word-manage': {
        en: 'Nickname Sensitive Words',
        zh: '昵称敏感词',
        ar: 'الكلمات الحساسة في الأسماء المستعارة',
      },
      '/hot-content-operate/community-operation': {
        en: 'Community Operation Position Recommendation',
        zh: '社区运营位推荐',
        ar: 'توصيات مواضع التشغيل في المجتمع',
      },
    };
    for (const [uri, name] of Object.entries(SPEC_TITLES)) {
      const { en, zh, ar } = byUri(uri).name as Record<string, string>;
      expect({ en, zh, ar }, uri).toEqual(name);
    }
  });

  it('names the mode screens as their headings say, in zh, en and ar', () => {
    // These screens' headings come from the recommendations namespace; the menu entry says the same.
    const HEADED_BY = {
      '/content-recommend/menstruation': ['tools', 'period'],
      '/content-recommend/prepare-pregnant': ['tools', 'prePregnancy'],
      '/content-recommend/pregnancy': ['tools', 'pregnancy'],
      '/insights-article/period-mode': ['insights', 'period'],
      '/insights-article/pre-pregnancy-mode': ['insights', 'prePregnancy'],
      '/insights-article/pregnancy-mode': ['insights', 'pregnancy'],
    } as const;
    const headings = { en: enScreens.screens, zh: zhScreens.screens, ar: arScreens.screens };
    for (const [uri, [kind, mode]] of Object.entries(HEADED_BY)) {
      const name = byUri(uri).name as Record<string, string>;
      for (const language of ['en', 'zh', 'ar'] as const)
        expect(name[language], `${uri} ${language}`).toBe(headings[language][kind][mode]);
    }
  });

  it('names the other screens whose headings said otherwise as their headings do', () => {
    // uri -> the heading's namespace and key, and the languages compared (en headings in sentence case
    // are left to their menu's title case).
    const HEADED_BY: Record<
      string,
      [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>, string]
    > = {
      '/posts-manage/new-post': [enPosts, zhPosts, arPosts, 'screens.new-post'],
      '/posts-manage/video-posts-list': [enPosts, zhPosts, arPosts, 'screens.video-posts-list'],
      '/posts-manage/publish-new-posts-manage': [enPosts, zhPosts, arPosts, 'screens.publish-new-posts-manage'],
      '/content-recommend/explore': [enScreens, zhScreens, arScreens, 'screens.explore.all'],
      '/content-recommend/prize-con-test': [enActivities, zhActivities, arActivities, 'contests.title'],
      '/marking-content-manage/new-marking': [enTagging, zhTagging, arTagging, 'screens.newMarking'],
      '/marking-content-manage/marking-work-order': [enTagging, zhTagging, arTagging, 'screens.markingWorkOrder'],
    };
    const at = (tree: Record<string, unknown>, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
    for (const [uri, [en, zh, ar, path]] of Object.entries(HEADED_BY)) {
      const name = byUri(uri).name as Record<string, string>;
      expect({ en: name.en, zh: name.zh, ar: name.ar }, uri).toEqual({
        en: at(en, path),
        zh: at(zh, path),
        ar: at(ar, path),
      });
    }
    // In Chinese only (the English headings are in sentence case).
    expect(byUri('/creator-center-manage/creator-course-manager').name.zh).toBe(zhArticles.titles.list.creator);
    expect(byUri('/creator-center-manage/creator-task-config').name.zh).toBe(zhCreators.tasks.title);
    expect(byUri('/version-manage/ios').name.zh).toBe(zhVersion.notices.title.ios);
    expect(byUri('/version-manage/android').name.zh).toBe(zhVersion.notices.title.android);
  });

  it('has the action entries screens gate buttons on', () => {
    const actionsOf = (uri: string) => (byUri(uri).childAuths ?? []).map((a) => a.uri.split(':')[1]);
    expect(actionsOf('/permissions-manage/account')).toEqual([
      'create',
      'edit',
      'delete',
      'reset-password',
      'export',
      'reveal',
      'reveal-log',
      'reset-demo',
    ]);
    expect(actionsOf('/permissions-manage/role')).toEqual(['create', 'edit', 'delete']);
    expect(actionsOf('/permissions-manage/menu')).toEqual(['create', 'edit', 'delete']);
    expect(actionsOf('/user-manage/user-prohibitions')).toEqual(['silence', 'unsilence', 'export']);
    expect(actionsOf('/user-manage/set-white-list')).toEqual(['add', 'remove', 'export']);
    expect(actionsOf('/user-manage/user-list')).toEqual(['silence', 'punish', 'export', 'reveal']);
    expect(actionsOf('/version-manage/local-cache')).toEqual(['create', 'edit', 'status', 'delete']);
    expect(actionsOf('/version-manage/version-control')).toEqual(['create', 'edit', 'status']);
    expect(actionsOf('/version-manage/ios')).toEqual(['create', 'publish', 'delete', 'edit']);
    expect(actionsOf('/version-manage/android')).toEqual(['create', 'publish', 'delete', 'edit']);
    expect(actionsOf('/version-manage/uploadImgFile')).toEqual(['upload']);
    expect(byUri('/permissions-manage/account:create').id).toBe(170101);
  });
});

describe('collectIds', () => {
  it('collects ids at any depth for which the predicate holds', () => {
    expect(collectIds(MENU_SEED, (e) => e.type === MENU_TYPE.folder)).toEqual(GROUPS.map((_, i) => (i + 1) * 100));
    expect(collectIds(MENU_SEED, () => true)).toHaveLength(all.length);
    expect(collectIds(MENU_SEED, (e) => e.uri.startsWith('/permissions-manage/role:'))).toEqual([
      170201, 170202, 170203,
    ]);
    expect(collectIds(MENU_SEED, () => false)).toEqual([]);
    expect(collectIds([], () => true)).toEqual([]);
  });
});

describe('idsUnderUris', () => {
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('grants a folder with all its screens and actions', () => {
    const folder = byUri('/permissions-manage');
    const expected = collectIds([folder], () => true);
    expect(sorted(idsUnderUris(MENU_SEED, ['/permissions-manage']))).toEqual(sorted(expected));
    expect(expected).toHaveLength(1 + 3 + 8 + 3 + 3);
  });

  it('grants a screen with its actions and the folder that holds it, but not its sibling screens', () => {
    const ids = idsUnderUris(MENU_SEED, ['/user-manage/user-prohibitions']);
    const screen = byUri('/user-manage/user-prohibitions');
    expect(sorted(ids)).toEqual(sorted([Number(byUri('/user-manage').id), ...collectIds([screen], () => true)]));
    expect(ids).not.toContain(byUri('/user-manage/set-white-list').id);
  });

  it('grants an action with its screen and folder', () => {
    const ids = idsUnderUris(MENU_SEED, ['/version-manage/ios:publish']);
    expect(sorted(ids)).toEqual(
      sorted(
        [byUri('/version-manage'), byUri('/version-manage/ios'), byUri('/version-manage/ios:publish')].map((e) =>
          Number(e.id),
        ),
      ),
    );
  });

  it('merges several uris without duplicates and ignores unknown ones', () => {
    const ids = idsUnderUris(MENU_SEED, [
      '/content-review',
      '/content-review/work-order',
      '/user-manage/user-prohibitions',
      '/no-such-menu',
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    const expected = new Set([
      ...collectIds([byUri('/content-review')], () => true),
      Number(byUri('/user-manage').id),
      ...collectIds([byUri('/user-manage/user-prohibitions')], () => true),
    ]);
    expect(sorted(ids)).toEqual(sorted([...expected]));
    expect(idsUnderUris(MENU_SEED, ['/no-such-menu'])).toEqual([]);
    expect(idsUnderUris(MENU_SEED, [])).toEqual([]);
  });

  it('grants the moderator of the design exactly their folders and screens', () => {
    const uris = [
      '/content-review',
      '/image-risk-control',
      '/marking-content-manage',
      '/content-labels',
      '/posts-manage',
      '/user-manage/user-prohibitions',
    ];
    const granted = new Set(idsUnderUris(MENU_SEED, uris));
    const grantedFolders = MENU_SEED.filter((f) => granted.has(Number(f.id))).map((f) => f.uri);
    expect(grantedFolders.sort()).toEqual([...uris.slice(0, 5), '/user-manage'].sort());
    expect(
      screensOf(byUri('/user-manage'))
        .filter((s) => granted.has(Number(s.id)))
        .map((s) => s.uri),
    ).toEqual(['/user-manage/user-prohibitions']);
  });
});
