import { waitFor } from '../support/dom';
import { APP_COLLECTIONS } from '../../src/features/app-version/mock/seed';
import type { UpdateNotice } from '../../src/features/app-version/types';
import { db } from '../../src/mocks/db';
import type { Row } from '../../src/mocks/row';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { confirmDialog, drawerTitled } from './antd-actions';

type User = ReturnType<typeof renderApp>['user'];
type NoticeRow = UpdateNotice & Row;

const notices = () => db.all<NoticeRow>(APP_COLLECTIONS.notices);

async function openScreen(path: string) {
  await existingSession('admin');
  const view = renderApp(path);
  const table = await screen.findByRole('table');
  await within(table).findByText('5.2.0');
  return { ...view, table };
}

const button = buttonIn;

async function openCreate(user: User) {
  await user.click(await screen.findByRole('button', { name: /New update notice$/ }));
  return screen.findByRole('dialog');
}

/** The input of one language's field: the tab is clicked first, as a user would. */
async function langInput(user: User, drawer: HTMLElement, language: string, field: 'title' | 'content') {
  await user.click(within(drawer).getByText(language, { selector: '.lang-fields__tab' }));
  const code = { English: 'en', Arabic: 'ar', French: 'fr', Malay: 'ms', Indonesian: 'ind', Chinese: 'zh' }[language];
  return drawer.querySelector(`#form-drawer_translations_${code}_${field}`) as HTMLInputElement;
}

async function fillVersions(user: User, drawer: HTMLElement, version: string, min: string, max: string) {
  await fill(user, within(drawer).getByLabelText('Version'), version);
  await fill(user, within(drawer).getByLabelText('Minimum version'), min);
  await fill(user, within(drawer).getByLabelText('Maximum version'), max);
}

const rowOf = (table: HTMLElement, version: string) => within(table).getByText(version).closest('tr') as HTMLElement;

