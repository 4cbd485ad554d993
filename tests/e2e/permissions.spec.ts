import { expect, test, type Page } from '@playwright/test';
import { logOut, menuItem, openFromMenu, sideMenu, signIn, topLevelMenu, UPLOAD_SCREEN } from './fixtures';

const NEW_ACCOUNT = { login: 'uploader', name: 'Uma Loader', password: 'uploader-pass-1' };

/** The open drawer (antd renders one dialog per open drawer or confirmation). */
const openDrawer = (page: Page) => page.locator('.ant-drawer-open').getByRole('dialog');

async function createRoleGrantingTwoScreensAndOneAction(page: Page) {
  await openFromMenu(page, 'Permissions', 'Role Management');
  await page.getByRole('button', { name: /New role/ }).click();
  const drawer = openDrawer(page);
  await drawer.getByLabel('Role name').fill('Uploaders');
  const search = drawer.getByRole('textbox', { name: 'Search menus' });
  // The upload screen without its Upload action: viewing only.
  await search.fill('Upload Images');
  await drawer.getByRole('checkbox', { name: 'Upload Images', exact: true }).click();
  await drawer.getByRole('checkbox', { name: 'Upload (Action)' }).click();
  // The accounts screen with its Create action only.
  await search.fill('Account Management');
  await drawer.getByRole('checkbox', { name: 'Create (Action)' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText('Uploaders', { exact: true })).toBeVisible();
}

async function createAccountWithRole(page: Page) {
  await openFromMenu(page, 'Permissions', 'Account Management');
  await page.getByRole('button', { name: /New account/ }).click();
  const drawer = openDrawer(page);
  await drawer.getByLabel('Login').fill(NEW_ACCOUNT.login);
  await drawer.getByLabel('Name').fill(NEW_ACCOUNT.name);
  await drawer.getByLabel('Email').fill('uploader@console.example.invalid');
  await drawer.getByLabel('Password').fill(NEW_ACCOUNT.password);
  await drawer.getByLabel('Roles').click();
  await page.locator('.ant-select-item-option-content', { hasText: 'Uploaders' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText(NEW_ACCOUNT.login, { exact: true })).toBeVisible();
}

async function renameUploadScreen(page: Page) {
  await openFromMenu(page, 'Permissions', 'Menu Management');
  await page.getByLabel('Expand Version Management').click();
  await page.getByLabel('Edit Upload Images').click();
  const drawer = openDrawer(page);
  await drawer.getByLabel('Name (English)').fill('Image Uploads');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Modified', { exact: true })).toBeVisible();
}

async function expandFolder(page: Page, name: string) {
  const folder = menuItem(page, name);
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await expect(folder).toHaveAttribute('aria-expanded', 'true');
}

/** From the login page that logging out leads to. */
async function signInAsNewAccount(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(NEW_ACCOUNT.login);
  await page.getByLabel('Password').fill(NEW_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${NEW_ACCOUNT.name}` })).toBeVisible();
}

test('a new role and account see exactly what was granted, and a renamed entry shows after a menu refresh', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await createRoleGrantingTwoScreensAndOneAction(page);
  await createAccountWithRole(page);
  await logOut(page);

  await signInAsNewAccount(page);

  // Exactly the two screens, in their folders.
  expect(await topLevelMenu(page)).toEqual(['Home', 'Permissions', 'Version Management']);
  await expandFolder(page, 'Permissions');
  await expandFolder(page, 'Version Management');
  await expect(sideMenu(page).locator('.ant-menu-sub .ant-menu-item')).toHaveText([
    'Account Management',
    'Upload Images',
  ]);

  // The granted action shows; the others do not.
  await openFromMenu(page, 'Permissions', 'Account Management');
  await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
  await expect(page.getByRole('table').getByText(NEW_ACCOUNT.login, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /New account/ })).toBeVisible();
  await expect(page.getByRole('table').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await openFromMenu(page, 'Version Management', 'Upload Images');
  await expect(page).toHaveURL(new RegExp(`${UPLOAD_SCREEN}$`));
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Upload/ })).toHaveCount(0);

  // Any other screen's URL ends on NoAuth.
  for (const path of ['/permissions-manage/role', '/permissions-manage/menu', '/version-manage/ios']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/no-auth$/);
    await expect(page.getByText('No permission', { exact: true })).toBeVisible();
  }

  // The admin renames the upload screen: her own menus reload at once; the uploader's at next sign-in.
  // (One browser context: the mock's data lives in this context's storage.)
  await logOut(page);
  await signIn(page, 'admin');
  await renameUploadScreen(page);
  await expandFolder(page, 'Version Management');
  await expect(menuItem(page, 'Image Uploads')).toBeVisible();
  await logOut(page);

  await signInAsNewAccount(page);
  await expandFolder(page, 'Version Management');
  await expect(menuItem(page, 'Image Uploads')).toBeVisible();
  await expect(menuItem(page, 'Upload Images')).toHaveCount(0);
});
