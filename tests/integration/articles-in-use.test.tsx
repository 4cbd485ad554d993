import { waitFor } from '../support/dom';
import { ARTICLE_COLLECTIONS, type ArticleRow } from '../../src/features/articles/mock/seed';
import { RECOMMENDATION_COLLECTIONS, type RecommendationRow } from '../../src/features/recommendations/mock/seed';
import { canClose, localDay } from '../../src/features/recommendations/rules';
import { db } from '../../src/mocks/db';
import { buttonIn, clickWhenReady, existingSession, renderApp, screen, whenSettled, within } from './render-app';
import { confirmDialog, success } from './antd-actions';

/** An article a recommendation still uses cannot be deleted; the refusal names the recommendation. */

const stored = (id: number) => db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, id);

describe('insights-article/article-list: an article in use', () => {
  it('delists it, then refuses to delete it, naming the recommendation that uses it, and keeps it', async () => {
    const today = localDay(Date.now());
    const use = db
      .all<RecommendationRow>(RECOMMENDATION_COLLECTIONS.recommendations)
      .find(
        (row) =>
          row.surface === 'insights' &&
          row.kind === 'article' &&
          canClose(row, today) &&
          stored(row.articleId!)?.status === 'listed',
      )!;
    const article = stored(use.articleId!)!;
    await existingSession('admin');
    const { user } = renderApp(`/insights-article/article-list?displayId=${article.displayId}`);
    const table = await screen.findByRole('table');
    await whenSettled(table);
    const rowOf = () => within(table).getByText(article.texts.en!.title!).closest('tr') as HTMLElement;
    await waitFor(() => expect(rowOf()).not.toBeNull());

    await clickWhenReady(user, buttonIn(rowOf(), 'Delist'));
    await user.click(buttonIn(await confirmDialog('Sure to delist this article? The app stops showing it.'), 'Delist'));
    expect(await success('Delisted: the app no longer shows it')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf()).getByText('Delisted')).toBeInTheDocument());

    await clickWhenReady(user, buttonIn(rowOf(), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this article?'), 'Delete'));
    expect(
      await screen.findByText(new RegExp(`^Recommendations? .*${use.id} \\(${use.startDate} – ${use.endDate}\\)`)),
    ).toBeInTheDocument();
    expect(stored(article.id)).toBeDefined();
    expect(within(table).getByText(article.texts.en!.title!)).toBeInTheDocument();
  });
});
