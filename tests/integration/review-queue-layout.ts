import { page } from 'vitest/browser';
import { i18n } from '../../src/shared/i18n/i18n';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { waitFor } from '../support/dom';
import { wordsBrokenAcrossLines } from '../support/text-layout';
import { existingSession, renderApp, screen } from './render-app';

/**
 * A review queue beside its task panel, and the marking queues, at a laptop's sizes: the content, which the
 * moderator decides on, has the room (at least `minContent` px), no column header is broken inside a word
 * and no status tag is cut. Every queue screen, in one language and window size.
 */
const QUEUES = [
  '/content-review/work-order',
  '/content-review/ai-audit-manage',
  '/content-review/ai-comment-manage',
  '/content-review/ai-male-user-detect',
  '/content-review/opposition-posts-audit',
  '/content-review/warmth-examine',
  '/posts-manage/user-report-post',
  '/image-risk-control/pending-list',
];
/** The marking queues: lists of tasks without a panel beside them. */
const MARKING_QUEUES = [
  '/marking-content-manage/marking-work-order',
  '/marking-content-manage/label-work-order',
  '/marking-content-manage/new-marking',
];

/** A marking queue's table once its rows are in. */
async function openMarkingQueue(path: string) {
  const view = renderApp(path);
  const table = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.shell__screen .ant-table');
    expect(found?.querySelector('.ant-table-row')).toBeTruthy();
    return found!;
  });
  return { ...view, table };
}

async function openQueue(path: string) {
  const view = renderApp(path);
  // The task panel in front of the moderator, beside the list.
  const panel = await waitFor(() => {
    const region = document.querySelector<HTMLElement>('.review-panel[role="region"]');
    expect(region).not.toBeNull();
    return region!;
  });
  const table = panel.closest('.review-queue')!.querySelector<HTMLElement>('.ant-table')!;
  await waitFor(() => expect(table.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0));
  return { ...view, table };
}

/** Tags drawn wider than their box, or past the cell they stand in. */
function cutTags(table: HTMLElement): string[] {
  return [...table.querySelectorAll<HTMLElement>('.ant-table-row .ant-tag')]
    .filter((tag) => {
      const box = tag.getBoundingClientRect();
      const cell = tag.closest('td')!.getBoundingClientRect();
      return tag.scrollWidth > tag.clientWidth + 1 || box.left < cell.left - 1 || box.right > cell.right + 1;
    })
    .map((tag) => tag.textContent ?? '');
}

export function describeQueueLayout(language: 'en' | 'ar', [width, height]: [number, number], minContent: number) {
  describe(`the review queues at ${width}x${height} in ${language}`, () => {
    beforeEach(async () => {
      await page.viewport(width, height);
      await existingSession('moderator');
      await setLanguage(language);
    });
    afterEach(async () => {
      await page.viewport(1280, 800);
      await setLanguage('en');
    });

    it.each([...QUEUES, ...MARKING_QUEUES])(
      `%s gives the content at least ${minContent} px, whole headers and whole tags`,
      async (path) => {
        const marking = MARKING_QUEUES.includes(path);
        const { table, unmount } = await (marking ? openMarkingQueue(path) : openQueue(path));
        const content = screen.getByRole('columnheader', {
          name: i18n.t(marking ? 'tagging:columns.content' : 'review:columns.content'),
        });
        expect(content.getBoundingClientRect().width).toBeGreaterThanOrEqual(minContent);
        const headers = [...table.querySelectorAll('thead th')];
        expect(headers.flatMap(wordsBrokenAcrossLines), 'header words broken across lines').toEqual([]);
        expect(cutTags(table), 'status tags cut').toEqual([]);
        unmount();
      },
    );
  });
}
