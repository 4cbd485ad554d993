import { expect, test, type Page } from '@playwright/test';
import { chooseFromDropdown, signIn, STORAGE, storedItem } from './fixtures';

const LOCK_KEY = 'admin-idle-lock';

const lockPrompt = (page: Page) => page.getByRole('dialog', { name: 'Console locked' });

async function lockNow(page: Page) {
  await chooseFromDropdown(page, page.getByRole('button', { name: /\(user menu\)$/ }), 'Lock now');
  await expect(lockPrompt(page)).toBeVisible();
}

async function unlock(page: Page, password = 'admin123456') {
  const prompt = lockPrompt(page);
  await prompt.getByLabel('Password').fill(password);
  await prompt.getByRole('button', { name: 'Unlock' }).click();
  await expect(prompt).toBeHidden();
}

test('a locked console stays locked through a real reload, shows nothing behind, and the password unlocks it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await lockNow(page);
  await expect(lockPrompt(page).getByLabel('Password')).toBeFocused();
  await expect.poll(() => storedItem(page, 'localStorage', LOCK_KEY)).toContain('"locked":true');
  // The token left the page with the lock.
  expect(await storedItem(page, 'localStorage', STORAGE.session)).not.toMatch(/"token":"[0-9a-f]{32,}"/);

  await page.reload();
  await expect(lockPrompt(page)).toBeVisible();
  // Nothing of the console was loaded behind the prompt: it has no token to ask with.
  await expect(page.getByRole('heading', { name: 'Hello, Amira Haddad' })).toHaveCount(0);

  await unlock(page);
  await expect(page.getByRole('heading', { name: 'Hello, Amira Haddad' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Amira Haddad' })).toBeVisible();
  await expect(lockPrompt(page)).toBeHidden();
});

test('every tab of the console locks and unlocks together, and a new tab opens locked', async ({ page, context }) => {
  await signIn(page, 'admin');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Hello, Amira Haddad' })).toBeVisible();

  await lockNow(page);
  await expect(lockPrompt(other)).toBeVisible();

  const third = await context.newPage();
  await third.goto('/');
  await expect(lockPrompt(third)).toBeVisible();

  // Unlocked in the second tab, all three are open again, on the new token.
  await unlock(other);
  await expect(lockPrompt(page)).toBeHidden();
  await expect(lockPrompt(third)).toBeHidden();
  await expect(third.getByRole('heading', { name: 'Hello, Amira Haddad' })).toBeVisible();
  await page.getByRole('button', { name: /\(user menu\)$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Lock now' })).toBeVisible();
});

test('the review queue ignores its keys under the lock', async ({ page }) => {
  await signIn(page, 'admin', '/content-review/work-order');
  await expect(page.getByRole('table').first()).toBeVisible();
  await lockNow(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/services/') && !request.url().includes('/logout')) sent.push(request.url());
  });
  // The admin clicks beside the prompt and presses the queue's keys.
  await page.mouse.click(5, 5);
  await page.keyboard.press('i');
  await page.keyboard.press('p');
  await page.keyboard.press('Control+k');
  // Each key press has gone through the page's handlers once this frame is drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(sent).toEqual([]);
  await expect(page.locator('.command-palette, .ant-modal')).toHaveCount(0);
});
