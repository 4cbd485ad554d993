import { waitFor } from '../support/dom';
import { LONG_ROW_HEIGHT } from '../../src/shared/components/list-page/long-layout';
import { existingSession, renderApp, screen, within } from './render-app';
import { expectNoBlockingViolations } from './accessibility/gate';

/**
 * The kit's list page lays its table out in CSS where it can. A page of up to 100 rows scrolls sideways
 * inside its card when the columns are wider, without antd measuring the columns in JavaScript.
 *
 * A long page (100 rows and more: the kit's own table body, long-table-body.tsx). It renders the rows in
 * view only, each one height and every column its width, so where a row goes is arithmetic; rich cells wait
 * until the scroll rests, and a scroll hands the rows' elements on to the rows it brings (no
 * main-thread task over 50 ms while such a page scrolls; `npm run measure:long-list` measures it).
 */

const LIST = '/posts-manage/new-post-list?size=100';
const rows = () => [...document.querySelectorAll<HTMLElement>('.list-page__long-body .ant-table-row')];
const holder = () => document.querySelector<HTMLElement>('.list-page__long-body')!;
/** The status tag is one of the rich cells: it renders once the row's turn comes. */
const filled = (row: HTMLElement) => within(row).queryByText(/^(Published|Unpublished)$/) !== null;

const key = (row: HTMLElement) => row.dataset.rowKey ?? '';
/** The row at the top of the body's view. */
const topRow = () => {
  const top = holder().getBoundingClientRect().top;
  return rows().find((row) => row.getBoundingClientRect().bottom > top + 1)!;
};

async function openLongList(path = LIST, heading = 'New and Hot Post List') {
  await existingSession('admin');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  await waitFor(() => expect(rows().length).toBeGreaterThan(3), { timeout: 10_000 });
  return view;
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
    const actionsCell = deleteButton.closest<HTMLElement>('.list-page__long-cell')!;
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
    const before = new Set(rows().map(key));
    const filledWhileScrolling: string[] = [];
    let framesJudged = 0;
    for (let frame = 0; frame < 20; frame += 1) {
      holder().scrollTop += 300;
      const scrolledAt = performance.now();
      await new Promise(requestAnimationFrame);
      // A frame long after its scroll (a busy machine) may rightly see a rest; only the others are judged.
      if (performance.now() - scrolledAt < 100) {
        framesJudged += 1;
        filledWhileScrolling.push(
          ...rows()
            .filter((row) => !before.has(key(row)) && filled(row))
            .map(key),
        );
      }
    }
    expect(rows().some((row) => !before.has(key(row)))).toBe(true);
    // With no frame judged, the check below would hold whatever the page did.
    expect(framesJudged).toBeGreaterThan(0);
    expect(filledWhileScrolling).toEqual([]);

    // At rest, the rows on screen fill in.
    await waitFor(() => expect(rows().every(filled)).toBe(true));
  });

  it('shows the rows of the place scrolled to, in the elements the rows before it had', async () => {
    await openLongList();
    expect(topRow().getAttribute('aria-rowindex')).toBe('1');
    const elements = new Set(rows());
    const keysBefore = new Set(rows().map(key));

    holder().scrollTop = 50 * LONG_ROW_HEIGHT;
    await waitFor(() => expect(topRow().getAttribute('aria-rowindex')).toBe('51'));
    // Other records, in the same <tr>s: a scroll creates no rows.
    expect(rows().some((row) => keysBefore.has(key(row)))).toBe(false);
    expect(rows().every((row) => elements.has(row))).toBe(true);

    holder().scrollTop = holder().scrollHeight;
    await waitFor(() => expect(rows().at(-1)!.getAttribute('aria-rowindex')).toBe('100'));
    expect(rows().every((row) => elements.has(row))).toBe(true);
    expect(rows().at(-1)!.getBoundingClientRect().bottom).toBeCloseTo(holder().getBoundingClientRect().bottom, 0);
  });

  it('lines every column up under its title, and has no accessibility barrier', async () => {
    await openLongList();
    const titles = [...document.querySelectorAll<HTMLElement>('.ant-table-header th:not(.ant-table-cell-scrollbar)')];
    const cells = [...rows()[0].querySelectorAll<HTMLElement>('td')];
    expect(cells.length).toBe(titles.length);
    cells.forEach((cell, index) => {
      const title = titles[index].getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      expect([Math.round(box.left), Math.round(box.right)]).toEqual([Math.round(title.left), Math.round(title.right)]);
    });
    // Its body scrolls by keyboard too, before any row holds a control (the rich cells fill at rest).
    const body = screen.getByRole('region', { name: 'Rows of the list' });
    expect(body).toBe(holder());
    body.focus();
    expect(body).toHaveFocus();
    await expectNoBlockingViolations();
  });

  it('selects rows by their checkboxes and runs a batch action on them', async () => {
    const { user } = await openLongList('/image-risk-control/blacklist-image?size=100', 'Image Blacklist');
    const [first, second] = rows().map(key);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 selected');
    expect(rows()[0]).toHaveClass('ant-table-row-selected');

    // A row scrolled away and back keeps its selection; the slot it left shows another row, unselected. The
    // focus, on the checkbox the row took away, goes back to the body rather than stay on another row's.
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toHaveFocus();
    holder().scrollTop = holder().scrollHeight;
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select row 1' })).toBeNull());
    expect(rows().filter((row) => row.classList.contains('ant-table-row-selected'))).toEqual([]);
    expect(holder()).toHaveFocus();
    holder().scrollTop = 0;
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Select row 3' })).not.toBeChecked();

    await user.click(within(bar).getByRole('button', { name: 'Remove selected' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remove selected' }));
    await waitFor(() => expect(rows().map(key)).not.toContain(first));
    expect(rows().map(key)).not.toContain(second);
  });

  it('says so when the page has no rows', async () => {
    const { user } = await openLongList('/user-manage/system-taboo?size=100', 'Taboo Words');
    await user.type(screen.getByRole('textbox', { name: 'Word' }), 'no word like this one');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Nothing here yet')).toBeVisible();
    expect(rows()).toEqual([]);
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
