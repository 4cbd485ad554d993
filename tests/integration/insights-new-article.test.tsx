import { waitFor } from '../support/dom';
import { buttonIn, existingSession, renderApp, screen, within } from './render-app';
import { choose, paste, success } from './antd-actions';
import { articles, categories, field } from './articles-helpers';

/**
 * Writing an insights article on its own page: a title alone is refused by the one-complete-language rule
 * with the title kept, then the article is created and opened in the list. The help and pregnancy new
 * article pages: articles.test.tsx.
 */

describe('insights-article/new-article', () => {
  it('asks for a language with both title and description, keeping the title, then creates and lists it', async () => {
    await existingSession('operator');
    const { user } = renderApp('/insights-article/new-article');
    const form = 'new-insights-article';
    expect(
      await screen.findByRole('heading', { name: 'New Article', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const highest = Math.max(...articles('insights').map((row) => row.displayId));
    await waitFor(() => expect(field(form, 'displayId')).toHaveValue(String(highest + 1)));
    const before = articles('insights').length;

    await paste(user, field(form, 'texts_en_title'), 'Iron before pregnancy');
    await user.click(buttonIn(document.body, 'Create article'));
    expect(await screen.findByText('At least one language must have both title and description.')).toBeInTheDocument();
    // Each field's rule answers on its own: the category's may come a render later.
    expect(await screen.findByText('Choose the category.')).toBeInTheDocument();
    expect(articles('insights')).toHaveLength(before);
    expect(field(form, 'texts_en_title')).toHaveValue('Iron before pregnancy');

    await paste(user, field(form, 'texts_en_description'), 'Why iron stores matter before you conceive.');
    await paste(user, field(form, 'texts_en_link'), '/insights/iron');
    await choose(user, document.body, 'Category', 'Nutrition');
    await user.click(buttonIn(document.body, 'Create article'));
    expect(await success('Created')).toBeInTheDocument();
    expect(await screen.findByText(`Article ${highest + 1} was created.`)).toBeInTheDocument();
    expect(articles('insights').find((row) => row.displayId === highest + 1)).toMatchObject({
      createdBy: 'operator',
      categoryId: categories().find((row) => row.kind === 'insights' && row.names.en === 'Nutrition')!.id,
      texts: { en: { title: 'Iron before pregnancy', link: '/insights/iron' } },
    });

    await user.click(screen.getByRole('link', { name: 'Open it in the article list' }));
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(await within(table).findByText('Iron before pregnancy')).toBeInTheDocument();
    expect(await screen.findByText('1 in all')).toBeInTheDocument();
  });
});
