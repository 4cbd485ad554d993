import { fireEvent, waitFor } from '../support/dom';
import { buttonIn, existingSession, fill, renderApp, screen, within } from './render-app';
import { confirmDialog } from './antd-actions';
import { captureDownloads, sheetRows, workbookFile } from '../support/workbooks';

type User = ReturnType<typeof renderApp>['user'];

const TABOO = '/user-manage/system-taboo';
const NICKNAME = '/user-manage/sensitive-word-manage';

function button(container: HTMLElement, text: string | RegExp): HTMLElement {
  return typeof text === 'string' ? buttonIn(container, text) : within(container).getByRole('button', { name: text });
}

async function rowOf(table: HTMLElement, word: string): Promise<HTMLElement> {
  return (await within(table).findByText(word)).closest('tr') as HTMLElement;
}

/** The screen's toolbar (the card's header actions). */
async function toolbar(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'h1' });
  return heading.closest('.ant-card')!.querySelector('.ant-card-extra') as HTMLElement;
}

async function openAddDrawer(user: User, title: string) {
  await user.click(button(await toolbar(title), 'Add words'));
  const drawerTitle = await screen.findByText(`Add to ${title}`, { selector: '.ant-drawer-title' });
  return drawerTitle.closest('[role="dialog"]') as HTMLElement;
}

async function openImport(user: User, title: string) {
  await user.click(button(await toolbar(title), 'Import from Excel'));
  const dialogTitle = await screen.findByText('Import from Excel', { selector: '.ant-modal-title' });
  return dialogTitle.closest('.ant-modal') as HTMLElement;
}

function chooseFile(dialog: HTMLElement, file: File) {
  fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
}

