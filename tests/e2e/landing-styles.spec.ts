import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

/** antd's styles of what a signed-in page shows first, linked by index.html (src/app/shell/signed-in-styles.tsx). */
const SIGNED_IN_STYLES = 'link[rel="stylesheet"][href*="signed-in-styles"]';

test('a page opened without a session leaves the signed-in styles alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator(SIGNED_IN_STYLES)).toHaveCount(0);
});

test('a signed-in page brings antd’s styles of the shell and a list screen, and antd builds none of them', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // From the reload on, every style antd writes itself, until the list's first row shows. The login
  // page's styles, written into index.html by the build, are parsed before the page runs any script.
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { builtStyles: built });
    const recorder = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLStyleElement && node.dataset.cssHash && !node.dataset.tokenHash && document.readyState !== 'loading')
          built.push((node.textContent ?? '').slice(0, 80));
      if (document.querySelector('tr.ant-table-row')) recorder.disconnect();
    });
    recorder.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/user-manage/user-list');
  const firstRow = page.locator('tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { builtStyles: string[] }).builtStyles)).toEqual([]);
  // Ahead of the console's own stylesheets, which may override antd's.
  expect(
    await page.evaluate((selector) => document.querySelector('link[rel="stylesheet"]')?.matches(selector), SIGNED_IN_STYLES),
  ).toBe(true);
  // The styles apply: the table's header, the selected menu entry and tab, the current page of the list.
  await expect(page.locator('thead th').first()).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expect(page.locator('.ant-menu-item-selected')).toHaveCSS('color', 'rgb(194, 24, 91)');
  await expect(page.getByRole('tab', { selected: true })).toHaveCSS('color', 'rgb(194, 24, 91)');
  await expect(page.locator('.ant-pagination-item-active')).toHaveCSS('border-top-color', 'rgb(194, 24, 91)');
});
