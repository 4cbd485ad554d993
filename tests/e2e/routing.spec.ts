import { expect, test } from '@playwright/test';
import { menuItem, openFromMenu, sideMenu, signIn, UPLOAD_SCREEN } from './fixtures';

test('a screen opened from the menu survives a reload with its menu state and title', async ({ page }) => {
  await signIn(page, 'admin');
  await openFromMenu(page, 'Version Management', 'Upload Images');
  await expect(page).toHaveURL(new RegExp(`${UPLOAD_SCREEN}$`));
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${UPLOAD_SCREEN}$`));
  await expect(page).toHaveTitle('Upload Images | Admin Console');
  await expect(menuItem(page, 'Version Management')).toHaveAttribute('aria-expanded', 'true');
  const item = menuItem(page, 'Upload Images');
  await expect(item).toBeVisible();
  await expect(item).toHaveClass(/\bant-menu-item-selected\b/);
  // Only that one entry is selected.
  await expect(sideMenu(page).locator('.ant-menu-item-selected')).toHaveCount(1);
  // The breadcrumb follows: Home / Version Management / Upload Images.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Version Management',
    'Upload Images',
  ]);
});

test('unknown paths and wrong letter case show "Page not found"', async ({ page }) => {
  await signIn(page, 'admin');

  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page).toHaveTitle('Page not found | Admin Console');

  // Route matching is strict: the upload screen's path with other letter case is not that screen.
  await page.goto('/version-manage/uploadimgfile');
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/version-manage\/uploadimgfile$/);
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toHaveCount(0);
});

test('a screen the account may not open ends on /no-auth', async ({ page }) => {
  await signIn(page, 'moderator');
  await page.goto(UPLOAD_SCREEN);
  await expect(page).toHaveURL(/\/no-auth$/);
  await expect(page.getByText('No permission', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toHaveCount(0);
});
