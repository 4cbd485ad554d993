import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

// The demo's backend is the mock's service worker, which MSW tells on every beforeunload that the page is
// closing: only the built demo shows whether a user who stays still has a backend.
test('closing the tab with typed words asks first; staying keeps the words and the backend', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/user-manage/system-taboo');
  await expect(page.getByRole('heading', { name: 'Taboo Words' })).toBeVisible();
  await page.getByRole('button', { name: 'Add words' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add to Taboo Words' });
  await drawer.getByLabel('Words').fill('phishing');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    return dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);

  await expect(drawer.getByLabel('Words')).toHaveValue('phishing');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('table').getByText('phishing', { exact: true })).toBeVisible();
});