describe('user-manage word lists', () => {
  it('searches through the URL and adds several words at once', async () => {
    await existingSession('admin');
    const { user } = renderApp(TABOO);
    const table = await screen.findByRole('table');
    // Newest first: the first words of the seed are on the second page.
    expect(await within(table).findByText('gambling')).toBeInTheDocument();
    expect(within(table).queryByText('scam')).not.toBeInTheDocument();

    const filters = document.getElementById('list-filters') as HTMLElement;
    await fill(user, within(filters).getByLabelText('Word'), 'ca');
    await user.click(button(filters, /Search/));
    expect(await within(table).findByText('scam')).toBeInTheDocument();
    expect(within(table).getByText('casino')).toBeInTheDocument();
    expect(within(table).queryByText('gambling')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?word=ca');
    await user.click(button(filters, 'Reset'));
    expect(await within(table).findByText('gambling')).toBeInTheDocument();

    const drawer = await openAddDrawer(user, 'Taboo Words');
    await fill(user, within(drawer).getByLabelText('Words'), 'phishing；bot farm、 fraud,');
    expect(within(drawer).getByText('Words to add: 3')).toBeInTheDocument();
    await user.click(button(drawer, 'Save'));
    expect(await screen.findByText('Words added: 3')).toBeInTheDocument();
    expect(await within(table).findByText('phishing')).toBeInTheDocument();
    expect(within(table).getByText('botfarm')).toBeInTheDocument();
    expect(within(table).getByText('fraud')).toBeInTheDocument();
  });

  it('refuses a repeated word, in the input and against the list, keeping what was typed', async () => {
    await existingSession('admin');
    const { user } = renderApp(NICKNAME);
    const table = await screen.findByRole('table');
    await within(table).findByText('管理员');
    const drawer = await openAddDrawer(user, 'Nickname Sensitive Words');
    const field = within(drawer).getByLabelText('Words');

    await fill(user, field, 'Helper;helper;guide');
    await user.click(button(drawer, 'Save'));
    expect(await within(drawer).findByText('Entered more than once: Helper')).toBeInTheDocument();
    await user.click(button(drawer, 'Remove repeats'));
    expect(field).toHaveValue('Helper;guide');

    await fill(user, field, 'newcomer;ADMIN;客服');
    await user.click(button(drawer, 'Save'));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Already in the list: ADMIN, 客服');
    expect(field).toHaveValue('newcomer;ADMIN;客服');
    expect(within(table).queryByText('newcomer')).not.toBeInTheDocument();
  });

  it('deletes a word after confirmation, and several through the batch bar', async () => {
    await existingSession('admin');
    const { user } = renderApp(TABOO);
    const table = await screen.findByRole('table');

    await user.click(button(await rowOf(table, 'gambling'), 'Delete'));
    const confirm = await confirmDialog('Sure to delete this word?');
    await user.click(button(confirm, 'Delete'));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('gambling')).not.toBeInTheDocument());

    await user.click(within(await rowOf(table, 'casino')).getByRole('checkbox'));
    await user.click(within(await rowOf(table, 'fakepills')).getByRole('checkbox'));
    const bar = (await screen.findByText('2 selected')).closest('.list-page__batch') as HTMLElement;
    await user.click(button(bar, 'Delete selected'));
    const batchConfirm = await confirmDialog('Sure to delete the 2 selected words?');
    await user.click(button(batchConfirm, 'Delete selected'));
    await waitFor(() => expect(within(table).queryByText('casino')).not.toBeInTheDocument());
    expect(within(table).queryByText('fakepills')).not.toBeInTheDocument();
    // The rows after them move up from the second page.
    expect(await within(table).findByText('scam')).toBeInTheDocument();
  });

  it('imports a workbook, reporting the bad rows in a downloadable report, with a template', async () => {
    const downloads = captureDownloads();
    await existingSession('admin');
    const { user } = renderApp(NICKNAME);
    const table = await screen.findByRole('table');
    await within(table).findByText('管理员');
    const dialog = await openImport(user, 'Nickname Sensitive Words');

    await user.click(button(dialog, /Download template/));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await sheetRows(downloads[0])).toEqual([['Word'], ['spam']]);

    // Parsed in the import's Web Worker.
    const tooLong = 'x'.repeat(51);
    chooseFile(
      dialog,
      workbookFile([['Word'], ['troll'], [''], [tooLong], ['Troll'], ['mod team'], ['a;b']], 'words.xlsx'),
    );
    expect(await within(dialog).findByText(/5 rows read, 2 ready to import, 3 with problems/)).toBeInTheDocument();
    const problems = within(dialog).getByRole('list', { name: 'Problems found' });
    expect(within(problems).getByText('Row 4, Word: Longer than 50 characters')).toBeInTheDocument();
    expect(within(problems).getByText('Row 5, Word: Repeats row 2')).toBeInTheDocument();
    expect(within(problems).getByText('Row 7, Word: One word per row')).toBeInTheDocument();

    await user.click(button(dialog, /Download error report/));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(await sheetRows(downloads[1])).toEqual([
      ['Row', 'Column', 'Problem'],
      [4, 'Word', 'Longer than 50 characters'],
      [5, 'Word', 'Repeats row 2'],
      [7, 'Word', 'One word per row'],
    ]);

    await user.click(button(dialog, 'Import 2 rows'));
    expect(await screen.findByText('2 rows imported')).toBeInTheDocument();
    expect(await within(table).findByText('troll')).toBeInTheDocument();
    expect(within(table).getByText('modteam')).toBeInTheDocument();
  });

  it('refuses more than 20,000 rows', async () => {
    await existingSession('admin');
    const { user } = renderApp(TABOO);
    await screen.findByRole('table');
    const dialog = await openImport(user, 'Taboo Words');

    const huge = [['Word'], ...Array.from({ length: 20_001 }, (_, i) => [`w${i}`])];
    chooseFile(dialog, workbookFile(huge, 'huge.xlsx'));
    expect(
      await within(dialog).findByText(/^huge\.xlsx has 20,001 rows; at most 20,000 rows can be imported at once\./),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Import \d+ rows/, { selector: 'button > span' })).not.toBeInTheDocument();
  });

  it('imports the rows that pass, and reports per row the words the server refused', async () => {
    await existingSession('admin');
    const { user } = renderApp(TABOO);
    const table = await screen.findByRole('table');
    await within(table).findByText('gambling');
    const dialog = await openImport(user, 'Taboo Words');

    // Over 10 MB: refused before it is read.
    chooseFile(dialog, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.xlsx'));
    expect(
      await within(dialog).findByText('big.xlsx is larger than 10 MB. Split the file and import the parts.'),
    ).toBeInTheDocument();

    // Compared as the server stores words: "mod team" and "ModTeam" are the same word, and so are
    // "Fake Pills" and the listed "fakepills".
    const rows = [['Word'], ['brand-new'], ['Casino'], ['mod team'], ['ModTeam'], ['Fake Pills']];
    chooseFile(dialog, workbookFile(rows, 'mixed.xlsx'));
    expect(await within(dialog).findByText(/5 rows read, 4 ready to import, 1 with problems/)).toBeInTheDocument();
    await user.click(button(dialog, 'Import 4 rows'));
    expect(
      await within(dialog).findByText('mixed.xlsx: 2 rows imported, 3 not imported (see the problems below).'),
    ).toBeInTheDocument();
    const problems = within(dialog).getByRole('list', { name: 'Problems found' });
    expect(Array.from(problems.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Row 3, Word: Already in the list',
      'Row 5, Word: Repeats row 4',
      'Row 6, Word: Already in the list',
    ]);
    expect(await screen.findByText('2 rows imported')).toBeInTheDocument();
    expect(await within(table).findByText('brand-new')).toBeInTheDocument();
    expect(within(table).getByText('modteam')).toBeInTheDocument();

    await user.click(button(dialog.querySelector('.ant-modal-footer') as HTMLElement, 'Close'));
    await waitFor(() => expect(dialog).not.toBeVisible());
  });
});
