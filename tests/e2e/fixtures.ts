import { expect, type Locator, type Page } from '@playwright/test';
import { MENU_SEED } from '../../src/features/permissions/mock/menu-seed';

export const ACCOUNTS = {
  admin: { login: 'admin', password: 'admin123456', name: 'Amira Haddad' },
  moderator: { login: 'moderator', password: 'moderator123', name: 'Lina Chen' },
  operator: { login: 'operator', password: 'operator123', name: 'Omar Farouk' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Browser storage keys the console writes (src/shared/stores/storage-keys.ts). */
export const STORAGE = {
  session: 'admin-app-token',
  menus: 'admin-menus',
  navigation: 'admin-navigation',
  preferences: 'admin-preferences',
  rememberedAccount: 'admin-remembered-account',
} as const;

export const UPLOAD_SCREEN = '/version-manage/uploadImgFile';

/** Fills the login form (English labels) and submits it. */
export async function submitLogin(page: Page, account: AccountName) {
  const { login, password } = ACCOUNTS[account];
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the login form and, when starting on /login, waits for the home page's greeting. */
export async function signIn(page: Page, account: AccountName, path = '/login') {
  await page.goto(path);
  await submitLogin(page, account);
  if (path === '/login')
    await expect(page.getByRole('heading', { name: `Hello, ${ACCOUNTS[account].name}` })).toBeVisible();
}

/** The sider's menu (the main navigation). */
export function sideMenu(page: Page, name = 'Main navigation'): Locator {
  return page.getByRole('menu', { name, exact: true });
}

/** The top-level entries of the sider menu, in order. */
export async function topLevelMenu(page: Page): Promise<string[]> {
  const nav = sideMenu(page);
  await expect(nav).toBeVisible();
  return nav
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => (item.querySelector('.ant-menu-title-content')?.textContent ?? '').trim()).filter(Boolean),
    );
}

/**
 * What the sider should list for a role granting `uris` (folders or screens), from the mock's seed:
 * Home, then every folder that is granted or holds a granted screen, in seed order, by its English name.
 */
export function expectedTopLevelMenu(uris: readonly string[] | 'all'): string[] {
  const granted = (folderUri: string) =>
    uris === 'all' || uris.some((uri) => uri === folderUri || uri.startsWith(`${folderUri}/`));
  return ['Home', ...MENU_SEED.filter((folder) => granted(folder.uri)).map((folder) => folder.name.en ?? '')];
}

/**
 * An entry of the sider menu by its visible name. Folders carry an icon whose label ("cloud-upload")
 * comes first in the accessible name, so the name is matched at the end.
 */
export function menuItem(page: Page, name: string, menuName?: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return sideMenu(page, menuName).getByRole('menuitem', { name: new RegExp(`(^|\\s)${escaped}$`) });
}

/** Opens a folder of the sider menu (if closed) and clicks one of its screens. */
export async function openFromMenu(page: Page, folder: string, screen: string, menuName?: string) {
  const folderItem = menuItem(page, folder, menuName);
  if ((await folderItem.getAttribute('aria-expanded')) !== 'true') await folderItem.click();
  await menuItem(page, screen, menuName).click();
}

/**
 * Opens a header dropdown (user menu, language menu) and clicks one of its items, which closes the
 * dropdown. The dropdown slides in (scaleY) and a click aimed during that motion lands beside the item,
 * so the click waits until the motion is over: antd's motion classes (-appear, -enter, -leave), present
 * from the dropdown's first frame, are gone. Then one click (on a stable item), which must close it.
 */
export async function chooseFromDropdown(page: Page, button: Locator, itemName: string) {
  const item = page.getByRole('menuitem', { name: itemName });
  await button.click();
  await expect(item).toBeVisible();
  const dropdown = page.locator('.ant-dropdown').filter({ has: item });
  await expect(dropdown).not.toHaveClass(/-(appear|enter|leave)\b/);
  await item.click();
  await expect(item).toBeHidden();
}

/** Logs out through the header's user menu. */
export async function logOut(page: Page) {
  await chooseFromDropdown(page, page.getByRole('button', { name: /\(user menu\)$/ }), 'Log out');
}

/** Reads a key of localStorage / sessionStorage in the page. */
export function storedItem(page: Page, area: 'localStorage' | 'sessionStorage', key: string) {
  return page.evaluate(([storage, name]) => window[storage as 'localStorage' | 'sessionStorage'].getItem(name), [
    area,
    key,
  ] as const);
}

/** The demo's kept changes (src/mocks/tab-shared-storage.ts: one IndexedDB record every tab shares), parsed. */
export function keptMockChanges(page: Page): Promise<{ changes?: Record<string, { rows: unknown[] }> }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('admin-console-mock', 1);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result.transaction('kept', 'readonly').objectStore('kept').get('admin-mock-db');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => resolve(JSON.parse((read.result as string | undefined) ?? '{}'));
        };
      }),
  );
}
