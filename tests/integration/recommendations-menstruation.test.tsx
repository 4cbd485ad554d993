import { addDays, localDay } from '../../src/features/recommendations/rules';
import { waitFor } from '../support/dom';
import { success } from './antd-actions';
import { fill, whenSettled, within } from './render-app';
import { chooseArticle, firstCells, typeDays } from './recommendations-helpers';
import { freeArticle, newRecommendation, openMode, rowsOf, tableRow } from './recommendations-modes-helpers';

/**
 * The menstrual mode's tool page: an article for cycle days 5 to 14, shown in the waiting list, after the
 * cycle days ending before they start are refused with the form kept. The pregnancy tool page:
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
