import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { openFromMenu, signIn } from './fixtures';

/** An .xlsx file built in Node, as a user's spreadsheet would arrive. */
function workbook(rows: unknown[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Words');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { name: 'words.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };
}

// The built console under the Content-Security-Policy its index.html carries (scripts/csp-plugin.ts).
test('the console runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  // From every document's start, before the console's first script.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`);
    });
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const cspMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspMessages.push(message.text());
  });
  // After each screen, so a broken policy names itself before the screen it broke stops the test.
  const expectNoViolations = () => {
    expect(violations).toEqual([]);
    expect(cspMessages).toEqual([]);
  };

  await signIn(page, 'admin');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/(^|; )script-src 'self'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expectNoViolations();

  // A chart (echarts on a canvas).
  await page.goto('/data-dashboard/post-data-hour');
  await expect(page.locator('.dashboard-chart canvas')).toBeVisible();
  expectNoViolations();

  // Pictures the mock serves as data: URLs, and a list with them.
  await openFromMenu(page, 'Version Management', 'Upload Images');
  await expect(page.getByRole('row', { name: /spring-campaign-banner\.svg/ })).toBeVisible();
  expectNoViolations();

  // The Excel import, parsed in its Web Worker.
  await page.goto('/user-manage/system-taboo');
  await expect(page.getByRole('heading', { name: 'Taboo Words' })).toBeVisible();
  await page.getByRole('button', { name: 'Import from Excel' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Import from Excel' });
  await dialog.locator('input[type="file"]').setInputFiles(workbook([['Word'], ['grifter'], ['swindler']]));
  await expect(dialog.getByText(/2 rows read, all ready to import/)).toBeVisible();
  expect(workers.some((url) => /parse\.worker/.test(url))).toBe(true);
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 rows imported')).toBeVisible();

  expectNoViolations();
});
