import { describe, expect, it } from 'vitest';
import type { ScreenRoute } from '../../../shared/menu/build-routes';
import { foldForSearch, matchScreens } from './match-screens';

const route = (path: string, name: ScreenRoute['name']): ScreenRoute => ({ path, name, menuId: path, parents: [] });

const ROUTES: ScreenRoute[] = [
  route('/', { zh: '首页', en: 'Home', ar: 'الرئيسية', fr: 'Accueil' }),
  route('/user-manage/user-list', {
    zh: '用户列表',
    en: 'User List',
    ar: 'قائمة المستخدمين',
    fr: 'Liste des utilisateurs',
  }),
  route('/activity-manage/activity-posts-manage', {
    zh: '活动帖子管理',
    en: 'Event Post Management',
    ar: 'إدارة منشورات الفعاليات',
    fr: 'Gestion des publications d’événements',
  }),
  route('/content-classify/content-pool', {
    zh: '内容池',
    en: 'Content Pool',
    ar: 'مجمع المحتوى',
    fr: 'Pool de contenus',
  }),
  route('/posts-manage/pending-posts-list', { en: 'Pending MicroBlog List' }),
];

const paths = (query: string, language: 'en' | 'zh' | 'ar' | 'fr' | 'ind' = 'en') =>
  matchScreens(ROUTES, query, language).map((result) => result.path);

describe('foldForSearch', () => {
  it('ignores case, accents, Arabic marks and letter variants, and separators', () => {
    expect(foldForSearch('Événements')).toBe('evenements');
    expect(foldForSearch('  User_List/ ')).toBe('user list');
    expect(foldForSearch('إِدارة')).toBe('اداره');
    expect(foldForSearch('الفعاليـــات')).toBe(foldForSearch('الفعاليات'));
    expect(foldForSearch('مستشفى')).toBe('مستشفي');
  });
});

describe('matchScreens', () => {
  it('offers every screen in menu order for an empty query', () => {
    expect(paths('')).toEqual(ROUTES.map((entry) => entry.path));
    expect(paths('   ')).toEqual(ROUTES.map((entry) => entry.path));
  });

  it('gives the name in the interface language (en where the menu has none)', () => {
    expect(matchScreens(ROUTES, 'user', 'ar')[0]).toEqual({ path: '/user-manage/user-list', name: 'قائمة المستخدمين' });
    expect(matchScreens(ROUTES, 'user', 'zh')[0].name).toBe('用户列表');
    expect(matchScreens(ROUTES, 'pending', 'zh')[0].name).toBe('Pending MicroBlog List');
    expect(matchScreens(ROUTES, 'user', 'ind')[0].name).toBe('User List');
  });

  it('finds a screen by its name in any interface language, whatever the interface language', () => {
    expect(paths('用户')).toEqual(['/user-manage/user-list']);
    expect(paths('مجمع المحتوى')).toEqual(['/content-classify/content-pool']);
    expect(paths('utilisateurs')).toEqual(['/user-manage/user-list']);
    expect(paths('content pool', 'ar')).toEqual(['/content-classify/content-pool']);
  });

  it('ignores case, accents and Arabic marks and hamza forms', () => {
    expect(paths('USER list')).toEqual(['/user-manage/user-list']);
    expect(paths('evenements')).toEqual(['/activity-manage/activity-posts-manage']);
    expect(paths('ÉVÉNEMENTS')).toEqual(['/activity-manage/activity-posts-manage']);
    // Without the hamza under the alef, and with a vowel mark the menu does not have.
    expect(paths('اداره منشورات')).toEqual(['/activity-manage/activity-posts-manage']);
    expect(paths('مُجمع')).toEqual(['/content-classify/content-pool']);
  });

  it('finds a screen by its uri, whole or in part', () => {
    const routes = [...ROUTES, route('/creator-center-manage/creator-user-list', { en: 'Creator List' })];
    const uris = (query: string) => matchScreens(routes, query, 'en').map((result) => result.path);
    expect(uris('/user-manage/user-list')).toEqual(['/user-manage/user-list']);
    expect(uris('/User-Manage/')).toEqual(['/user-manage/user-list']);
    expect(uris('/user-list')).toEqual(['/user-manage/user-list']);
    expect(uris('user-list/')).toEqual([]);
    expect(uris('/creator')).toEqual(['/creator-center-manage/creator-user-list']);
    expect(uris('/nothing/here')).toEqual([]);
    expect(paths('pending-posts')).toEqual(['/posts-manage/pending-posts-list']);
    expect(paths('content-classify')).toEqual(['/content-classify/content-pool']);
  });

  it('needs every word of the query, in any order', () => {
    expect(paths('list user')).toEqual(['/user-manage/user-list']);
    expect(paths('user pool')).toEqual([]);
    expect(paths('nothing like this')).toEqual([]);
  });

  it('puts names starting with the query first, then names containing it, then other languages, then uris', () => {
    const routes = [
      route('/a/posts-audit', { en: 'Task Audit' }),
      route('/b/b', { en: 'Deleted Posts' }),
      route('/c/c', { en: 'Posts Review' }),
      route('/d/d', { en: 'Review', zh: 'Posts 中文' }),
    ];
    expect(matchScreens(routes, 'posts', 'en').map((result) => result.path)).toEqual([
      '/c/c',
      '/b/b',
      '/d/d',
      '/a/posts-audit',
    ]);
  });
});
