import { addDays, localDay, statusOf } from '../../src/features/recommendations/rules';
import { waitFor } from '../support/dom';
import { success } from './antd-actions';
import { whenSettled, within } from './render-app';
import { chooseArticle, firstCells, listedInsights, typeDays } from './recommendations-helpers';
import { freeArticle, newRecommendation, openMode, rowsOf, tableRow } from './recommendations-modes-helpers';

/**
 * The insights of the pre-pregnancy and pregnancy modes: each creates an article recommendation shown in
 * its waiting list, after a refusal that keeps what was typed. The period mode: recommendations.test.tsx.
 */

describe('insights-article/pre-pregnancy-mode', () => {
  it('shows the mock refusing an article already recommended on those days, then saves another', async () => {
    const today = localDay(Date.now());
    const waiting = rowsOf('insights', 'prePregnancy')
      .filter((row) => statusOf(row, today) === 'waiting')
      .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
    const { user, table } = await openMode(
      '/insights-article/pre-pregnancy-mode?status=waiting',
      'Pre-pregnancy Mode Insights',
    );
    const drawer = await newRecommendation(user);
    await chooseArticle(
      user,
      drawer,
      listedInsights().find((article) => article.id === waiting.articleId)!,
    );
    await typeDays(user, drawer, waiting.startDate, waiting.endDate);
    const before = rowsOf('insights', 'prePregnancy').length;
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findAllByText('This article is already recommended here on some of these days'),
    ).not.toHaveLength(0);
    expect(rowsOf('insights', 'prePregnancy')).toHaveLength(before);
    expect(within(drawer).getByPlaceholderText('First day')).toHaveValue(waiting.startDate);
    expect(within(drawer).getByPlaceholderText('Last day')).toHaveValue(waiting.endDate);

    const free = freeArticle('insights', 'prePregnancy', waiting);
    await chooseArticle(user, drawer, free);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const created = rowsOf('insights', 'prePregnancy').find(
      (row) => row.articleId === free.id && row.startDate === waiting.startDate,
    );
    expect(created).toMatchObject({ kind: 'article', endDate: waiting.endDate, createdBy: 'operator' });
    await waitFor(() => expect(firstCells(table)).toContain(String(created!.id)));
    expect(within(tableRow(table, created!.id)).getByText(free.texts.en!.title!)).toBeInTheDocument();
  });
});

describe('insights-article/pregnancy-mode', () => {
  it('refuses a first day in the past, keeping the article, then saves it from tomorrow', async () => {
    const today = localDay(Date.now());
    const tomorrow = addDays(today, 1);
    const days = { startDate: tomorrow, endDate: addDays(tomorrow, 2) };
    const article = freeArticle('insights', 'pregnancy', { startDate: addDays(today, -1), endDate: days.endDate });
    const { user, table } = await openMode(
      '/insights-article/pregnancy-mode?status=waiting',
      'Pregnancy Mode Insights',
    );
    const drawer = await newRecommendation(user);
    await chooseArticle(user, drawer, article);
    await typeDays(user, drawer, addDays(today, -1), days.endDate);
    const before = rowsOf('insights', 'pregnancy').length;
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The first day cannot be in the past')).toBeInTheDocument();
    expect(rowsOf('insights', 'pregnancy')).toHaveLength(before);
    const chosen = within(drawer).getByRole('combobox', { name: 'Article' }).closest('.ant-select') as HTMLElement;
    expect(within(chosen).getByText(`${article.displayId} · ${article.texts.en!.title}`)).toBeInTheDocument();

    await typeDays(user, drawer, days.startDate, days.endDate);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const created = rowsOf('insights', 'pregnancy').find(
      (row) => row.articleId === article.id && row.startDate === tomorrow,
    );
    expect(created).toMatchObject({ kind: 'article', endDate: days.endDate, createdBy: 'operator' });
    await waitFor(() => expect(firstCells(table)).toContain(String(created!.id)));
    expect(within(tableRow(table, created!.id)).getByText(article.texts.en!.title!)).toBeInTheDocument();
  });
});
