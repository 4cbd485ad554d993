import { ARTICLE_COLLECTIONS, type ArticleRow } from '../../src/features/articles/mock/seed';
import { showsOnItsDays } from '../../src/features/recommendations/rules';
import { RECOMMENDATION_COLLECTIONS, type RecommendationRow } from '../../src/features/recommendations/mock/seed';
import { db } from '../../src/mocks/db';
import { fireEvent } from '../support/dom';
import { existingSession, renderApp, screen, whenSettled, within } from './render-app';

/** What the recommendations' test files share: the rows in the mock, opening a screen, the form's pickers. */

export type User = ReturnType<typeof renderApp>['user'];

export const recommendations = () => db.all<RecommendationRow>(RECOMMENDATION_COLLECTIONS.recommendations);
export const insightsOfPeriod = () =>
  recommendations().filter((row) => row.surface === 'insights' && row.mode === 'period');
/** The period insights that show on their days: cards, banners, and those of an article still listed. */
export const shownInsightsOfPeriod = () => {
  const listed = new Set(listedInsights().map((article) => article.id));
  return insightsOfPeriod().filter((row) => showsOnItsDays(row, listed.has(row.articleId!)));
};
export const listedInsights = () =>
  db
    .all<ArticleRow>(ARTICLE_COLLECTIONS.articles)
    .filter((article) => article.kind === 'insights' && article.status === 'listed');
export const seededImage = (kind: 'card' | 'banner') => recommendations().find((row) => row.kind === kind)!.image;
const optionText = (article: ArticleRow) => `${article.displayId} · ${article.texts.en?.title}`;
export const chooseImage = (drawer: HTMLElement, file: File) =>
  fireEvent.change(drawer.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

export async function open(path: string, heading: string) {
  await existingSession('operator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  return { ...view, table };
}

export async function chooseArticle(user: User, drawer: HTMLElement, article: ArticleRow) {
  await user.type(within(drawer).getByRole('combobox', { name: 'Article' }), String(article.displayId));
  const options = await screen.findAllByText(optionText(article), { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]);
}

export async function typeDays(user: User, drawer: HTMLElement, first: string, last: string) {
  for (const [placeholder, text] of [
    ['First day', first],
    ['Last day', last],
  ]) {
    await user.click(within(drawer).getByPlaceholderText(placeholder));
    await user.keyboard('{Control>}a{/Control}');
    await user.paste(text);
    await user.keyboard('{Enter}');
  }
}

export const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
