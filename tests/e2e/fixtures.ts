import { expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: { login: 'admin', password: 'admin123456', name: 'Amira Haddad' },
  moderator: { login: 'moderator', password: 'moderator123', name: 'Lina Chen' },
  operator: { login: 'operator', password: 'operator123', name: 'Omar Farouk' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Signs in through the login form and waits for the home page's greeting. */
export async function signIn(page: Page, account: AccountName, path = '/login') {
  const { login, password, name } = ACCOUNTS[account];
  await page.goto(path);
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (path === '/login') await expect(page.getByRole('heading', { name: `Hello, ${name}` })).toBeVisible();
}

/** The top-level entries of the sider menu, in order. */
export async function topLevelMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('menu').first();
  await expect(nav).toBeVisible();
  return nav.locator(':scope > li').evaluateAll((items) =>
    items.map((item) => (item.querySelector('.ant-menu-title-content')?.textContent ?? '').trim()).filter(Boolean),
  );
}
