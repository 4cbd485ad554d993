import { waitFor } from '../support/dom';
import { LONG_ROW_HEIGHT } from '../../src/shared/components/list-page/long-layout';
import { existingSession, renderApp, screen, within } from './render-app';

/**
 * The kit's list page lays its table out in CSS where it can. A page of up to 100 rows scrolls sideways
 * inside its card when the columns are wider, without antd measuring the columns in JavaScript.
 *
 * A long page (100 rows and more: the kit's virtualised table). Its rows keep one height and every column
 * its width, so that the virtual list places rows without measuring them again as their rich cells fill in;
 * those cells wait until the scroll rests (issue 10: no main-thread task over 50 ms while such a page
 * scrolls; `npm run measure:long-list` measures it).
 */

const LIST = '/posts-manage/new-post-list?size=100';
const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody-virtual .ant-table-row')];
const holder = () => document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
/** The status tag is one of the rich cells: it renders once the row's turn comes. */
const filled = (row: HTMLElement) => within(row).queryByText(/^(Published|Unpublished)$/) !== null;

async function openLongList() {
  await existingSession('admin');
  renderApp(LIST);
  await screen.findByRole('heading', { name: 'New and Hot Post List', level: 1 });
  await waitFor(() => expect(rows().length).toBeGreaterThan(3), { timeout: 10_000 });
}

describe('a long list page', () => {
  it('keeps every row one height, with its actions on one line, before and after its rich cells fill in', async () => {
    await openLongList();
    const first = rows()[0];
    for (const row of rows()) expect(row.getBoundingClientRect().height).toBe(LONG_ROW_HEIGHT);
    await waitFor(() => expect(filled(first)).toBe(true));

    for (const row of rows()) expect(row.getBoundingClientRect().height).toBe(LONG_ROW_HEIGHT);
    // The actions cell is as wide as its buttons: they stand on one line and none is cut off.
    const deleteButton = await within(first).findByRole('button', { name: 'Delete' });
    const actionsCell = deleteButton.closest<HTMLElement>('.ant-table-cell')!;
    const buttons = within(actionsCell).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(2);
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops.size).toBe(1);
    expect(actionsCell.scrollWidth).toBeLessThanOrEqual(actionsCell.clientWidth);
  });

  it('fills the rich cells of the rows a scroll brings only once the scroll rests', async () => {
    await openLongList();
    await waitFor(() => expect(filled(rows()[0])).toBe(true));

    // Scroll down a few rows a frame for a while, as a user dragging through the list, and look at the rows
    // each frame shows: none of those the scroll brought fills while it goes on.
    const key = (row: HTMLElement) => row.dataset.rowKey ?? '';
    const before = new Set(rows().map(key));
    const filledWhileScrolling: string[] = [];
    for (let frame = 0; frame < 20; frame += 1) {
      holder().scrollTop += 300;
      const scrolledAt = performance.now();
      await new Promise(requestAnimationFrame);
      // A frame long after its scroll (a busy machine) may rightly see a rest; only the others are judged.
      if (performance.now() - scrolledAt < 100) {
        filledWhileScrolling.push(
          ...rows()
            .filter((row) => !before.has(key(row)) && filled(row))
            .map(key),
        );
      }
    }
    expect(rows().some((row) => !before.has(key(row)))).toBe(true);
    expect(filledWhileScrolling).toEqual([]);

    // At rest, the rows on screen fill in.
    await waitFor(() => expect(rows().every(filled)).toBe(true));
  });
});

describe('a list page of up to 100 rows', () => {
  it('scrolls a table wider than its card sideways inside it, with no measuring by antd', async () => {
    await existingSession('admin');
    renderApp('/posts-manage/new-post-list');
    await screen.findByRole('heading', { name: 'New and Hot Post List', level: 1 });
    const wide = (await screen.findAllByRole('row'))[0].closest<HTMLElement>('.ant-table-content')!;
    const card = wide.closest<HTMLElement>('.ant-card')!;
    expect(wide.scrollWidth).toBeGreaterThan(wide.clientWidth);
    expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    // The column widths are the browser's: no row of antd's measuring cells.
    expect(document.querySelector('.ant-table-measure-row')).toBeNull();
  });

  it('stretches a table narrower than its card to the card', async () => {
    await existingSession('admin');
    renderApp('/user-manage/system-taboo');
    await screen.findByRole('heading', { name: 'Taboo Words', level: 1 });
    const content = (await screen.findAllByRole('row'))[0].closest<HTMLElement>('.ant-table-content')!;
    const table = content.querySelector('table')!;
    expect(table.getBoundingClientRect().width).toBeCloseTo(content.clientWidth, 0);
    expect(content.scrollWidth).toBe(content.clientWidth);
  });
});
