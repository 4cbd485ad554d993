import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path.mjs';
import { signIn, STORAGE } from './fixtures';

/**
 * A long page (100 rows and more) draws its own table body under antd's header (long-table-body.tsx). The
 * header stands a column of its own over the body's scrollbar, so the body's columns are laid out around
 * it. Headless Chromium hides scrollbars; this file shows them, as a desktop browser does, and checks that
 * every column stays under its title: on a table narrower than the page (which stretches) and on a wider
 * one scrolled sideways, in English and in Arabic (right to left).
 */
test.use({
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

const PAGES = [
  { path: '/image-risk-control/blacklist-image?size=100', wide: false },
  { path: '/posts-manage/new-post-list?size=100', wide: true },
];

/** The left and right edges of the header's titles and of the first row's cells, in whole pixels. */
function edges(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, right } = element.getBoundingClientRect();
      return [Math.round(left), Math.round(right)];
    };
    const body = document.querySelector<HTMLElement>('.list-page__long-body')!;
    return {
      scrollbar: body.offsetWidth - body.clientWidth,
      titles: [...document.querySelectorAll('.ant-table-header th:not(.ant-table-cell-scrollbar)')].map(box),
      cells: [...document.querySelectorAll('.list-page__long-body .ant-table-row:first-child td')].map(box),
    };
  });
}

async function expectColumnsUnderTitles(page: Page) {
  await expect(page.locator('.list-page__long-body .ant-table-row').first()).toBeVisible();
  const { scrollbar, titles, cells } = await edges(page);
  expect(scrollbar).toBeGreaterThan(0);
  expect(cells.length).toBeGreaterThan(3);
  expect(cells.length).toBe(titles.length);
  // Within a pixel: the stretched columns' widths have fractions, rounded apart in the header and the body.
  const apart = cells.flatMap((cell, index) => cell.map((edge, side) => Math.abs(edge - titles[index][side])));
  expect(Math.max(...apart), JSON.stringify({ cells, titles })).toBeLessThanOrEqual(1);
}

async function scrollSideways(page: Page, rtl: boolean) {
  await page.locator('.list-page__long-body').evaluate((body, left) => (body.scrollLeft = left), rtl ? -400 : 400);
  // The header follows the body: its scrollLeft catches up within the scroll event.
  await expect
    .poll(() => page.locator('.ant-table-header').evaluate((header) => Math.abs(header.scrollLeft)))
    .toBe(400);
}

for (const language of ['en', 'ar'] as const) {
  test(`a long page keeps its columns under their titles beside a scrollbar (${language})`, async ({ page }) => {
    await signIn(page, 'admin');
    if (language === 'ar') {
      await page.evaluate((key) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{}}');
        localStorage.setItem(key, JSON.stringify({ ...stored, state: { ...stored.state, language: 'ar' } }));
      }, STORAGE.preferences);
    }
    for (const { path, wide } of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expectColumnsUnderTitles(page);
      if (wide) {
        await scrollSideways(page, language === 'ar');
        await expectColumnsUnderTitles(page);
      }
    }
  });
}
