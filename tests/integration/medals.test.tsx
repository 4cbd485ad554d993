import { fireEvent, waitFor } from '../support/dom';
import { medalApi } from '../../src/features/medals/api';
import { MEDAL_COLLECTION, type MedalRow } from '../../src/features/medals/mock/seed';
import { db } from '../../src/mocks/db';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { CONDITION_COLLECTION, type ConditionRow } from '../../src/features/task-conditions/mock/seed';
import { meetsCondition } from '../../src/features/task-conditions/reach';
import { pngFile } from '../support/png-file';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, confirmDialog, drawerTitled, refusalOf, success } from './antd-actions';

const items = () => db.all<MedalRow>(MEDAL_COLLECTION);
const itemNamed = (name: string) => items().find((row) => row.names.en?.name === name);

async function openScreen(path: string, firstRow: string) {
  await existingSession('admin');
  const view = renderApp(path);
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  await within(table).findByText(firstRow, {}, { timeout: 10_000 });
  await whenSettled(table);
  return { ...view, table };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name, { selector: 'td bdi' }).closest('tr') as HTMLElement;

async function chooseImage(drawer: HTMLElement, file: File) {
  fireEvent.change(drawer.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
}

describe('medal-manage', () => {
  it('medal-config: adds a medal earned by a condition, lists it, delists it and deletes it', async () => {
    const { user, table } = await openScreen('/medal-manage/medal-config', 'First Step');
    const firstStep = rowOf(table, 'First Step');
    expect(within(firstStep).getByText('Listed')).toBeInTheDocument();
    expect(within(firstStep).getByText('First post')).toBeInTheDocument();
    expect(within(firstStep).queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.click(buttonIn(document.body, 'New medal'));
    const drawer = await drawerTitled('New medal');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('Choose the task condition')).toBeInTheDocument();
    expect(within(drawer).getByText('Upload the image')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Enter the name in at least one language')).not.toHaveLength(0);

    await chooseImage(drawer, pngFile('badge.png', 200, 200));
    expect(
      await within(drawer).findByText('badge.png is 200×200 px; it must be exactly 240×240 px'),
    ).toBeInTheDocument();
    await chooseImage(drawer, pngFile('badge.png', 240, 240));
    await within(drawer).findByRole('img', { name: 'Uploaded image' });
    await choose(user, drawer, 'Task condition', 'Rising voice — Followers gained: 100 in 30 days');
    await fill(user, drawer.querySelector('#form-drawer_names_en_name') as HTMLInputElement, 'Rising Star');
    await user.click(within(drawer).getByRole('tab', { name: 'Arabic' }));
    await fill(user, drawer.querySelector('#form-drawer_names_ar_name') as HTMLInputElement, 'نجمة صاعدة');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    expect(itemNamed('Rising Star')).toMatchObject({
      kind: 'medal',
      condition: 'Rising voice',
      status: 'delisted',
      names: { ar: { name: 'نجمة صاعدة' } },
    });

    const created = () => rowOf(table, 'Rising Star');
    await waitFor(() => expect(within(created()).getByText('Delisted')).toBeInTheDocument());
    await user.click(buttonIn(created(), 'List'));
    // Before it is listed, the confirmation says how many app users meet its condition now.
    const listing = await confirmDialog('Sure to list this medal? App users will see it at once.');
    const users = db.all<AppUserRow>(APP_USER_COLLECTIONS.users);
    const rising = db.find<ConditionRow>(CONDITION_COLLECTION, (row) => row.name === 'Rising voice')!;
    const reach = users.filter((row) => meetsCondition(row, rising, Date.now())).length;
    expect(reach).toBeGreaterThan(0);
    expect(
      within(listing).getByText(`About ${reach} of ${users.length} app users meet “Rising voice” now.`),
    ).toBeInTheDocument();
    await user.click(buttonIn(listing, 'List'));
    await waitFor(() => expect(within(created()).getByText('Listed')).toBeInTheDocument());
    expect(within(created()).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(buttonIn(created(), 'Delist'));
    await user.click(
      buttonIn(await confirmDialog('Sure to delist this medal? App users will no longer see it.'), 'Delist'),
    );
    await waitFor(() => expect(within(created()).getByText('Delisted')).toBeInTheDocument());
    await user.click(buttonIn(created(), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this medal?'), 'Delete'));
    await waitFor(() => expect(within(table).queryByText('Rising Star')).toBeNull());
    expect(itemNamed('Rising Star')).toBeUndefined();
  });

  it('mall-config: refuses listing an item out of stock, keeps the limit per user within stock', async () => {
    const { user, table } = await openScreen('/medal-manage/mall-config', 'Expert Q&A ticket');
    const ticket = () => rowOf(table, 'Expert Q&A ticket');
    await user.click(buttonIn(ticket(), 'List'));
    await user.click(
      buttonIn(await confirmDialog('Sure to list this mall item? App users will see it at once.'), 'List'),
    );
    expect(await screen.findByText('A mall item out of stock cannot be listed: add stock first')).toBeInTheDocument();
    expect(itemNamed('Expert Q&A ticket')!.status).toBe('delisted');

    await user.click(buttonIn(ticket(), 'Edit'));
    const drawer = await drawerTitled('Edit mall item');
    await fill(user, within(drawer).getByLabelText('Stock'), '5');
    await fill(user, within(drawer).getByLabelText('Limit per user'), '6');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('The limit per user cannot pass the stock (5)')).toBeInTheDocument();
    await fill(user, within(drawer).getByLabelText('Limit per user'), '1');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Modified')).toBeInTheDocument();
    await whenSettled(table, drawer);

    await user.click(buttonIn(ticket(), 'List'));
    await user.click(
      buttonIn(await confirmDialog('Sure to list this mall item? App users will see it at once.'), 'List'),
    );
    await waitFor(() => expect(within(ticket()).getByText('Listed')).toBeInTheDocument());
    expect(itemNamed('Expert Q&A ticket')).toMatchObject({ status: 'listed', stock: 5, perUserLimit: 1 });
  });

  it('head-frame-config: adds a frame without a condition; the mock refuses a name the kind already has', async () => {
    const { user, table } = await openScreen('/medal-manage/head-frame-config', 'Golden Bloom');
    expect(within(rowOf(table, 'Ramadan Crescent')).getByText('For good')).toBeInTheDocument();
    expect(within(rowOf(table, 'Golden Bloom')).getByText('30')).toBeInTheDocument();

    await user.click(buttonIn(document.body, 'New avatar frame'));
    const drawer = await drawerTitled('New avatar frame');
    await chooseImage(drawer, pngFile('frame.png', 360, 360));
    await within(drawer).findByRole('img', { name: 'Uploaded image' });
    await fill(user, drawer.querySelector('#form-drawer_names_en_name') as HTMLInputElement, 'golden bloom');
    await fill(user, within(drawer).getByLabelText('Days worn'), '0');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findAllByText('Another item here is already named “golden bloom”')).not.toHaveLength(0);
    await fill(user, drawer.querySelector('#form-drawer_names_en_name') as HTMLInputElement, 'Silver Moon');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    await waitFor(() => expect(within(rowOf(table, 'Silver Moon')).getByText('For good')).toBeInTheDocument());
    expect(itemNamed('Silver Moon')).toMatchObject({ kind: 'headFrame', condition: null, validDays: 0 });

    // Without a condition it reaches every app user; cancelling lists nothing.
    await user.click(buttonIn(rowOf(table, 'Silver Moon'), 'List'));
    const listing = await confirmDialog('Sure to list this avatar frame? App users will see it at once.');
    const total = db.all<AppUserRow>(APP_USER_COLLECTIONS.users).length;
    expect(within(listing).getByText(`No condition: all ${total} app users will see it.`)).toBeInTheDocument();
    await user.click(buttonIn(listing, 'Cancel'));
    await waitFor(() => expect(listing).not.toBeInTheDocument());
    expect(itemNamed('Silver Moon')!.status).toBe('delisted');
  });

  it('easter-eggs-config: adds an easter egg with its reward; the mock refuses an unknown condition and other roles', async () => {
    const { user, table } = await openScreen('/medal-manage/easter-eggs-config', 'Hidden Lullaby');
    await user.click(buttonIn(document.body, 'New easter egg'));
    const drawer = await drawerTitled('New easter egg');
    await chooseImage(drawer, pngFile('egg.png', 750, 750));
    await within(drawer).findByRole('img', { name: 'Uploaded image' });
    await choose(user, drawer, 'Task condition', '7-day streak — Check-in days: 7 in 7 days');
    await fill(user, drawer.querySelector('#form-drawer_names_en_name') as HTMLInputElement, 'Streak Surprise');
    await fill(user, within(drawer).getByLabelText('Reward points'), '30');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    await waitFor(() => expect(within(rowOf(table, 'Streak Surprise')).getByText('7-day streak')).toBeInTheDocument());
    expect(itemNamed('Streak Surprise')).toMatchObject({ kind: 'easterEgg', points: 30, condition: '7-day streak' });

    const input = {
      names: { en: { name: 'Ghost' } },
      image: 'https://oss.example.com/egg.png',
      condition: 'Sleeps 8 hours',
      validDays: null,
      points: 1,
      stock: null,
      perUserLimit: null,
    };
    const unknown = await refusalOf(medalApi.create('easterEgg', input));
    expect(unknown.message).toBe('There is no task condition named “Sleeps 8 hours”');

    await existingSession('operator');
    const denied = await refusalOf(medalApi.create('easterEgg', { ...input, condition: '7-day streak' }));
    expect(denied.code).toBe(403);
    expect(denied.message).toBe('Your account may not do this: /medal-manage/easter-eggs-config:create');
    expect(itemNamed('Ghost')).toBeUndefined();
  });
});
