import { waitFor } from '../support/dom';
import { drawnOutOfOrder, endsOf, visibleText } from '../support/text-layout';
import { type ReportRow, REVIEW_COLLECTIONS, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { isNew } from '../../src/features/posts/rules';
import { db } from '../../src/mocks/db';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { existingSession, renderApp, screen, whenSettled, within } from './render-app';

/**
 * What users wrote, in the Arabic console, as Chromium draws it: a sentence in a left-to-right script
 * keeps its own direction (on each line every character lies to the right of the one before, so
 * "Which hospital did you choose?" ends with its question mark), and a cut English text shows its start.
 * Measured character by character (tests/support/text-layout.ts), not read off an attribute.
 */

const COMMENTS = '/posts-manage/comment-manage';
const WORK_ORDER = '/content-review/work-order';
const ENGLISH_POSTS = [
  'I packed the hospital bag three weeks early and here is my checklist for anyone who asks me anyway',
  'Click this link to win a free stroller today, only for the first hundred mothers who reply',
  'Follow my page for daily baby outfits and giveaways',
];
const TWO_LINES = 'Thirty-six weeks and the bag is packed, here is my checklist.';
const REPORT_DETAILS = 'The photo is not appropriate for this community.';
const letters = (text: string) => text.replace(/\s/g, '');

afterEach(() => setLanguage('en'));

async function openInArabic(path: string, heading: string) {
  await setLanguage('ar');
  await existingSession('moderator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table.querySelector('tbody tr[data-row-key]')).not.toBeNull());
  await whenSettled(table);
  return { ...view, table };
}

describe('user text in the Arabic console', () => {
  it.each(['Which hospital did you choose?', 'Thank you for sharing, this helped me a lot.', '你选的是哪家医院？'])(
    'comment-manage draws "%s" in its own direction',
    async (comment) => {
      const { table } = await openInArabic(`${COMMENTS}?content=${encodeURIComponent(comment)}`, 'إدارة التعليقات');
      const shown = await within(table).findAllByText(comment);
      for (const text of shown) {
        expect(drawnOutOfOrder(text)).toBeNull();
        const { first, last } = endsOf(text);
        expect(last.left).toBeGreaterThan(first.left);
      }
    },
  );

  it('review tasks: English content reads left to right, a cut cell shows its start, report lines keep apart', async () => {
    // The queue's three oldest waiting reports, written in English; the first reported with words of the reporter's.
    const oldest = db
      .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
      .filter((task) => ['post', 'comment'].includes(task.source) && task.status === 'notProcessed')
      .filter((task) => task.type === 'report')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .slice(0, 3);
    ENGLISH_POSTS.forEach((content, index) =>
      db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, oldest[index].id, { content, language: 'en' }),
    );
    const reports = db.all<ReportRow>(REVIEW_COLLECTIONS.reports).filter((report) => report.taskId === oldest[0].id);
    expect(reports.length).toBeGreaterThan(0);
    db.update<ReportRow>(REVIEW_COLLECTIONS.reports, reports[0].id, { details: REPORT_DETAILS });

    const { table } = await openInArabic(`${WORK_ORDER}?type=report`, 'مهام المراجعة');
    let cut = 0;
    for (const content of ENGLISH_POSTS) {
      const text = await within(table).findByText(content);
      expect(drawnOutOfOrder(text)).toBeNull();
      const shown = visibleText(text, text.closest('td')!);
      // The cell shows the text's beginning ("I packed the…"), never its end ("…anyway").
      expect(shown.length).toBeGreaterThan(2);
      expect(letters(content).startsWith(shown), `"${shown}" is the start of "${content}"`).toBe(true);
      if (shown.length < letters(content).length) {
        cut += 1;
        expect(text).toHaveAttribute('title', content);
      } else expect(text).not.toHaveAttribute('title');
    }
    expect(cut, 'English contents cut in their cells').toBeGreaterThan(0);

    // The task panel (the oldest task is in front): the content in its own direction, and the reporter's
    // words on a line of their own, never running into the reason and the time.
    const panel = await screen.findByRole('region', { name: `المهمة ${oldest[0].id}` });
    expect(drawnOutOfOrder(within(panel).getByText(ENGLISH_POSTS[0]))).toBeNull();
    for (const details of await within(panel).findAllByText(REPORT_DETAILS)) {
      expect(drawnOutOfOrder(details)).toBeNull();
      const time = within(details.closest('li')!).getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(drawnOutOfOrder(time)).toBeNull();
      expect(endsOf(details).first.top).toBeGreaterThanOrEqual(time.getBoundingClientRect().bottom - 1);
    }
  });

  it('new-post-list: a two-line English post reads left to right on each line, its full stop at its end', async () => {
    const post = db
      .all<PostRow>(POSTS_COLLECTION)
      .find((row) => isNew(row, Date.now()) && row.publishStatus === 'published' && !row.deletedAt)!;
    db.update<PostRow>(POSTS_COLLECTION, post.id, { content: TWO_LINES, language: 'en' });
    const { table } = await openInArabic(
      `/posts-manage/new-post-list?id=${post.id}`,
      'قائمة المنشورات الجديدة والرائجة',
    );
    const text = await within(table).findByText(TWO_LINES);
    const { first, last } = endsOf(text);
    expect(last.top, 'on two lines').toBeGreaterThan(first.bottom - 1);
    expect(drawnOutOfOrder(text)).toBeNull();
  });
});
