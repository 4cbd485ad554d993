import { addDays, localDay } from '../../src/features/recommendations/rules';
import { waitFor } from '../support/dom';
import { pngFile } from '../support/png-file';
import { paste, success } from './antd-actions';
import { chooseButtonOption, fill, whenSettled, within } from './render-app';
import { chooseImage, firstCells, typeDays } from './recommendations-helpers';
import { newRecommendation, openMode, rowsOf, tableRow } from './recommendations-modes-helpers';

/**
 * The pregnancy-preparing mode's tool page: a card, shown in the waiting list, after a save without its
 * image and with a link that is not one is refused with the form kept.
 */

describe('content-recommend/prepare-pregnant', () => {
  it('asks for the image and a valid link, keeping the title, then saves the card', async () => {
    const tomorrow = addDays(localDay(Date.now()), 1);
    const { user, table } = await openMode(
      '/content-recommend/prepare-pregnant?status=waiting',
      'Pregnancy-Preparing Mode Tool Page',
    );
    const drawer = await newRecommendation(user);
    await chooseButtonOption(user, within(drawer).getByRole('radio', { name: 'Card' }));
    await paste(user, within(drawer).getAllByLabelText('Title')[0], 'Track your ovulation');
    await paste(user, within(drawer).getAllByLabelText('Link')[0], 'tools/ovulation');
    await typeDays(user, drawer, tomorrow, addDays(tomorrow, 13));
    const before = rowsOf('tools', 'prePregnancy').length;
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Upload the image of the card or banner.')).toBeInTheDocument();
    expect(within(drawer).getByText('A link is a full http(s) address or a path starting with /')).toBeInTheDocument();
    expect(rowsOf('tools', 'prePregnancy')).toHaveLength(before);
    expect(within(drawer).getAllByLabelText('Title')[0]).toHaveValue('Track your ovulation');

    chooseImage(drawer, pngFile('ovulation.png', 690, 390));
    const preview = within(drawer).getByRole('figure', { name: 'Card as the app shows it, 690 × 390' });
    await within(preview).findByRole('img', { name: 'The image in the slot, cropped as the app shows it' });
    await fill(user, within(drawer).getAllByLabelText('Link')[0], '/tools/ovulation');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const created = rowsOf('tools', 'prePregnancy').find((row) => row.texts.en?.title === 'Track your ovulation');
    expect(created).toMatchObject({ kind: 'card', startDate: tomorrow, texts: { en: { link: '/tools/ovulation' } } });
    await waitFor(() => expect(firstCells(table)).toContain(String(created!.id)));
    expect(within(tableRow(table, created!.id)).getByText('Track your ovulation')).toBeInTheDocument();
  });
});
