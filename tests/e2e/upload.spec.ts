import { expect, test, type Page } from '@playwright/test';
import { keptMockChanges, openFromMenu, signIn } from './fixtures';

/** A valid 1x1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function openUploadScreen(page: Page) {
  await signIn(page, 'admin');
  await openFromMenu(page, 'Version Management', 'Upload Images');
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
  // The seeded files are listed (the table has loaded).
  await expect(page.getByRole('row', { name: /spring-campaign-banner\.svg/ })).toBeVisible();
}

/** The names of the files the mock keeps in the browser: the uploads (the seeded files are not stored). */
async function storedNames(page: Page): Promise<string[]> {
  const kept = await keptMockChanges(page);
  return ((kept.changes?.['oss-files']?.rows ?? []) as { name: string }[]).map((file) => file.name);
}

test('an uploaded PNG is listed with a URL that serves it', async ({ page }) => {
  await openUploadScreen(page);
  const name = 'e2e-pixel.png';
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PIXEL_PNG });

  await expect(page.getByText(`${name} uploaded`, { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(row).toBeVisible();
  await expect(row.getByText(name, { exact: true })).toBeVisible();
  // The URL column shows the address shortened with an ellipsis; the full one is its accessible name.
  const urlText = row.getByLabel(/^https?:\/\/\S+\/mock-oss\/\d+\/e2e-pixel\.png$/);
  await expect(urlText).toBeVisible();
  const url = (await urlText.getAttribute('aria-label')) ?? '';
  await expect(row.getByRole('button', { name: 'Copy URL' })).toBeVisible();
  // The preview in the row loads the image from that URL.
  await expect
    .poll(() => row.getByRole('img', { name }).evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(1);
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(await storedNames(page)).toContain(name);

  const served = await page.evaluate(async (href) => {
    const response = await fetch(href);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      size: bytes.length,
      magic: Array.from(bytes.slice(1, 4)),
    };
  }, url);
  expect(served.status).toBe(200);
  expect(served.type).toBe('image/png');
  expect(served.size).toBe(PIXEL_PNG.length);
  expect(String.fromCharCode(...served.magic)).toBe('PNG');
});

test('a text file is refused and nothing is uploaded', async ({ page }) => {
  await openUploadScreen(page);
  const before = await storedNames(page);
  const rows = page.getByRole('row');
  const rowCount = await rows.count();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });

  await expect(page.getByText(/^notes\.txt is not an image\. Allowed: png, jpg/)).toBeVisible();
  await expect(page.getByText('notes.txt uploaded')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /notes\.txt/ })).toHaveCount(0);
  await expect(rows).toHaveCount(rowCount);
  expect(await storedNames(page)).toEqual(before);
});
