import { waitFor } from '../support/dom';
import { ARTICLE_COLLECTIONS, type ArticleCategoryRow, type ArticleRow } from '../../src/features/articles/mock/seed';
import type { ArticleKind } from '../../src/features/articles/types';
import { db } from '../../src/mocks/db';
import { buttonIn, clickWhenReady, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, drawerTitled, paste, success } from './antd-actions';

/**
 * Writing an insights article on its own page (the rule on its texts, then the article created and listed)
 * and the help article list (filtered by category; an edit the mock refuses for a display ID taken, then
 * saved). The other article screens: articles.test.tsx.
 */

const articles = (kind: ArticleKind) =>
  db.all<ArticleRow>(ARTICLE_COLLECTIONS.articles).filter((row) => row.kind === kind);
const field = (form: string, path: string) => document.getElementById(`${form}_${path}`) as HTMLInputElement;
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('insights-article/new-article', () => {
  it('asks for a language with both title and description, keeping the title, then creates and lists it', async () => {
    await existingSession('operator');
    const { user } = renderApp('/insights-article/new-article');
    const form = 'new-insights-article';
    expect(
      await screen.findByRole('heading', { name: 'New insights article', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const highest = Math.max(...articles('insights').map((row) => row.displayId));
    await waitFor(() => expect(field(form, 'displayId')).toHaveValue(String(highest + 1)));
    const before = articles('insights').length;

    await paste(user, field(form, 'texts_en_title'), 'Iron before pregnancy');
    await user.click(buttonIn(document.body, 'Create article'));
    expect(await screen.findByText('At least one language must have both title and description.')).toBeInTheDocument();
    expect(articles('insights')).toHaveLength(before);
    expect(field(form, 'texts_en_title')).toHaveValue('Iron before pregnancy');

    await paste(user, field(form, 'texts_en_description'), 'Why iron stores matter before you conceive.');
    await paste(user, field(form, 'texts_en_link'), '/insights/iron');
    await user.click(buttonIn(document.body, 'Create article'));
    expect(await success('Created')).toBeInTheDocument();
    expect(await screen.findByText(`Article ${highest + 1} was created.`)).toBeInTheDocument();
    expect(articles('insights').find((row) => row.displayId === highest + 1)).toMatchObject({
      createdBy: 'operator',
      texts: { en: { title: 'Iron before pregnancy', link: '/insights/iron' } },
    });

    await user.click(screen.getByRole('link', { name: 'Open it in the article list' }));
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(await within(table).findByText('Iron before pregnancy')).toBeInTheDocument();
    expect(await screen.findByText('1 in all')).toBeInTheDocument();
  });
});

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
