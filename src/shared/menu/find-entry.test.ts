import { describe, expect, it } from 'vitest';
import { buildRoutes, findEntry } from './build-routes';
import { MENU_TYPE, type MenuEntry, type MenuType } from './menu-types';

/** Matching in the menu builder is strict and case-sensitive (README, "Permissions and routes"). */

function entry(id: number, uri: string, type: MenuType, childAuths?: MenuEntry[]): MenuEntry {
  return { id, uri, type, sort: 0, name: { en: `entry ${id}` }, ...(childAuths ? { childAuths } : {}) };
}

const tree: MenuEntry[] = [
  entry(1, '/version-manage', MENU_TYPE.folder, [
    entry(2, '/version-manage/uploadImgFile', MENU_TYPE.screen, [
      entry(3, '/version-manage/uploadImgFile/upload', MENU_TYPE.action),
    ]),
    entry(4, '/version-manage/ios', MENU_TYPE.screen),
  ]),
];

describe('findEntry is case-sensitive and exact', () => {
  it('finds an entry by its uri exactly as the menu has it, at any depth', () => {
    expect(findEntry(tree, '/version-manage')?.id).toBe(1);
    expect(findEntry(tree, '/version-manage/uploadImgFile')?.id).toBe(2);
    expect(findEntry(tree, '/version-manage/uploadImgFile/upload')?.id).toBe(3);
  });

  it.each([
    '/version-manage/uploadimgfile',
    '/version-manage/UPLOADIMGFILE',
    '/Version-Manage/uploadImgFile',
    '/version-manage/IOS',
    '/VERSION-MANAGE',
    '/version-manage/uploadImgFile/Upload',
  ])('does not find %s, a different letter case of an existing uri', (uri) => {
    expect(findEntry(tree, uri)).toBeUndefined();
  });

  it.each([
    '/version-manage/uploadImgFile/',
    ' /version-manage/uploadImgFile',
    '/version-manage/uploadImgFile ',
    'version-manage/uploadImgFile',
    '/version-manage/upload',
    '/version-manage/uploadImgFile?current=2',
  ])('does not find %j, which is not the same uri', (uri) => {
    expect(findEntry(tree, uri)).toBeUndefined();
  });

  it('tells apart two entries whose uris differ only in letter case', () => {
    const both = [
      entry(10, '/posts-manage/new-post', MENU_TYPE.screen),
      entry(11, '/posts-manage/New-Post', MENU_TYPE.screen),
    ];
    expect(findEntry(both, '/posts-manage/new-post')?.id).toBe(10);
    expect(findEntry(both, '/posts-manage/New-Post')?.id).toBe(11);
    expect(findEntry([...both].reverse(), '/posts-manage/new-post')?.id).toBe(10);
  });
});

describe('the duplicate check of buildRoutes is case-sensitive', () => {
  const hasScreen = () => true;

  it('keeps two entries whose uris differ only in letter case as two routes', () => {
    const routes = buildRoutes(
      [entry(1, '/posts-manage/new-post', MENU_TYPE.screen), entry(2, '/posts-manage/New-Post', MENU_TYPE.screen)],
      hasScreen,
    );
    expect(routes.map((route) => [route.path, route.menuId])).toEqual([
      ['/posts-manage/new-post', 1],
      ['/posts-manage/New-Post', 2],
    ]);
  });

  it('drops only the exact repeat of a uri, keeping the first one', () => {
    const routes = buildRoutes(
      [
        entry(1, '/posts-manage/new-post', MENU_TYPE.screen),
        entry(2, '/posts-manage/NEW-POST', MENU_TYPE.screen),
        entry(3, '/posts-manage', MENU_TYPE.folder, [entry(4, '/posts-manage/new-post', MENU_TYPE.screen)]),
      ],
      hasScreen,
    );
    expect(routes.map((route) => [route.path, route.menuId])).toEqual([
      ['/posts-manage/new-post', 1],
      ['/posts-manage/NEW-POST', 2],
      ['/posts-manage', 3],
    ]);
  });

  it('asks for the screen of each uri with its own letter case', () => {
    const asked: string[] = [];
    const routes = buildRoutes(
      [
        entry(1, '/version-manage/uploadImgFile', MENU_TYPE.screen),
        entry(2, '/version-manage/uploadimgfile', MENU_TYPE.screen),
      ],
      (uri) => {
        asked.push(uri);
        return uri === '/version-manage/uploadImgFile';
      },
    );
    expect(asked).toEqual(['/version-manage/uploadImgFile', '/version-manage/uploadimgfile']);
    expect(routes.map((route) => route.path)).toEqual(['/version-manage/uploadImgFile']);
  });
});
