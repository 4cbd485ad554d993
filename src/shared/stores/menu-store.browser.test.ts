import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_ENTRY } from '../menu/build-routes';
import type { MenuEntry } from '../menu/menu-types';
import { clearClientState } from '../session/logout';
import { useMenuStore } from './menu-store';
import { STORAGE_KEYS } from './storage-keys';

const POSTS: MenuEntry = { id: 20, name: { en: 'Posts' }, uri: '/posts-manage', type: 1, sort: 20 };

function permit(actions: string[]) {
  useMenuStore.getState().setPermitted({
    fullTree: [HOME_ENTRY, POSTS],
    menus: [HOME_ENTRY],
    routes: [{ path: '/', menuId: HOME_ENTRY.id, name: HOME_ENTRY.name, parents: [] }],
    actions,
  });
}

/** Resolves in the browser's next idle moment, after the idle callbacks asked for before it. */
const nextIdleMoment = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));

const stored = () => localStorage.getItem(STORAGE_KEYS.menus);
const leavePage = () => window.dispatchEvent(new PageTransitionEvent('pagehide'));

describe('menu store: written to storage when the page is idle', () => {
  beforeEach(() => {
    clearClientState();
    localStorage.clear();
  });

  it('leaves the permissions’ answer without serialising the menus, and stores them at the next idle moment', async () => {
    permit(['/posts-manage/new-post/delete']);
    expect(stored()).toBeNull();

    await nextIdleMoment();
    expect(JSON.parse(stored() ?? 'null')).toMatchObject({
      state: { fullTree: [{ uri: HOME_ENTRY.uri }, { uri: '/posts-manage' }], actions: ['/posts-manage/new-post/delete'] },
    });
  });

  it('stores them at once when the page is left before an idle moment, so a reload finds them', () => {
    permit(['/posts-manage/new-post/delete']);
    leavePage();
    expect(stored()).toContain('/posts-manage/new-post/delete');
  });

  it('stores only the latest of several states', async () => {
    permit(['first']);
    permit(['second']);
    await nextIdleMoment();
    expect(stored()).toContain('"second"');
    expect(stored()).not.toContain('"first"');
  });

  it('reads back the state not yet written rather than an older stored one', async () => {
    permit(['older']);
    leavePage();
    permit(['newer']);
    await useMenuStore.persist.rehydrate();
    expect(useMenuStore.getState().actions).toEqual(['newer']);
  });

  it('writes nothing back after a sign-out that came before the idle moment', async () => {
    permit(['/posts-manage/new-post/delete']);
    clearClientState();
    await nextIdleMoment();
    leavePage();
    expect(stored()).toBeNull();
    expect(useMenuStore.getState().fullTree).toBeNull();
  });
});
