import { expect, test } from '@playwright/test';
import { MODERATOR_URIS, OPERATOR_URIS } from '../../src/features/permissions/mock/permissions-seed';
import {
  ACCOUNTS,
  expectedTopLevelMenu,
  logOut,
  menuItem,
  signIn,
  STORAGE,
  storedItem,
  submitLogin,
  topLevelMenu,
  UPLOAD_SCREEN,
} from './fixtures';

test.describe('each demo account sees its own menus', () => {
  test('admin sees every folder', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/$/);
    const expected = expectedTopLevelMenu('all');
    expect(expected).toContain('Version Management');
    await expect.poll(() => topLevelMenu(page)).toEqual(expected);
  });

  test('moderator sees the review folders and only Silent User under User Management', async ({ page }) => {
    await signIn(page, 'moderator');
    const expected = expectedTopLevelMenu(MODERATOR_URIS);
    expect(expected).toContain('User Management');
    await expect.poll(() => topLevelMenu(page)).toEqual(expected);

    const userManagement = menuItem(page, 'User Management');
    await userManagement.click();
    await expect(userManagement).toHaveAttribute('aria-expanded', 'true');
    const submenu = page.locator(`[id="${await userManagement.getAttribute('aria-controls')}"]`);
    await expect(submenu.getByRole('menuitem')).toHaveText(['Silent User']);
  });

  test('operator sees the campaign and content folders', async ({ page }) => {
    await signIn(page, 'operator');
    const expected = expectedTopLevelMenu(OPERATOR_URIS);
    expect(expected).toHaveLength(OPERATOR_URIS.length + 1);
    await expect.poll(() => topLevelMenu(page)).toEqual(expected);
  });
});

test('a wrong password shows the translated error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedItem(page, 'localStorage', STORAGE.session)).toBeNull();
});

test('an empty submit asks for the username and the password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter your username', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter your password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('"Remember account" fills in the username after logging out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByRole('checkbox', { name: 'Remember account' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${ACCOUNTS.admin.name}` })).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Remember account' })).toBeChecked();
});

test('the chat-app sign-in signs in as the operator', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with the chat app' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat app authorisation (simulated)' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Authorise' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Omar Farouk' })).toBeVisible();
  await expect.poll(() => topLevelMenu(page)).toEqual(expectedTopLevelMenu(OPERATOR_URIS));
});

test('a deep link without a session goes to /login and back after signing in', async ({ page }) => {
  await page.goto(UPLOAD_SCREEN);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(new RegExp(`${UPLOAD_SCREEN}$`));
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
});

test('/login arrives with antd’s styles of its components, leaving antd none to build as it renders', async ({
  page,
  request,
}) => {
  // What the build wrote into index.html (src/app/pages/login/first-paint-styles.tsx).
  const html = await (await request.get('/login')).text();
  const shipped = [...html.matchAll(/<style[^>]* data-css-hash="([^"]+)"/g)].map((match) => match[1]);
  expect(shipped.length).toBeGreaterThan(5);

  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeVisible();
  // The shipped styles apply: the primary button in the brand pink, the fields in antd's outline.
  await expect(submit).toHaveCSS('background-color', 'rgb(194, 24, 91)');
  await expect(page.getByLabel('Username').locator('xpath=..')).toHaveCSS('border-top-style', 'solid');
  // The page's component styles are all shipped ones; antd adds only its CSS variables (data-token-hash).
  const built = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].map(
      (style) => style.getAttribute('data-css-hash') ?? '',
    ),
  );
  expect(built.filter((hash) => !shipped.includes(hash))).toEqual([]);
});
