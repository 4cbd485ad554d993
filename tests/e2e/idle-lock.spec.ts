import { expect, test } from '@playwright/test';
import { chooseFromDropdown, signIn, STORAGE, storedItem } from './fixtures';

const LOCK_KEY = 'admin-idle-lock';

test('a locked console stays locked through a real reload, and the password unlocks it', async ({ page }) => {
  await signIn(page, 'admin');
  await chooseFromDropdown(page, page.getByRole('button', { name: /\(user menu\)$/ }), 'Lock now');
  const prompt = page.getByRole('dialog', { name: 'Console locked' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByLabel('Password')).toBeFocused();
  await expect.poll(() => storedItem(page, 'sessionStorage', LOCK_KEY)).toContain('"locked":true');

  await page.reload();
  await expect(prompt).toBeVisible();
  // The page behind is there, but inert: nothing in it takes the focus or a click.
  await expect(page.locator('.shell')).toBeAttached();
  expect(await page.locator('.shell').evaluate((shell) => shell.closest('[inert]') !== null)).toBe(true);

  await prompt.getByLabel('Password').fill('admin123456');
  await prompt.getByRole('button', { name: 'Unlock' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Hello, Amira Haddad' })).toBeVisible();
  expect(await storedItem(page, 'localStorage', STORAGE.session)).not.toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Amira Haddad' })).toBeVisible();
  await expect(prompt).toBeHidden();
});
