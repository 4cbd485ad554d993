import { waitFor } from '../support/dom';
import { ARTICLE_COLLECTIONS, type ArticleCategoryRow, type ArticleRow } from '../../src/features/articles/mock/seed';
import { db } from '../../src/mocks/db';
import { buttonIn, clickWhenReady, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, drawerTitled, success } from './antd-actions';
import { articles, field, rowOf } from './articles-helpers';

/**
 * The help article list: filtered by category; an edit the mock refuses for a display ID another help
 * article has, with what was typed kept, then saved. The other article lists: articles.test.tsx.
 */

describe('help-manage/article-list', () => {
  it('filters by category, refuses a display ID another help article has, keeping the edit, then saves it', async () => {
    await existingSession('operator');
    const { user } = renderApp('/help-manage/article-list');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await whenSettled(table);

    const community = db
      .all<ArticleCategoryRow>(ARTICLE_COLLECTIONS.categories)
      .find((row) => row.names.en === 'Community')!;
    const inCommunity = articles('help').filter((row) => row.categoryId === community.id);
    const filters = screen.getByRole('form', { name: 'Filters' });
    await choose(user, filters, 'Category', 'Community');
    await user.click(buttonIn(filters, 'Search'));
    await waitFor(() => expect(window.location.search).toContain(`categoryId=${community.id}`));
    expect(await screen.findByText(`${inCommunity.length} in all`)).toBeInTheDocument();
    await whenSettled(table);
    const shown = inCommunity.find((row) => within(table).queryByText(row.texts.en!.title!))!;
    expect(shown).toBeDefined();
    const other = articles('help').find((row) => row.categoryId !== community.id)!;
    expect(within(table).queryByText(other.texts.en!.title!)).not.toBeInTheDocument();

    await clickWhenReady(user, buttonIn(rowOf(table, shown.texts.en!.title!), 'Edit'));
    const drawer = await drawerTitled(`Edit article ${shown.displayId}`);
    await fill(user, field('form-drawer', 'texts_en_title'), 'Following a topic, step by step');
    await fill(user, field('form-drawer', 'displayId'), String(other.displayId));
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findAllByText('Another article of this kind already has this display ID'),
    ).not.toHaveLength(0);
    expect(field('form-drawer', 'texts_en_title')).toHaveValue('Following a topic, step by step');
    expect(db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, shown.id)?.texts.en?.title).toBe(shown.texts.en!.title);

    await fill(user, field('form-drawer', 'displayId'), String(shown.displayId));
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Modified')).toBeInTheDocument();
    await whenSettled(table, drawer);
    expect(within(table).getByText('Following a topic, step by step')).toBeInTheDocument();
    expect(db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, shown.id)).toMatchObject({
      displayId: shown.displayId,
      categoryId: community.id,
      updatedBy: 'operator',
    });
  });
});
