import { waitFor } from '../support/dom';
import { APP_COLLECTIONS } from '../../src/features/app-version/mock/seed';
import type { CacheKey, VersionSwitch } from '../../src/features/app-version/types';
import { db } from '../../src/mocks/db';
import type { Row } from '../../src/mocks/row';
import { buttonIn, clickWhenReady, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, confirmDialog, drawerTitled, paste, success } from './antd-actions';

type User = ReturnType<typeof renderApp>['user'];

const cacheKeys = () => db.all<CacheKey & Row>(APP_COLLECTIONS.cacheKeys);
const switches = () => db.all<VersionSwitch & Row>(APP_COLLECTIONS.switches);

async function openScreen(path: string, firstKey: string) {
  await existingSession('admin');
  const view = renderApp(path);
  const table = await screen.findByRole('table');
  await within(table).findByText(firstKey);
  return { ...view, table };
}

const button = buttonIn;

async function openDrawer(user: User, buttonText: string) {
  await user.click(await waitFor(() => buttonIn(document.body, buttonText)));
  return drawerTitled(buttonText);
}

const rowOf = (table: HTMLElement, key: string) => within(table).getByText(key).closest('tr') as HTMLElement;

describe('version-manage/local-cache', () => {
  it('lists, creates, disables and enables, and deletes cache keys', async () => {
    const { user, table } = await openScreen('/version-manage/local-cache', 'home_feed');
    expect(within(rowOf(table, 'sticker_packs')).getByText('Disabled')).toBeInTheDocument();
    expect(within(rowOf(table, 'sticker_packs')).getByText('≤ 5.1.9')).toBeInTheDocument();
    expect(within(rowOf(table, 'home_feed')).getByText('Every version')).toBeInTheDocument();

    const drawer = await openDrawer(user, 'New cache key');
    await paste(user, within(drawer).getByLabelText('Key'), 'search_history');
    await choose(user, drawer, 'Apps', 'Android');
    await paste(user, within(drawer).getByLabelText('From version'), '5.1.0');
    await paste(user, within(drawer).getByLabelText('Description'), 'Recent searches');
    await fill(user, within(drawer).getByLabelText('Time to live (seconds)'), '120');
    await user.click(button(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    const row = rowOf(
      table,
      await within(table)
        .findByText('search_history')
        .then((cell) => cell.textContent!),
    );
    expect(within(row).getByText('120 s')).toBeInTheDocument();
    expect(within(row).getByText('≥ 5.1.0')).toBeInTheDocument();
    expect(cacheKeys().find((key) => key.key === 'search_history')).toMatchObject({
      platform: 'android',
      minVersion: '5.1.0',
      cacheVersion: 1,
      ttlSeconds: 120,
      enabled: true,
      description: 'Recent searches',
    });

    // Disable (confirmed), then enable: each offered only from the other state.
    const homeFeed = rowOf(table, 'home_feed');
    expect(within(homeFeed).queryByText('Enable')).not.toBeInTheDocument();
    await user.click(button(homeFeed, 'Disable'));
    const confirm = await confirmDialog('Sure to disable this cache key? The app stops caching this data.');
    await user.click(button(confirm, 'Disable'));
    await waitFor(() => expect(within(rowOf(table, 'home_feed')).getByText('Disabled')).toBeInTheDocument());
    expect(cacheKeys().find((key) => key.key === 'home_feed')?.enabled).toBe(false);
    await user.click(button(rowOf(table, 'home_feed'), 'Enable'));
    await waitFor(() => expect(within(rowOf(table, 'home_feed')).getByText('Enabled')).toBeInTheDocument());

    await user.click(button(rowOf(table, 'topic_list'), 'Delete'));
    const deleteConfirm = await confirmDialog('Sure to delete this cache key?');
    await user.click(button(deleteConfirm, 'Delete'));
    expect(await success('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('topic_list')).not.toBeInTheDocument());
    expect(cacheKeys().some((key) => key.key === 'topic_list')).toBe(false);
  });

  it('keeps the form when the server refuses a key that already reaches the same apps, and refuses a lower cache version', async () => {
    const { user, table } = await openScreen('/version-manage/local-cache', 'home_feed');
    let drawer = await openDrawer(user, 'New cache key');
    await paste(user, within(drawer).getByLabelText('Key'), 'home_feed');
    await choose(user, drawer, 'Apps', 'iOS');
    await paste(user, within(drawer).getByLabelText('Description'), 'A second home feed');
    await user.click(button(drawer, 'Save'));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'The key home_feed is already set for these apps and versions (cache key #1)',
    );
    expect(within(drawer).getByLabelText('Key')).toHaveValue('home_feed');
    expect(within(drawer).getByLabelText('Description')).toHaveValue('A second home feed');
    expect(cacheKeys().filter((key) => key.key === 'home_feed')).toHaveLength(1);
    await user.click(button(drawer, 'Cancel'));
    await user.click(button(await confirmDialog('Discard your changes?'), 'Discard'));
    const discarded = drawer;
    await waitFor(() => expect(discarded).not.toBeInTheDocument());

    // The edit form shows the row as stored, not what the discarded form held.
    await user.click(button(rowOf(table, 'home_feed'), 'Edit'));
    drawer = await drawerTitled('Edit cache key home_feed');
    expect(within(drawer).getByLabelText('Description')).toHaveValue('Home feed first page');
    await fill(user, within(drawer).getByLabelText('Cache version'), '8');
    await fill(user, within(drawer).getByLabelText('Up to version'), 'latest');
    await user.click(button(drawer, 'Save'));
    expect(await within(drawer).findByText('Use the form major.minor.patch, e.g. 5.2.0')).toBeInTheDocument();
    await fill(user, within(drawer).getByLabelText('Up to version'), '9.0.0');
    await user.click(button(drawer, 'Save'));
    expect(await success('Modified')).toBeInTheDocument();
    expect(cacheKeys().find((key) => key.key === 'home_feed')).toMatchObject({
      platform: 'all',
      description: 'Home feed first page',
      cacheVersion: 8,
      maxVersion: '9.0.0',
    });
    await whenSettled(table, drawer);

    await user.click(button(rowOf(table, 'home_feed'), 'Edit'));
    drawer = await drawerTitled('Edit cache key home_feed');
    await fill(user, within(drawer).getByLabelText('Cache version'), '2');
    await user.click(button(drawer, 'Save'));
    expect(await within(drawer).findByText('The cache version can only go up (it is 8)')).toBeInTheDocument();
  });
});

describe('version-manage/version-control', () => {
  it('creates a typed switch, checks its value, edits its range and enables a disabled one', async () => {
    const { user, table } = await openScreen('/version-manage/version-control', 'ai_assistant');
    expect(within(rowOf(table, 'splash_config')).getByText('{"durationMs":3000,"skippable":true}')).toBeInTheDocument();

    const drawer = await openDrawer(user, 'New version switch');
    await paste(user, within(drawer).getByLabelText('Key'), 'feed_ads_interval');
    await choose(user, drawer, 'Value type', 'Number');
    await fill(user, within(drawer).getByLabelText('Value'), 'every 5');
    await user.click(button(drawer, 'Save'));
    expect(await within(drawer).findByText('The value must be a number')).toBeInTheDocument();
    expect(switches().some((item) => item.key === 'feed_ads_interval')).toBe(false);
    await fill(user, within(drawer).getByLabelText('Value'), '5');
    await user.click(button(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await within(table).findByText('feed_ads_interval');
    expect(switches().find((item) => item.key === 'feed_ads_interval')).toMatchObject({
      platform: 'all',
      valueType: 'number',
      value: '5',
      enabled: true,
    });

    // FormDrawer keeps its form until the closing drawer has left the page: wait for that.
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await user.click(button(rowOf(table, 'ai_assistant'), 'Edit'));
    const edit = await drawerTitled('Edit version switch ai_assistant');
    expect(within(edit).getByLabelText('Key')).toHaveValue('ai_assistant');
    expect(within(edit).getByLabelText('From version')).toHaveValue('5.2.0');
    await fill(user, within(edit).getByLabelText('Up to version'), '5.1.0');
    await user.click(button(edit, 'Save'));
    expect(
      await within(edit).findByText('The minimum version cannot be above the maximum version'),
    ).toBeInTheDocument();
    await fill(user, within(edit).getByLabelText('Up to version'), '5.9.9');
    await user.click(button(edit, 'Save'));
    expect(await success('Modified')).toBeInTheDocument();
    expect(switches().find((item) => item.key === 'ai_assistant')).toMatchObject({
      minVersion: '5.2.0',
      maxVersion: '5.9.9',
    });

    await whenSettled(table, edit);
    const reviewMode = rowOf(table, 'review_mode');
    expect(within(reviewMode).queryByText('Disable')).not.toBeInTheDocument();
    await clickWhenReady(user, button(reviewMode, 'Enable'));
    await waitFor(() => expect(within(rowOf(table, 'review_mode')).getByText('Enabled')).toBeInTheDocument());
    expect(switches().find((item) => item.key === 'review_mode')?.enabled).toBe(true);
  });

  it('shows the server refusal of a clashing key, and of a transition made stale by someone else', async () => {
    const { user, table } = await openScreen('/version-manage/version-control', 'ai_assistant');
    const drawer = await openDrawer(user, 'New version switch');
    await paste(user, within(drawer).getByLabelText('Key'), 'feed_page_size');
    await paste(user, within(drawer).getByLabelText('From version'), '5.0.0');
    await user.click(button(drawer, 'Save'));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'The key feed_page_size is already set for these apps and versions (version switch #2)',
    );
    expect(within(drawer).getByLabelText('Key')).toHaveValue('feed_page_size');
    expect(within(drawer).getByLabelText('From version')).toHaveValue('5.0.0');
    expect(switches().filter((item) => item.key === 'feed_page_size')).toHaveLength(1);
    await user.click(button(drawer, 'Cancel'));
    await user.click(button(await confirmDialog('Discard your changes?'), 'Discard'));

    // Someone else disables the switch after this page loaded: the row still offers Disable.
    const splash = switches().find((item) => item.key === 'splash_config')!;
    db.update<VersionSwitch & Row>(APP_COLLECTIONS.switches, splash.id, { enabled: false });
    await user.click(button(rowOf(table, 'splash_config'), 'Disable'));
    const confirm = await confirmDialog('Sure to disable this switch? The app falls back to its built-in default.');
    await user.click(button(confirm, 'Disable'));
    expect(await screen.findByText('This version switch is already disabled')).toBeInTheDocument();
  });
});
