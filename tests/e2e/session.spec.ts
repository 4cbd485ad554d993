import { expect, test } from '@playwright/test';
import { logOut, openFromMenu, signIn, STORAGE, storedItem, submitLogin, UPLOAD_SCREEN } from './fixtures';

test('logging out returns to /login and forgets the session', async ({ page }) => {
  await signIn(page, 'admin');
  // Opening a screen writes the navigation state too, so there is something to forget.
  await openFromMenu(page, 'Version Management', 'Upload Images');
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
  expect(await storedItem(page, 'localStorage', STORAGE.session)).not.toBeNull();
  expect(await storedItem(page, 'localStorage', STORAGE.menus)).not.toBeNull();
  await expect.poll(() => storedItem(page, 'sessionStorage', STORAGE.navigation)).not.toBeNull();

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect.poll(() => storedItem(page, 'localStorage', STORAGE.session)).toBeNull();
  await expect.poll(() => storedItem(page, 'localStorage', STORAGE.menus)).toBeNull();
  await expect.poll(() => storedItem(page, 'sessionStorage', STORAGE.navigation)).toBeNull();

  // The session is really gone: a protected page sends us back to /login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a 401 mid-session signs out with "Your login has expired"', async ({ page }) => {
  await signIn(page, 'admin');
  await openFromMenu(page, 'Version Management', 'Upload Images');
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();

  // The mock's API answers inside the page's service worker (MSW), so page.route never sees those
  // calls and cannot fake a 401. Instead the stored token is swapped for one the mock does not know
  // (long enough to be accepted by the client): the next call is answered 401.
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
    stored.state.token = 'x'.repeat(40);
    localStorage.setItem(key, JSON.stringify(stored));
  }, STORAGE.session);
  await page.reload();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your login has expired. Please log in again.')).toBeVisible();
  await expect.poll(() => storedItem(page, 'localStorage', STORAGE.session)).toBeNull();
  await expect.poll(() => storedItem(page, 'localStorage', STORAGE.menus)).toBeNull();

  // Signing in again goes back to where the session expired.
  await submitLogin(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${UPLOAD_SCREEN}$`));
});
