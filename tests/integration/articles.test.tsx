import { waitFor } from '../support/dom';
import { articleApi, categoryApi } from '../../src/features/articles/api';
import { ARTICLE_COLLECTIONS, type ArticleCategoryRow, type ArticleRow } from '../../src/features/articles/mock/seed';
import type { ArticleKind } from '../../src/features/articles/types';
import { db } from '../../src/mocks/db';
import { buttonIn, clickWhenReady, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, confirmDialog, drawerTitled, paste, refusalOf, success } from './antd-actions';

const articles = (kind: ArticleKind) =>
  db.all<ArticleRow>(ARTICLE_COLLECTIONS.articles).filter((row) => row.kind === kind);
const categories = () => db.all<ArticleCategoryRow>(ARTICLE_COLLECTIONS.categories);
const field = (form: string, path: string) => document.getElementById(`${form}_${path}`) as HTMLInputElement;
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

async function openList(path: string, account: 'admin' | 'operator' = 'admin') {
  await existingSession(account);
  const view = renderApp(path);
  // The file's first visit loads the screen's modules: slow on a loaded machine.
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  await whenSettled(table);
  return { ...view, table };
}

describe('help-manage/new-article', () => {
  it('writes a help article in two languages, proposing the next display ID, and lists it at once', async () => {
    await existingSession('operator');
    const { user } = renderApp('/help-manage/new-article');
    const form = 'new-help-article';
    const displayId = await waitFor(
      () => {
        const input = field(form, 'displayId');
        expect(input).toBeInTheDocument();
        return input;
      },
      { timeout: 15_000 },
    );
    const highest = Math.max(...articles('help').map((row) => row.displayId));
    expect(displayId).toHaveValue(String(highest + 1));

    // The form's own rules: nothing written yet.
    await user.click(buttonIn(document.body, 'Create article'));
    expect(await screen.findByText('At least one language must have both title and description.')).toBeInTheDocument();
    expect(screen.getByText('Choose the category.')).toBeInTheDocument();

    await choose(user, document.body, 'Category', 'Community');
    await paste(user, field(form, 'texts_en_title'), 'How to follow a topic');
    await paste(user, field(form, 'texts_en_description'), 'Follow a topic to see its new posts first.');
    await paste(user, field(form, 'texts_en_link'), 'help/follow');
    await user.click(buttonIn(document.body, 'Create article'));
    expect(
      await screen.findByText('Enter a full http(s) address or a path on the H5 site starting with /.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The app opens:')).toBeNull();
    await fill(user, field(form, 'texts_en_link'), '/help/follow-a-topic');
    // Each language's link previews the address the app opens: an H5 path under the stage's domain and /to-h5.
    expect(
      await screen.findByRole('link', { name: 'https://h5.test.example.invalid/to-h5/help/follow-a-topic' }),
    ).toHaveAttribute('href', 'https://h5.test.example.invalid/to-h5/help/follow-a-topic');

    await user.click(screen.getByRole('tab', { name: 'Arabic' }));
    const arabic = field(form, 'texts_ar_title');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await paste(user, arabic, 'كيفية متابعة موضوع');
    await paste(user, field(form, 'texts_ar_link'), '/help/follow-a-topic?lang=ar');
    expect(
      await screen.findByRole('link', { name: 'https://h5.test.example.invalid/to-h5/help/follow-a-topic?lang=ar' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'List it now' }));
    await user.click(buttonIn(document.body, 'Create article'));

    expect(await success('Created')).toBeInTheDocument();
    expect(await screen.findByText(`Article ${highest + 1} was created.`)).toBeInTheDocument();
    const created = articles('help').find((row) => row.displayId === highest + 1);
    expect(created).toMatchObject({
      categoryId: categories().find((row) => row.names.en === 'Community')!.id,
      pregnancyWeek: null,
      status: 'listed',
      createdBy: 'operator',
      texts: {
        en: {
          title: 'How to follow a topic',
          description: 'Follow a topic to see its new posts first.',
          link: '/help/follow-a-topic',
        },
        ar: { title: 'كيفية متابعة موضوع', link: '/help/follow-a-topic?lang=ar' },
      },
    });
    // Ready for the next one.
    await waitFor(() => expect(field(form, 'displayId')).toHaveValue(String(highest + 2)));
    expect(field(form, 'texts_en_title')).toHaveValue('');

    // The notice links to the new article in the list.
    await user.click(screen.getByRole('link', { name: 'Open it in the article list' }));
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(await within(table).findByText('How to follow a topic')).toBeInTheDocument();
    expect(await screen.findByText('1 in all')).toBeInTheDocument();
    expect(window.location.search).toBe(`?displayId=${highest + 1}`);
  });

  it('keeps the form when the mock refuses a display ID another help article has', async () => {
    await existingSession('admin');
    const { user } = renderApp('/help-manage/new-article');
    const form = 'new-help-article';
    const displayId = await waitFor(
      () => {
        const input = field(form, 'displayId');
        expect(input).toBeInTheDocument();
        return input;
      },
      { timeout: 15_000 },
    );
    const taken = articles('help')[2];
    const before = articles('help').length;
    await fill(user, displayId, String(taken.displayId));
    await choose(user, document.body, 'Category', 'Privacy and data');
    await paste(user, field(form, 'texts_en_title'), 'Two-step sign-in');
    await paste(user, field(form, 'texts_en_description'), 'A code by message as well as the password.');
    await paste(user, field(form, 'texts_en_link'), 'https://help.example.com/two-step');
    await user.click(buttonIn(document.body, 'Create article'));

    const messages = await screen.findAllByText('Another article of this kind already has this display ID');
    expect(messages.length).toBeGreaterThan(0);
    expect(articles('help')).toHaveLength(before);
    expect(field(form, 'texts_en_title')).toHaveValue('Two-step sign-in');
    expect(field(form, 'texts_en_link')).toHaveValue('https://help.example.com/two-step');
  });
  it('keeps what was typed in its tab through browser back and forward', async () => {
    await existingSession('operator');
    const { user } = renderApp('/pregnancy-article/article-list');
    const nav = await screen.findByRole('menu', { name: 'Main navigation' });
    await user.click(await within(nav).findByRole('menuitem', { name: 'New Article' }));
    const title = await waitFor(() => {
      const input = field('new-pregnancy-article', 'texts_en_title');
      expect(input).toBeInTheDocument();
      return input;
    });
    await paste(user, title, 'Week 30: practising breathing');

    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/pregnancy-article/article-list'));
    await waitFor(() => expect(title).not.toBeVisible());
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
    window.history.forward();
    await waitFor(() => expect(title).toBeVisible());
    expect(window.location.pathname).toBe('/pregnancy-article/new-article');
    expect(title).toHaveValue('Week 30: practising breathing');
  });
});

