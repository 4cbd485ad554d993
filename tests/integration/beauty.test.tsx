import { fireEvent, waitFor } from '../support/dom';
import { beautyApi } from '../../src/features/beauty/api';
import { BEAUTY_COLLECTION, type BeautyRow } from '../../src/features/beauty/mock/seed';
import { db } from '../../src/mocks/db';
import { pngFile } from '../support/png-file';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { confirmDialog, drawerTitled, refusalOf, success } from './antd-actions';

const STICKERS = '/beauty-manage/beauty-sticker';
const STYLES = '/beauty-manage/beauty-style';
const effects = () => db.all<BeautyRow>(BEAUTY_COLLECTION);
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
const zipFile = (name: string, real = true) =>
  new File([Uint8Array.from(real ? [0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0] : [0x52, 0x61, 0x72, 0x21])], name, {
    type: 'application/zip',
  });

async function openScreen(path: string, firstRow: string) {
  await existingSession('admin');
  const view = renderApp(path);
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  await within(table).findByText(firstRow, {}, { timeout: 10_000 });
  await whenSettled(table);
  return { ...view, table };
}

const choose = (field: HTMLElement, file: File) =>
  fireEvent.change(field.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
const itemOf = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('beauty-manage stickers and styles', () => {
  it('adds a sticker with its icon and effect package, then lists it', async () => {
    const { user, table } = await openScreen(STICKERS, 'Bunny ears');
    expect(within(rowOf(table, 'Ramadan lantern')).getByText('Delisted')).toBeInTheDocument();

    await user.click(buttonIn(document.body, 'New sticker'));
    const drawer = await drawerTitled('New sticker');
    await fill(user, drawer.querySelector('#form-drawer_names_en_name') as HTMLInputElement, 'Party hat');
    choose(itemOf(drawer, 'Tray icon'), pngFile('hat.png', 300, 300));
    expect(await within(drawer).findByText('hat.png is 300×300 px; it must be exactly 200×200 px')).toBeInTheDocument();
    choose(itemOf(drawer, 'Tray icon'), pngFile('hat-icon.png', 200, 200));
    await within(drawer).findByRole('img', { name: 'Uploaded image' });

    const packageItem = itemOf(drawer, 'Effect package');
    choose(packageItem, new File(['x'], 'hat.rar'));
    expect(await within(packageItem).findByText('hat.rar is not a .zip effect package')).toBeInTheDocument();
    choose(packageItem, zipFile('renamed.zip', false));
    expect(await within(packageItem).findByText('renamed.zip is not a real zip archive')).toBeInTheDocument();
    choose(packageItem, zipFile('party-hat.zip'));
    expect(await within(packageItem).findByText('party-hat.zip')).toBeInTheDocument();

    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    await waitFor(() => expect(within(rowOf(table, 'Party hat')).getByText('Delisted')).toBeInTheDocument());
    expect(effects().find((effect) => effect.names.en?.name === 'Party hat')).toMatchObject({
      kind: 'sticker',
      status: 'delisted',
      asset: { type: 'package', name: 'party-hat.zip', size: 8 },
    });

    await user.click(buttonIn(rowOf(table, 'Party hat'), 'List'));
    await waitFor(() => expect(within(rowOf(table, 'Party hat')).getByText('Listed')).toBeInTheDocument());
  });

  it('reorders the styles of the camera tray and delists then deletes one', async () => {
    const { user, table } = await openScreen(STYLES, 'Natural glow');
    await user.click(buttonIn(document.body, 'Reorder'));
    const dialog = (await screen.findByText("Order in the camera's tray", { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    const list = await within(dialog).findByRole('list', { name: 'Effects in tray order' });
    await within(list).findByText('Black and white');
    await user.click(within(list).getByRole('button', { name: 'Move Black and white up' }));
    await user.click(within(list).getByRole('button', { name: 'Move Black and white up' }));
    await user.click(buttonIn(dialog, 'Save'));
    expect(await success('Operation succeeded')).toBeInTheDocument();
    await waitFor(() => {
      const first = within(table).getAllByRole('row')[1];
      expect(within(first).getByText('Black and white')).toBeInTheDocument();
    });

    await user.click(buttonIn(rowOf(table, 'Soft pink'), 'Delist'));
    await user.click(
      buttonIn(await confirmDialog('Sure to delist this effect? The camera stops offering it.'), 'Delist'),
    );
    await waitFor(() => expect(within(rowOf(table, 'Soft pink')).getByText('Delisted')).toBeInTheDocument());
    await user.click(buttonIn(rowOf(table, 'Soft pink'), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this effect?'), 'Delete'));
    await waitFor(() => expect(within(table).queryByText('Soft pink')).toBeNull());
  });

  it('refuses at the mock a listed deletion, a name taken, and an operator without beauty-manage', async () => {
    await openScreen(STICKERS, 'Bunny ears');
    const bunny = effects().find((effect) => effect.names.en?.name === 'Bunny ears')!;
    const listed = await refusalOf(beautyApi.remove('sticker', bunny.id));
    expect(listed.code).toBe(409);
    expect(listed.message).toBe('Delist the effect before deleting it');
    const taken = await refusalOf(
      beautyApi.create('sticker', { names: { zh: { name: '兔耳朵' } }, icon: bunny.icon, asset: bunny.asset }),
    );
    expect(taken.message).toBe('“兔耳朵” is already the name of another effect');

    await existingSession('operator');
    const denied = await refusalOf(beautyApi.delist('sticker', bunny.id));
    expect(denied.code).toBe(403);
    expect(denied.message).toBe(`Your account may not do this: ${STICKERS}:listing`);
    expect(effects().find((effect) => effect.id === bunny.id)?.status).toBe('listed');
  });
});
