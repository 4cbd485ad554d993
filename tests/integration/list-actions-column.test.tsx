import { page } from 'vitest/browser';
import { i18n } from '../../src/shared/i18n/i18n';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { waitFor } from '../support/dom';
import { existingSession, renderApp, screen, within } from './render-app';

/**
 * A list wider than its card scrolls sideways inside it; its row actions stay in view at its end (its left
 * in Arabic), over the columns scrolling under them: the kit's actions column, so every list has it.
 */

const POSTS = '/posts-manage/new-post-list';

/** The list's scrolling box and its actions header and first actions cell, once rows are in. */
async function openList(path: string) {
  const view = renderApp(path);
  // The kit's strings may still be on their way: the name is read at each try.
  const header = await screen.findByRole('columnheader', { name: (name) => name === i18n.t('kit:actions') });
  const table = header.closest<HTMLElement>('.ant-table')!;
  const cell = await waitFor(() => {
    const found = table.querySelector<HTMLElement>('.ant-table-row td.list-page__actions');
    expect(found).not.toBeNull();
    return found!;
  });
  await within(cell).findAllByRole('button');
  return { ...view, header, cell, table };
}

/** Where a box stands against the edge of the box it scrolls in: 0 when flush with it. */
const offEnd = (element: Element, scroller: Element, rtl: boolean) => {
  const box = element.getBoundingClientRect();
  const frame = scroller.getBoundingClientRect();
  return Math.round(rtl ? box.left - frame.left : frame.right - box.right);
};

describe.each([
  ['en', 1280, 800],
  ['ar', 1280, 800],
  ['en', 1440, 900],
  ['ar', 1440, 900],
] as const)('the row actions of a list in %s at %ix%i', (language, width, height) => {
  beforeEach(async () => {
    await page.viewport(width, height);
    await existingSession('admin');
    await setLanguage(language);
  });
  afterEach(async () => {
    await page.viewport(1280, 800);
    await setLanguage('en');
  });

  it('stay at the end of a table wider than its card, however far it scrolls', async () => {
    const { header, cell, table } = await openList(POSTS);
    const scroller = table.querySelector<HTMLElement>('.ant-table-content')!;
    // The list is wider than its card: what the column is for.
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const rtl = language === 'ar';
    for (const element of [header, cell]) expect(offEnd(element, scroller, rtl)).toBe(0);

    // Scrolled to the table's end (negative in a right-to-left box), they are still there.
    scroller.scrollLeft = rtl ? -scroller.scrollWidth : scroller.scrollWidth;
    await waitFor(() => expect(Math.abs(scroller.scrollLeft)).toBeGreaterThan(0));
    for (const element of [header, cell]) expect(offEnd(element, scroller, rtl)).toBe(0);
    scroller.scrollLeft = 0;
    for (const button of within(cell).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      const frame = scroller.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(frame.left);
      expect(box.right).toBeLessThanOrEqual(frame.right);
    }
  });
});

describe('the row actions of a long page (100 rows a page)', () => {
  afterEach(() => setLanguage('en'));

  it.each(['en', 'ar'] as const)('stand under their header at the end of the rows in %s', async (language) => {
    await existingSession('admin');
    await setLanguage(language);
    const { header, cell } = await openList(`${POSTS}?size=100`);
    const body = cell.closest<HTMLElement>('.list-page__long-body')!;
    expect(body.scrollWidth).toBeGreaterThan(body.clientWidth);
    const rtl = language === 'ar';
    expect(offEnd(cell, body, rtl)).toBe(0);
    const [head, foot] = [header.getBoundingClientRect(), cell.getBoundingClientRect()];
    expect(Math.round(rtl ? head.left : head.right)).toBe(Math.round(rtl ? foot.left : foot.right));
  });
});
