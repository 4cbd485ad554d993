import { dragOnto, waitFor } from '../support/dom';
import userEvent from '@testing-library/user-event';
import { categoryApi, guidanceApi, poolApi } from '../../src/features/content-classify/api';
import {
  CLASSIFY_COLLECTIONS,
  type ContentPoolRow,
  type GuidanceRow,
  type MainCategoryRow,
} from '../../src/features/content-classify/mock/seed';
import { db } from '../../src/mocks/db';
import { buttonIn, existingSession, renderApp, screen, whenSettled, within } from './render-app';
import { drawerTitled, paste, refusalOf, success } from './antd-actions';

type User = ReturnType<typeof renderApp>['user'];

const categories = () => db.all<MainCategoryRow>(CLASSIFY_COLLECTIONS.categories);
const pools = () => db.all<ContentPoolRow>(CLASSIFY_COLLECTIONS.pools);
const guidance = () => db.all<GuidanceRow>(CLASSIFY_COLLECTIONS.guidance);
const categoryNamed = (name: string) => categories().find((category) => category.name === name)!;

async function chooseOption(user: User, field: HTMLElement, option: string) {
  await user.click(field);
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]);
}

async function openList(path: string, firstText: string) {
  await existingSession('admin');
  const view = renderApp(path);
  // The file's first visit loads the screen's modules: slow on a loaded machine.
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText(firstText);
  return { ...view, table };
}

describe('content-classify/content-pool', () => {
  it('creates a pool from categories, refusing a category added twice on the client and in the mock', async () => {
    const { user, table } = await openList('/content-classify/content-pool', 'Home feed');
    await user.click(buttonIn(document.body, 'New content pool'));
    const drawer = await drawerTitled('New content pool');
    await paste(user, within(drawer).getByLabelText('Name'), 'Weekend picks');
    const picker = within(drawer).getByRole('combobox', { name: 'Choose a category' });
    await chooseOption(user, picker, 'Nutrition');
    await user.click(buttonIn(drawer, 'Add category'));
    await chooseOption(user, picker, 'Nutrition');
    await user.click(buttonIn(drawer, 'Add category'));
    expect(await within(drawer).findByText('The category was already added')).toBeInTheDocument();
    await chooseOption(user, picker, 'Fitness');
    await user.click(buttonIn(drawer, 'Add category'));
    const added = within(drawer).getByRole('list', { name: 'Categories in this pool' });
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nutrition', 'Fitness']);
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    expect(pools().find((pool) => pool.name === 'Weekend picks')).toMatchObject({
      weight: 0,
      categoryIds: [categoryNamed('Nutrition').id, categoryNamed('Fitness').id],
    });
    await whenSettled(table, drawer);

    const error = await refusalOf(
      poolApi.create({
        name: 'Twice',
        weight: 5,
        categoryIds: [categoryNamed('Fitness').id, categoryNamed('Fitness').id],
      }),
    );
    expect(error.message).toBe('The category was already added');
    expect(pools().some((pool) => pool.name === 'Twice')).toBe(false);
  });
});

describe('content-classify/main-classify', () => {
  it('adds a category, and refuses one already added on the client and in the mock', async () => {
    const { user, table } = await openList('/content-classify/main-classify', 'Pregnancy');
    await user.click(buttonIn(document.body, 'New category'));
    const drawer = await drawerTitled('New category');
    await paste(user, within(drawer).getByLabelText('Name'), 'nutrition');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('The category was already added')).toBeInTheDocument();
    const before = categories().length;

    const error = await refusalOf(categoryApi.create({ name: ' NUTRITION ', weight: 5 }));
    expect(error.message).toBe('The category was already added');
    expect(categories()).toHaveLength(before);

    const name = within(drawer).getByLabelText('Name');
    await user.clear(name);
    await paste(user, name, 'Sleep');
    const weight = within(drawer).getByLabelText('Weight');
    await user.clear(weight);
    await paste(user, weight, '35');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    expect(categoryNamed('Sleep')).toMatchObject({ weight: 35 });
    await whenSettled(table, drawer);
    expect(await within(table).findByText('Sleep')).toBeInTheDocument();
  });

  it('refuses the group to an account without content-classify', async () => {
    await existingSession('moderator');
    const error = await refusalOf(categoryApi.all());
    expect(error.code).toBe(403);
    await refusalOf(categoryApi.order(categories().map((category) => category.id)));
  });
});

