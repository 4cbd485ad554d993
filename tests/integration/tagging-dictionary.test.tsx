import { waitFor } from '../support/dom';
import { TAGGING_COLLECTIONS, type TagRow } from '../../src/features/tagging/mock/seed';
import { db } from '../../src/mocks/db';
import { buttonIn, existingSession, fill, renderApp, screen, within } from './render-app';

const DICTIONARY = '/content-labels/tweets-labels';
const tag = (en: string) => db.find<TagRow>(TAGGING_COLLECTIONS.tags, (row) => row.names.en === en);

async function openDictionary(account: 'moderator' | 'admin' = 'moderator') {
  await existingSession(account);
  const view = renderApp(DICTIONARY);
  await screen.findByRole('heading', { name: 'Post Labels', level: 1 });
  await screen.findByText('Pregnancy');
  const table = screen.getByRole('table', { name: 'Topic tags' });
  return { ...view, table };
}

describe('content-labels/tweets-labels', () => {
  it('adds a level-2 tag under a level-1 tag, refusing a name used at that level', async () => {
    const { user, table } = await openDictionary();
    const row = within(table).getByText('Nutrition').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Add level-2 tag' }));
    const drawer = await screen.findByRole('dialog', { name: 'New level-2 tag' });
    await fill(user, within(drawer).getByLabelText('Name (Chinese)'), '孕期零食');
    await fill(user, within(drawer).getByLabelText('Name (English)'), 'recipes');
    const arabic = within(drawer).getByLabelText('Name (Arabic)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await fill(user, arabic, 'وجبات خفيفة');
    await user.click(buttonIn(drawer, 'Save'));
    // "Recipes" already sits under Nutrition: the form says so before sending anything.
    expect(
      await within(drawer).findByText('A tag with this name already exists at this level (English)'),
    ).toBeInTheDocument();

    await fill(user, within(drawer).getByLabelText('Name (English)'), 'Healthy snacks');
    await user.click(buttonIn(drawer, 'Save'));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    const created = tag('Healthy snacks')!;
    expect(created).toMatchObject({ kind: 'level2', parentId: tag('Nutrition')!.id, enabled: true });
    expect(await within(table).findByText('Healthy snacks')).toBeInTheDocument();
  });

  it('refuses on the server a name another admin took meanwhile, in the admin language', async () => {
    const { user } = await openDictionary();
    await user.click(screen.getByRole('button', { name: /New quality label/ }));
    const drawer = await screen.findByRole('dialog', { name: 'New quality label' });
    await fill(user, within(drawer).getByLabelText('Name (Chinese)'), '推荐');
    await fill(user, within(drawer).getByLabelText('Name (English)'), 'Recommended');
    await fill(user, within(drawer).getByLabelText('Name (Arabic)'), 'موصى به');
    db.insert<TagRow>(TAGGING_COLLECTIONS.tags, {
      kind: 'quality',
      parentId: null,
      names: { zh: '精选', en: 'Recommended', ar: 'مختار' },
      enabled: true,
      sort: 99,
      updatedBy: 'admin',
      updatedAt: new Date().toISOString(),
    });
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findAllByText('A tag with this name already exists at this level (English)'),
    ).not.toHaveLength(0);
    // Nothing typed is lost.
    expect(within(drawer).getByLabelText('Name (Chinese)')).toHaveValue('推荐');
  });

  it('refuses deleting a tag posts carry, and a level-1 tag with tags under it, saying why', async () => {
    const { user, table } = await openDictionary();
    const used = within(table).getByText('Anxiety').closest('tr')!;
    await user.click(within(used).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Sure to delete this tag?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/This tag cannot be deleted: \d+ posts carry it/)).toBeInTheDocument();
    expect(tag('Anxiety')).toBeDefined();

    const parent = within(table).getByText('Community chat').closest('tr')!;
    await user.click(within(parent).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Sure to delete this tag?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/1 level-2 tags sit under it/)).toBeInTheDocument();
  });

  it('disables a tag after the question and deletes an unused one', async () => {
    const { user, table } = await openDictionary();
    const row = within(table).getByText('Sleep').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    const question = await screen.findByRole('dialog', { name: /Disable this tag/ });
    await user.click(within(question).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(tag('Sleep')!.enabled).toBe(false));

    const unused = within(table).getByText('Daily life').closest('tr')!;
    await user.click(within(unused).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sure to delete this tag?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(tag('Daily life')).toBeUndefined());
  });

  it('is not open to the operator, and the mock refuses the operator its calls', async () => {
    await existingSession('operator');
    renderApp(DICTIONARY);
    await waitFor(() => expect(window.location.pathname).toBe('/no-auth'));
    const { taggingApi } = await import('../../src/features/tagging/api');
    await expect(taggingApi.tags()).rejects.toMatchObject({ code: 403 });
  });
});