describe('pregnancy-article/article-list', () => {
  it('filters by week, delists after asking, then deletes the delisted article after asking', async () => {
    const { user, table } = await openList('/pregnancy-article/article-list', 'operator');
    const week8 = articles('pregnancy').find((row) => row.pregnancyWeek === 8)!;
    expect(week8.status).toBe('listed');
    const filters = screen.getByRole('form', { name: 'Filters' });
    await choose(user, filters, 'Pregnancy week', 'Week 8');
    await user.click(buttonIn(filters, 'Search'));
    await waitFor(() => expect(window.location.search).toContain('pregnancyWeek=8'));
    expect(await screen.findByText('1 in all')).toBeInTheDocument();
    await whenSettled(table);
    const row = rowOf(table, week8.texts.en!.title!);
    // A listed article offers no delete; its link opens on the H5 site.
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/to-h5\/pregnancy\/\d+-/));

    await clickWhenReady(user, buttonIn(row, 'Delist'));
    await user.click(buttonIn(await confirmDialog('Sure to delist this article? The app stops showing it.'), 'Delist'));
    expect(await success('Delisted: the app no longer shows it')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, week8.texts.en!.title!)).getByText('Delisted')).toBeInTheDocument());
    expect(db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, week8.id)?.status).toBe('delisted');

    await clickWhenReady(user, buttonIn(rowOf(table, week8.texts.en!.title!), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this article?'), 'Delete'));
    expect(await success('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(week8.texts.en!.title!)).not.toBeInTheDocument());
    expect(db.byId(ARTICLE_COLLECTIONS.articles, week8.id)).toBeUndefined();
  });

  it('refuses to delete a listed article, and refuses article calls to an account without the group', async () => {
    await existingSession('admin');
    const listed = articles('pregnancy').find((row) => row.status === 'listed')!;
    const error = await refusalOf(articleApi.remove('pregnancy', listed.id));
    expect(error.message).toBe('A listed article cannot be deleted: delist it first');
    expect(db.byId(ARTICLE_COLLECTIONS.articles, listed.id)).toBeDefined();
    // A pregnancy article cannot be reached through the help endpoints.
    expect((await refusalOf(articleApi.list('help', listed.id))).code).toBe(404);

    await existingSession('moderator');
    expect((await refusalOf(articleApi.page('pregnancy', { current: 1, size: 10 }))).code).toBe(403);
    expect((await refusalOf(categoryApi.all())).code).toBe(403);
  });
});