describe('content-classify/posting-guidance', () => {
  it('writes guidance in Arabic (right to left) for a category that had none', async () => {
    const { user, table } = await openList('/content-classify/posting-guidance', 'Mental health');
    const target = categoryNamed('Mental health');
    expect(guidance().some((row) => row.id === target.id)).toBe(false);
    const row = within(table).getByText('Mental health').closest('tr') as HTMLElement;
    expect(within(row).getByText('Not written')).toBeInTheDocument();
    await user.click(buttonIn(row, 'Edit guidance'));
    const drawer = await drawerTitled('Post recommendation: Mental health');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('Write the guidance in at least one language')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('tab', { name: /Arabic/ }));
    const arabic = within(drawer)
      .getAllByLabelText('Guidance')
      .find((field) => field.getAttribute('lang') === 'ar')!;
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await paste(user, arabic, 'تحدثي عن مشاعرك، نحن هنا للاستماع.');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Saved')).toBeInTheDocument();
    expect(guidance().find((item) => item.id === target.id)?.texts).toEqual({
      ar: { text: 'تحدثي عن مشاعرك، نحن هنا للاستماع.' },
    });
    await whenSettled(table, drawer);
    const saved = within(table).getByText('Mental health').closest('tr') as HTMLElement;
    expect(getComputedStyle(within(saved).getByText('تحدثي عن مشاعرك، نحن هنا للاستماع.')).direction).toBe('rtl');

    const error = await refusalOf(guidanceApi.save(target.id, { texts: { en: { text: '   ' } } }));
    expect(error.message).toBe('Write the guidance in at least one language');
  });
});

describe('content-classify/sort-by-main-category', () => {
  it('moves a category up with the keyboard and saves the order as weights', async () => {
    await existingSession('admin');
    const { user } = renderApp('/content-classify/sort-by-main-category');
    const list = await screen.findByRole('list', { name: 'Main categories, first shown first' }, { timeout: 15_000 });
    const byWeight = [...categories()].sort((a, b) => b.weight - a.weight);
    const last = byWeight.at(-1)!;
    const beforeLast = byWeight.at(-2)!;
    const up = within(list).getByRole('button', { name: `Move ${last.name} up` });
    expect(within(list).getByRole('button', { name: `Move ${last.name} down` })).toBeDisabled();
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(beforeLast.name));
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: `Move ${last.name} up` }));

    await user.click(buttonIn(document.body, 'Save order'));
    expect(await success('Order saved')).toBeInTheDocument();
    const saved = [...categories()].sort((a, b) => b.weight - a.weight).map((category) => category.id);
    expect(saved.slice(-2)).toEqual([last.id, beforeLast.id]);
    expect(categoryNamed(beforeLast.name).weight).toBe(10);
    expect(categoryNamed(last.name).weight).toBe(20);
  });

  it('moves a category by dragging it onto another', async () => {
    await existingSession('admin');
    renderApp('/content-classify/sort-by-main-category');
    const list = await screen.findByRole('list', { name: 'Main categories, first shown first' }, { timeout: 15_000 });
    const names = [...categories()].sort((a, b) => b.weight - a.weight).map((category) => category.name);
    const items = within(list).getAllByRole('listitem');
    await dragOnto(items[0], items[2]);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([names[1], names[2], names[0], ...names.slice(3)].map((name) => expect.stringContaining(name))),
    );
    // Not saved until asked: Undo puts the saved order back.
    await userEvent.click(buttonIn(document.body, 'Undo order changes'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(names[0]));
  });
});