describe('version-manage/ios and android update notices', () => {
  it('creates a notice with content in two languages, Arabic right to left, and publishes it', async () => {
    const { user, table } = await openScreen('/version-manage/ios');
    expect(within(rowOf(table, '5.2.0')).getByText('Published')).toBeInTheDocument();
    // Android's notices are not iOS's.
    expect(within(table).queryByText('5.3.1')).not.toBeInTheDocument();

    const drawer = await openCreate(user);
    expect(within(drawer).getByText('New iOS update notice', { selector: '.ant-drawer-title' })).toBeInTheDocument();
    await fillVersions(user, drawer, '5.4.0', '5.0.0', '5.3.9');
    await user.click(drawer.querySelector<HTMLElement>('#form-drawer_forceUpdate')!);
    await fill(user, await langInput(user, drawer, 'English', 'title'), 'Meet 5.4.0');
    await fill(user, await langInput(user, drawer, 'English', 'content'), 'Symptom tracking and faster posting.');
    const arabicTitle = await langInput(user, drawer, 'Arabic', 'title');
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    expect(await langInput(user, drawer, 'Arabic', 'content')).toHaveAttribute('dir', 'rtl');
    await fill(user, arabicTitle, 'تعرّفوا على 5.4.0');
    await fill(user, await langInput(user, drawer, 'Arabic', 'content'), 'تتبع الأعراض ونشر أسرع.');
    await user.click(button(drawer, 'Save'));

    expect(await screen.findByText('Created', { selector: '.ant-message *' })).toBeInTheDocument();
    const row = rowOf(
      table,
      await within(table)
        .findByText('5.4.0')
        .then((cell) => cell.textContent!),
    );
    expect(within(row).getByText('Unpublished')).toBeInTheDocument();
    expect(within(row).getByText('Forced')).toBeInTheDocument();
    expect(within(row).getByText('Meet 5.4.0')).toBeInTheDocument();
    const saved = notices().find((notice) => notice.version === '5.4.0')!;
    expect(saved).toMatchObject({
      platform: 'ios',
      forceUpdate: true,
      minVersion: '5.0.0',
      maxVersion: '5.3.9',
      status: 'unpublished',
      translations: {
        en: { title: 'Meet 5.4.0', content: 'Symptom tracking and faster posting.' },
        ar: { title: 'تعرّفوا على 5.4.0', content: 'تتبع الأعراض ونشر أسرع.' },
      },
    });
    expect(Object.keys(saved.translations)).toEqual(['en', 'ar']);

    // Publish, confirmed; then the machine offers neither publish nor edit, only delete.
    await user.click(button(row, 'Publish'));
    const confirm = await confirmDialog(
      'Sure to publish this update notice? The app shows it at once and it can no longer be edited.',
    );
    await user.click(button(confirm, 'Publish'));
    expect(await screen.findByText('Published', { selector: '.ant-message *' })).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, '5.4.0')).getByText('Published')).toBeInTheDocument());
    const actions = within(rowOf(table, '5.4.0'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(actions).toEqual(['Delete']);
    expect(notices().find((notice) => notice.version === '5.4.0')?.status).toBe('published');
  });

  it('refuses a notice without a language that has both title and description, and a range above the version', async () => {
    const { user } = await openScreen('/version-manage/android');
    const drawer = await openCreate(user);
    await fillVersions(user, drawer, '5.4', '5.3.0', '5.2.0');
    await fill(user, await langInput(user, drawer, 'English', 'title'), 'Only a title');
    await fill(user, await langInput(user, drawer, 'French', 'content'), 'Seulement une description');
    const before = notices().length;
    await user.click(button(drawer, 'Save'));

    expect(
      await within(drawer).findByText('At least one language must have both title and description.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Use the form major.minor.patch, e.g. 5.2.0')).toBeInTheDocument();
    expect(within(drawer).getByText('The minimum version cannot be above the maximum version')).toBeInTheDocument();
    expect(notices()).toHaveLength(before);

    await fill(user, within(drawer).getByLabelText('Version'), '5.4.0');
    await fill(user, within(drawer).getByLabelText('Maximum version'), '5.4.0');
    expect(await within(drawer).findByText('The maximum version must be below the new version')).toBeInTheDocument();
  });

  it('shows the server refusal of a second notice for one version and keeps every language typed', async () => {
    const { user } = await openScreen('/version-manage/ios');
    const drawer = await openCreate(user);
    await fillVersions(user, drawer, '5.2.0', '4.0.0', '5.1.9');
    await fill(user, await langInput(user, drawer, 'Malay', 'title'), 'Versi baharu');
    await fill(user, await langInput(user, drawer, 'Malay', 'content'), 'Pembetulan log masuk.');
    await fill(user, await langInput(user, drawer, 'Arabic', 'title'), 'إصدار جديد');
    await user.click(button(drawer, 'Save'));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('An update notice for iOS 5.2.0 already exists');
    expect(within(drawer).getByLabelText('Version')).toHaveValue('5.2.0');
    expect(await langInput(user, drawer, 'Malay', 'title')).toHaveValue('Versi baharu');
    expect(await langInput(user, drawer, 'Malay', 'content')).toHaveValue('Pembetulan log masuk.');
    expect(await langInput(user, drawer, 'Arabic', 'title')).toHaveValue('إصدار جديد');
    expect(notices().filter((notice) => notice.platform === 'ios' && notice.version === '5.2.0')).toHaveLength(1);
  });

  it('refuses, on the server, to publish a notice someone else published meanwhile', async () => {
    const { user, table } = await openScreen('/version-manage/ios');
    const row = rowOf(table, '5.3.0');
    expect(within(row).getByText('Unpublished')).toBeInTheDocument();
    // Another admin publishes it after this page loaded: the row still offers Publish.
    const draft = notices().find((notice) => notice.platform === 'ios' && notice.version === '5.3.0')!;
    db.update<NoticeRow>(APP_COLLECTIONS.notices, draft.id, { status: 'published' });

    await user.click(button(row, 'Publish'));
    const confirm = await confirmDialog(
      'Sure to publish this update notice? The app shows it at once and it can no longer be edited.',
    );
    await user.click(button(confirm, 'Publish'));
    expect(await screen.findByText('This update notice is already published')).toBeInTheDocument();
    expect(screen.queryByText('Published', { selector: '.ant-message *' })).not.toBeInTheDocument();
  });

  it('edits an unpublished notice and deletes a published one after confirmation', async () => {
    const { user, table } = await openScreen('/version-manage/android');
    await user.click(button(rowOf(table, '5.3.1'), 'Edit'));
    const drawer = await drawerTitled('Edit Android update notice 5.3.1');
    expect(await langInput(user, drawer, 'Indonesian', 'title')).toHaveValue('Wawasan siklus');
    await fill(user, await langInput(user, drawer, 'Chinese', 'title'), '周期洞察');
    await fill(user, await langInput(user, drawer, 'Chinese', 'content'), '一眼看清你的周期。');
    await user.click(button(drawer, 'Save'));
    expect(await screen.findByText('Modified', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(
      notices().find((notice) => notice.platform === 'android' && notice.version === '5.3.1')?.translations.zh,
    ).toEqual({
      title: '周期洞察',
      content: '一眼看清你的周期。',
    });

    await whenSettled(table, drawer);
    await user.click(button(rowOf(table, '5.1.0'), 'Delete'));
    const confirm = await confirmDialog('Sure to delete this update notice?');
    await user.click(button(confirm, 'Delete'));
    expect(await screen.findByText('Deleted', { selector: '.ant-message *' })).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('5.1.0')).not.toBeInTheDocument());
    expect(notices().some((notice) => notice.platform === 'android' && notice.version === '5.1.0')).toBe(false);
    expect(notices().some((notice) => notice.platform === 'ios' && notice.version === '5.1.0')).toBe(true);
  });
});
