import { addDays, localDay } from '../../src/features/recommendations/rules';
import { waitFor } from '../support/dom';
import { pngFile } from '../support/png-file';
import { success } from './antd-actions';
import { chooseButtonOption, fill, whenSettled, within } from './render-app';
import { chooseArticle, chooseImage, firstCells, typeDays } from './recommendations-helpers';
import { freeArticle, newRecommendation, openMode, rowsOf, tableRow } from './recommendations-modes-helpers';

/**
 * The tool pages of the menstrual and pregnancy-preparing modes: each creates a recommendation shown in
 * its waiting list, after a refusal that keeps what was typed. The pregnancy tool page:
 * recommendations.test.tsx.
 */

describe('content-recommend/menstruation', () => {
  it('refuses cycle days that end before they start, keeping the form, then saves days 5 to 14', async () => {
    const tomorrow = addDays(localDay(Date.now()), 1);
    const days = { startDate: tomorrow, endDate: addDays(tomorrow, 6) };
    const article = freeArticle('tools', 'period', days);
    const { user, table } = await openMode(
      '/content-recommend/menstruation?status=waiting',
      'Menstrual Mode Tool Page',
    );
    const drawer = await newRecommendation(user);
    await chooseArticle(user, drawer, article);
    await typeDays(user, drawer, days.startDate, days.endDate);
    await fill(user, within(drawer).getByLabelText('From cycle day'), '14');
    await fill(user, within(drawer).getByLabelText('To cycle day'), '5');
    const before = rowsOf('tools', 'period').length;
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The end comes before the start')).toBeInTheDocument();
    expect(rowsOf('tools', 'period')).toHaveLength(before);
    expect(within(drawer).getByPlaceholderText('Last day')).toHaveValue(days.endDate);
    expect(within(drawer).getByLabelText('From cycle day')).toHaveValue('14');

    await fill(user, within(drawer).getByLabelText('From cycle day'), '5');
    await fill(user, within(drawer).getByLabelText('To cycle day'), '14');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const created = rowsOf('tools', 'period').find((row) => row.createdBy === 'operator' && row.startDate === tomorrow);
    expect(created).toMatchObject({ kind: 'article', articleId: article.id, stageFrom: 5, stageTo: 14 });
    await waitFor(() => expect(firstCells(table)).toContain(String(created!.id)));
    const row = tableRow(table, created!.id);
    expect(within(row).getByText(article.texts.en!.title!)).toBeInTheDocument();
    expect(within(row).getByText('5 – 14')).toBeInTheDocument();
  });
});

describe('content-recommend/prepare-pregnant', () => {
  it('asks for the image and a valid link, keeping the title, then saves the card', async () => {
    const tomorrow = addDays(localDay(Date.now()), 1);
    const { user, table } = await openMode(
      '/content-recommend/prepare-pregnant?status=waiting',
      'Pregnancy-Preparing Mode Tool Page',
    );
    const drawer = await newRecommendation(user);
    await chooseButtonOption(user, within(drawer).getByRole('radio', { name: 'Card' }));
    await fill(user, within(drawer).getAllByLabelText('Title')[0], 'Track your ovulation');
    await fill(user, within(drawer).getAllByLabelText('Link')[0], 'tools/ovulation');
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
