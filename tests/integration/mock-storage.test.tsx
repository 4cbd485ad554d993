import { wordApi } from '../../src/features/words/api';
import { WORD_COLLECTIONS } from '../../src/features/words/mock/seed';
import { CHANGES_KEY } from '../../src/mocks/change-storage';
import { configureDb, db } from '../../src/mocks/db';
import { buildSeed } from '../../src/mocks/seed';
import { configureTestDb } from '../../src/mocks/test-worker';
import { initI18n } from '../../src/shared/i18n/i18n';
import { usePreferencesStore } from '../../src/shared/stores/preferences-store';
import { buttonIn, existingSession, fill, renderApp, screen, within } from './render-app';

const REFUSED = "The demo could not save this change: the browser's storage is full. Nothing was changed.";

/** The browser refuses to store the mock's data from now on, as a full localStorage does; other keys still save. */
function fillTheStorage() {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (key === CHANGES_KEY) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

const kept = () => localStorage.getItem(CHANGES_KEY) ?? '';
const tabooWords = () => db.all<{ id: number; word: string }>(WORD_COLLECTIONS.taboo).map((row) => row.word);

// The demo's database, kept in this browser's localStorage, for the length of each test.
beforeEach(() => configureDb({ seed: buildSeed, storage: localStorage }));

afterEach(() => {
  vi.restoreAllMocks();
  configureTestDb();
});

describe('the mock backend when the browser will not keep a change', () => {
  it('says so instead of "added", keeps the form as typed and shows no new row; the same save works once there is room', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/system-taboo');
    const table = await screen.findByRole('table');
    await within(table).findByText('gambling');
    const full = fillTheStorage();

    await user.click(buttonIn(document.body, 'Add words'));
    const title = await screen.findByText('Add to Taboo Words', { selector: '.ant-drawer-title' });
    const drawer = title.closest('[role="dialog"]') as HTMLElement;
    const field = within(drawer).getByLabelText('Words');
    await fill(user, field, 'phishing');
    await user.click(buttonIn(drawer, 'Save'));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent(REFUSED);
    expect(field).toHaveValue('phishing');
    expect(screen.queryByText('Words added: 1')).not.toBeInTheDocument();
    expect(within(table).queryByText('phishing')).not.toBeInTheDocument();
    // What the mock serves is what the browser kept: the refused word is in neither.
    expect(tabooWords()).not.toContain('phishing');
    expect(kept()).not.toContain('phishing');

    full.mockRestore();
    await user.click(buttonIn(drawer, 'Save'));
    expect(await screen.findByText('Words added: 1')).toBeInTheDocument();
    expect(await within(table).findByText('phishing')).toBeInTheDocument();
    expect(kept()).toContain('phishing');
  });

  it('words the refusal in the language the console sends', async () => {
    await existingSession('admin');
    usePreferencesStore.setState({ language: 'zh' });
    await initI18n('zh');
    fillTheStorage();

    await expect(wordApi.add('taboo', { words: ['钓鱼'] })).rejects.toMatchObject({
      code: 507,
      message: '演示环境无法保存此更改：浏览器存储空间已满。所有内容均未更改。',
    });
    expect(tabooWords()).not.toContain('钓鱼');
  });
});