describe('insights-article/article-list', () => {
  it('edits an article in a drawer, and the mock checks the texts again', async () => {
    const { user, table } = await openList('/insights-article/article-list');
    const newest = articles('insights').sort((a, b) => b.id - a.id)[0];
    await clickWhenReady(user, buttonIn(rowOf(table, newest.texts.en!.title!), 'Edit'));
    const drawer = await drawerTitled(`Edit article ${newest.displayId}`);
    const title = field('form-drawer', 'texts_en_title');
    expect(title).toHaveValue(newest.texts.en!.title);
    const opens = within(drawer).getAllByText('The app opens:')[0];
    expect(within(opens).getByRole('link').textContent).toMatch(/^https:\/\/\S+$/);
    await fill(user, title, 'Getting ready to breastfeed');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Modified')).toBeInTheDocument();
    await whenSettled(table, drawer);
    expect(within(table).getByText('Getting ready to breastfeed')).toBeInTheDocument();
    expect(db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, newest.id)).toMatchObject({
      status: newest.status,
      updatedBy: 'admin',
      texts: { en: { title: 'Getting ready to breastfeed', link: newest.texts.en!.link } },
    });

    const refused = await refusalOf(
      articleApi.update('insights', newest.id, { displayId: newest.displayId, texts: { zh: { title: '只有标题' } } }),
    );
    expect(refused.message).toBe('At least one language must have both title and description');
  });
});

describe('insights-article categories', () => {
  it('files insights articles under their own categories: list filter, form field, and the mock checks the kind', async () => {
    const { user, table } = await openList('/insights-article/article-list', 'operator');
    const nutrition = categories().find((row) => row.kind === 'insights' && row.names.en === 'Nutrition')!;
    const filed = articles('insights').filter((row) => row.categoryId === nutrition.id);
    await choose(user, document.body, 'Category', 'Nutrition');
    await user.click(buttonIn(screen.getByRole('form', { name: 'Filters' }), 'Search'));
    expect(await screen.findByText(`${filed.length} in all`)).toBeInTheDocument();
    await whenSettled(table);
    const first = filed[0];
    const row = rowOf(table, first.texts.en!.title!);
    expect(within(row).getByText('Nutrition')).toBeInTheDocument();

    await clickWhenReady(user, buttonIn(row, 'Edit'));
    const drawer = await drawerTitled(`Edit article ${first.displayId}`);
    await choose(user, drawer, 'Category', 'Wellbeing');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Modified')).toBeInTheDocument();
    const wellbeing = categories().find((row) => row.kind === 'insights' && row.names.en === 'Wellbeing')!;
    expect(db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, first.id)?.categoryId).toBe(wellbeing.id);

    const help = categories().find((row) => row.kind === 'help')!;
    const refused = await refusalOf(
      articleApi.update('insights', first.id, { displayId: first.displayId, categoryId: help.id, texts: first.texts }),
    );
    expect(refused.message).toBe('This category no longer exists');
    const none = await refusalOf(articleApi.update('insights', first.id, { displayId: first.displayId, texts: first.texts }));
    expect(none.message).toBe('Choose the category');
  });
});

describe('help-manage/classify', () => {
  it('adds a category, refuses to delete one that holds articles, and deletes an empty one after asking', async () => {
    const { user, table } = await openList('/help-manage/classify', 'operator');
    await user.click(buttonIn(document.body, 'New category'));
    const drawer = await drawerTitled('New category');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('Enter the category name in at least one language.')).toBeInTheDocument();
    // A name another category has in that language is refused before anything is sent.
    const before = categories().length;
    await paste(user, within(drawer).getByLabelText('Name (English)'), ' community ');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('The category was already added.')).toBeInTheDocument();
    expect(categories()).toHaveLength(before);
    await user.clear(within(drawer).getByLabelText('Name (English)'));
    await paste(user, within(drawer).getByLabelText('Name (Chinese)'), '会员');
    await paste(user, within(drawer).getByLabelText('Name (Arabic)'), 'العضوية');
    expect(within(drawer).getByLabelText('Name (Arabic)')).toHaveAttribute('dir', 'rtl');
    await fill(user, within(drawer).getByLabelText('Sort value'), '70');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    expect(categories().find((row) => row.names.zh === '会员')).toMatchObject({
      sort: 70,
      names: { ar: 'العضوية', en: null },
    });
    // The mock refuses the repeat too, when the form is bypassed.
    const repeated = await refusalOf(categoryApi.create({ names: { zh: ' 会员 ' }, sort: 80 }));
    expect(repeated.message).toBe('The category was already added');

    const used = categories().find((row) => row.names.en === 'Community')!;
    const count = articles('help').filter((row) => row.categoryId === used.id).length;
    expect(count).toBeGreaterThan(0);
    await clickWhenReady(user, buttonIn(rowOf(table, 'Community'), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this category?'), 'Delete'));
    expect(
      await screen.findByText(`This category still has articles: move or delete them first (${count})`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(categories().some((row) => row.id === used.id)).toBe(true);

    await clickWhenReady(user, buttonIn(rowOf(table, 'Payments and membership'), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this category?'), 'Delete'));
    expect(await success('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Payments and membership')).not.toBeInTheDocument());
  });
});
