import { expect, test } from '@playwright/test';
import { signIn, topLevelMenu } from './fixtures';

test('admin signs in and sees the shell', async ({ page }) => {
  await signIn(page, 'admin');
  const menu = await topLevelMenu(page);
  console.log(menu);
  await page.screenshot({ path: 'test-results/admin-home.png', fullPage: true });
});
