import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { signIn } from './fixtures';

/** An .xlsx file built in Node, as a user's spreadsheet would arrive. */
function workbook(name: string, rows: unknown[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Words');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };
}

async function openImport(page: Page) {
  await page.goto('/user-manage/system-taboo');
  await expect(page.getByRole('heading', { name: 'Taboo Words' })).toBeVisible();
  await page.getByRole('button', { name: 'Import from Excel' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Import from Excel' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// Only the built bundle shows the parse running off the main thread in the worker's own chunk.
test('an Excel import is parsed in a Web Worker, reports bad rows and imports the good ones', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await signIn(page, 'admin');
  const dialog = await openImport(page);

  await dialog
    .locator('input[type="file"]')
    .setInputFiles(workbook('words.xlsx', [['Word'], ['grifter'], ['x'.repeat(51)], ['swindler']]));
  await expect(dialog.getByText(/3 rows read, 2 ready to import, 1 with problems/)).toBeVisible();
  await expect(dialog.getByText('Row 3, Word: Longer than 50 characters')).toBeVisible();
  expect(workers.some((url) => /parse\.worker/.test(url))).toBe(true);

  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 rows imported')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByText('grifter', { exact: true })).toBeVisible();
  await expect(table.getByText('swindler', { exact: true })).toBeVisible();
});

test('a workbook over 20,000 rows is refused before anything is imported', async ({ page }) => {
  await signIn(page, 'admin');
  const dialog = await openImport(page);
  const rows = [['Word'], ...Array.from({ length: 20_001 }, (_, index) => [`word${index}`])];
  await dialog.locator('input[type="file"]').setInputFiles(workbook('huge.xlsx', rows));
  await expect(
    dialog.getByText(/huge\.xlsx has 20,001 rows; at most 20,000 rows can be imported at once/),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Import \d+ rows/ })).toHaveCount(0);
});
