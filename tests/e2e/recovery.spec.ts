import { expect, test } from '@playwright/test';
import { openFromMenu, signIn } from './fixtures';

// The page's requests for chunks and version.json go through the mock's service worker (MSW passes
// them on with its own fetch), so page.route never sees them; the context's routes do (Chromium routes
// a service worker's requests through the browser context).

test('a screen whose chunk cannot load reloads once, then shows the recovery view', async ({ page }) => {
  await signIn(page, 'admin');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  let pageRequests = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageRequests += 1;
  });
  let chunkRequests = 0;
  await page.context().route('**/assets/uploadImgFile-*.js', (route) => {
    chunkRequests += 1;
    return route.abort();
  });

  await openFromMenu(page, 'Version Management', 'Upload Images');
  await expect(page.getByText('This page could not be loaded', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(loads).toBe(1);
  expect(chunkRequests).toBeGreaterThanOrEqual(2);

  // No reload loop: two frames after the view was drawn (a reload asked for with it would have sent its
  // request for the page by then), it is still the one reload and the same view.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(pageRequests).toBe(1);
  expect(loads).toBe(1);
  await expect(page.getByText('This page could not be loaded', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/version-manage\/uploadImgFile$/);

  // Once the chunk is reachable again, Reload brings the screen back.
  await page.context().unroute('**/assets/uploadImgFile-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
  expect(loads).toBe(2);
});

test('a newer deployed version offers a reload', async ({ page }) => {
  let versionRequests = 0;
  await page.context().route('**/version.json*', (route) => {
    versionRequests += 1;
    return route.fulfill({ json: { buildId: 'newer-build' } });
  });
  await signIn(page, 'admin');
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'A new version is available' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('The console has been updated. Reload to use the latest version.');
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(versionRequests).toBeGreaterThanOrEqual(1);
});

test('no notice while the deployed version is the running one', async ({ page }) => {
  let served = '';
  await page.context().route('**/version.json*', async (route) => {
    const response = await route.fetch();
    served = await response.text();
    return route.fulfill({ response });
  });
  await signIn(page, 'admin');
  await expect.poll(() => served).toContain('e2e-build');
  await expect(page.getByText('A new version is available')).toHaveCount(0);
});
