import { fireEvent, waitFor } from '../support/dom';
import dayjs from 'dayjs';
import { bannerApi } from '../../src/features/banners/api';
import { BANNER_COLLECTION, type BannerRow } from '../../src/features/banners/mock/seed';
import { db } from '../../src/mocks/db';
import { pngFile } from '../support/png-file';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { confirmDialog, drawerTitled, refusalOf, success, typeWindow } from './antd-actions';

const CREATOR = '/content-recommend/creator-center-banner';
const NEWS = '/content-recommend/news-release-banner';
const banners = () => db.all<BannerRow>(BANNER_COLLECTION);
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD 10:00');

async function openScreen(path: string, firstRow: string, account: 'admin' | 'operator' = 'operator') {
  await existingSession(account);
  const view = renderApp(path);
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  await within(table).findByText(firstRow, {}, { timeout: 10_000 });
  await whenSettled(table);
  return { ...view, table };
}

const chooseImage = (drawer: HTMLElement, file: File) =>
  fireEvent.change(drawer.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('content-recommend banners', () => {
  it('adds a creator centre banner: exact image size, preview at the slot proportions, the slot capacity', async () => {
    const { user, table } = await openScreen(CREATOR, 'Join the creator programme');
    expect(within(rowOf(table, 'Monthly creator awards')).getByText('Upcoming')).toBeInTheDocument();
    expect(within(rowOf(table, 'Spring writing sprint')).getByText('Ended')).toBeInTheDocument();

    await user.click(buttonIn(document.body, 'New banner'));
    const drawer = await drawerTitled('New banner');
    const preview = within(drawer).getByRole('figure', {
      name: 'Creator centre banner at its real proportions (690 × 240)',
    });
    expect(within(preview).getByText('Upload an image to preview it')).toBeInTheDocument();
    expect(preview.querySelector('.slot-preview__frame')).toHaveStyle({ aspectRatio: '690 / 240' });

    chooseImage(drawer, pngFile('wide.png', 750, 300));
    expect(
      await within(drawer).findByText('wide.png is 750×300 px; it must be exactly 690×240 px'),
    ).toBeInTheDocument();
    chooseImage(drawer, pngFile('meetup.png', 690, 240));
    await within(drawer).findByRole('img', { name: 'Uploaded image' });
    const image = await within(preview).findByRole('img', { name: 'Banner preview' });
    expect(image.getAttribute('src')).toMatch(/\/mock-oss\/\d+\/meetup\.png$/);

    await fill(user, drawer.querySelector('#form-drawer_texts_en_title') as HTMLInputElement, 'Creator meetup');
    expect(await within(preview).findByText('Creator meetup')).toHaveAttribute('dir', 'auto');
    await fill(user, within(drawer).getByLabelText('Link'), 'https://h5.example.com/to-h5/meetup');
    // Three banners are in the slot on day 5: a fourth is refused, keeping the form.
    await typeWindow(user, drawer, day(5), day(10));
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findAllByText(
        'This slot already shows 3 banners during part of this time; it rotates at most 3 at once',
      ),
    ).not.toHaveLength(0);
    expect(banners().filter((banner) => banner.slot === 'creatorCenter')).toHaveLength(4);
    expect(within(drawer).getByLabelText('Link')).toHaveValue('https://h5.example.com/to-h5/meetup');

    await typeWindow(user, drawer, day(13), day(20));
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const row = await within(table)
      .findByText('Creator meetup')
      .then((cell) => cell.closest('tr')!);
    expect(within(row).getByText('Upcoming')).toBeInTheDocument();
    expect(banners().find((banner) => banner.texts.en?.title === 'Creator meetup')).toMatchObject({
      slot: 'creatorCenter',
      link: 'https://h5.example.com/to-h5/meetup',
      updatedBy: 'operator',
    });
  });

  it('takes a showing banner down after confirmation, then deletes it', async () => {
    const { user, table } = await openScreen(CREATOR, 'Writing tips for new creators');
    const showing = rowOf(table, 'Writing tips for new creators');
    expect(within(showing).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(buttonIn(showing, 'Take down'));
    await user.click(buttonIn(await confirmDialog('Sure to take this banner down now?'), 'Take down'));
    await waitFor(() =>
      expect(within(rowOf(table, 'Writing tips for new creators')).getByText('Ended')).toBeInTheDocument(),
    );
    await user.click(buttonIn(rowOf(table, 'Writing tips for new creators'), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this banner?'), 'Delete'));
    await waitFor(() => expect(within(table).queryByText('Writing tips for new creators')).toBeNull());
  });

  it('checks the news release slot size, and refuses another slot or role at the mock', async () => {
    const { user } = await openScreen(NEWS, 'App 5.4: symptom insights', 'admin');
    await user.click(buttonIn(document.body, 'New banner'));
    const drawer = await drawerTitled('New banner');
    expect(within(drawer).getByText(/exactly 750×300 px/)).toBeInTheDocument();
    expect(
      within(drawer).getByRole('figure', { name: 'News release banner at its real proportions (750 × 300)' }),
    ).toBeInTheDocument();

    // A creator centre banner is not the news release screen's to delete.
    const creatorBanner = banners().find(
      (banner) => banner.slot === 'creatorCenter' && banner.endAt < new Date().toISOString(),
    )!;
    const wrongSlot = await refusalOf(bannerApi.remove('newsRelease', creatorBanner.id));
    expect(wrongSlot.code).toBe(404);

    await existingSession('moderator');
    const error = await refusalOf(bannerApi.remove('creatorCenter', creatorBanner.id));
    expect(error.code).toBe(403);
    expect(error.message).toBe(`Your account may not do this: ${CREATOR}:delete`);
    expect(banners().some((banner) => banner.id === creatorBanner.id)).toBe(true);
  });
});
