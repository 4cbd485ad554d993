import { page, userEvent } from 'vitest/browser';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { STORAGE_KEYS } from '../../src/shared/stores/storage-keys';
import { fireEvent, waitFor } from '../support/dom';
import { existingSession, renderApp, screen, within } from './render-app';

/**
 * The side menu at a laptop's sizes: a long name is cut at its end and shows whole on hover, the waiting
 * count beside it stays whole and inside the menu, in both directions; the menu's edge widens it, and the
 * width is remembered.
 */

const QUEUES = {
  en: ['AI Review Management', 'AI Male User Detection', 'Disputed Post Review'],
  ar: ['إدارة المراجعة بالذكاء الاصطناعي', 'كشف المستخدمين الذكور بالذكاء الاصطناعي', 'مراجعة المنشورات المعترض عليها'],
} as const;

const sider = () => document.querySelector<HTMLElement>('.shell__sider')!;

async function openMenuIn(language: 'en' | 'ar') {
  await existingSession('admin');
  await setLanguage(language);
  const view = renderApp('/content-review/work-order');
  await screen.findByRole('menu', { name: language === 'en' ? 'Main navigation' : /./ });
  return view;
}

/** A queue's menu entry once its waiting count has come. */
async function queueEntry(name: string) {
  const entry = await screen.findByRole('menuitem', { name: new RegExp(name) });
  const count = await waitFor(() => {
    const badge = entry.querySelector<HTMLElement>('.ant-badge-count');
    expect(badge).not.toBeNull();
    return badge!;
  });
  return { count, name: entry.querySelector<HTMLElement>('.side-menu__name')! };
}

describe.each([
  [1440, 900],
  [1280, 800],
])('the side menu at %ix%i', (width, height) => {
  beforeEach(async () => {
    await page.viewport(width, height);
  });
  afterEach(async () => {
    await page.viewport(1280, 800);
    await setLanguage('en');
  });

  it.each(['en', 'ar'] as const)(
    'keeps each long queue name cut and its count whole inside the menu in %s',
    async (language) => {
      await openMenuIn(language);
      const menu = sider().getBoundingClientRect();
      for (const text of QUEUES[language]) {
        const { count, name } = await queueEntry(text);
        const box = count.getBoundingClientRect();
        expect(box.left, `${text}: count inside the menu`).toBeGreaterThanOrEqual(menu.left);
        expect(box.right, `${text}: count inside the menu`).toBeLessThanOrEqual(menu.right);
        expect(count.scrollWidth, `${text}: count whole`).toBeLessThanOrEqual(count.clientWidth + 1);
        // The name gives way: it ends before the count (after it in Arabic), and its whole shows on hover.
        const nameBox = name.closest('.ant-menu-item-label')!.getBoundingClientRect();
        if (language === 'en') expect(nameBox.right).toBeLessThanOrEqual(box.left);
        else expect(nameBox.left).toBeGreaterThanOrEqual(box.right);
        expect(name).toHaveAttribute('title', text);
      }
    },
  );
});

describe('a cut menu name with the keyboard on it', () => {
  it('unfolds onto more lines, the count still inside the menu', async () => {
    await openMenuIn('en');
    const { count, name } = await queueEntry('AI Male User Detection');
    const label = name.closest<HTMLElement>('.ant-menu-item-label')!;
    expect(label.scrollWidth).toBeGreaterThan(label.clientWidth + 1);

    // Reached with the keyboard (a real key press first, so the browser takes the focus for a keyboard one),
    // the entry shows its whole name.
    await userEvent.keyboard('{Shift}');
    name.closest<HTMLElement>('li')!.focus();
    await waitFor(() => expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth + 1));
    expect(count.getBoundingClientRect().right).toBeLessThanOrEqual(sider().getBoundingClientRect().right);
  });
});

describe('the side menu edge', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
    await setLanguage('en');
  });

  it('widens the menu when dragged outwards, cuts no French name, and remembers the width', async () => {
    await page.viewport(1440, 900);
    await openMenuIn('en');
    await setLanguage('fr');
    // Its icon's name comes first.
    const folder = await screen.findByRole('menuitem', { name: /Gestion des événements$/ });
    const name = within(folder).getByText('Gestion des événements');
    expect(name).toHaveAttribute('title', 'Gestion des événements');
    const cut = () => {
      const box = name.closest<HTMLElement>('.ant-menu-title-content')!;
      return box.scrollWidth > box.clientWidth + 1;
    };
    await waitFor(() => expect(cut()).toBe(true));

    const edge = screen.getByRole('separator', { name: 'Redimensionner le menu' });
    const start = sider().getBoundingClientRect().width;
    expect(start).toBe(240);
    fireEvent.pointerDown(edge, { button: 0, clientX: 240 });
    fireEvent.pointerMove(window, { clientX: 300 });
    fireEvent.pointerMove(window, { clientX: 340 });
    fireEvent.pointerUp(window, { clientX: 340 });

    await waitFor(() => expect(sider().getBoundingClientRect().width).toBe(340));
    expect(edge).toHaveAttribute('aria-valuenow', '340');
    expect(cut()).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences)!).state.menuWidth).toBe(340);
  });

  it('widens the menu by dragging to the left in Arabic, and by the arrow keys', async () => {
    await openMenuIn('ar');
    const edge = await screen.findByRole('separator');
    const right = sider().getBoundingClientRect().left;
    fireEvent.pointerDown(edge, { button: 0, clientX: right });
    fireEvent.pointerMove(window, { clientX: right - 60 });
    fireEvent.pointerUp(window);
    await waitFor(() => expect(sider().getBoundingClientRect().width).toBe(300));

    edge.focus();
    // In Arabic the menu is on the right: the left arrow moves its edge outwards.
    fireEvent.keyDown(edge, { key: 'ArrowLeft' });
    await waitFor(() => expect(edge).toHaveAttribute('aria-valuenow', '316'));
    fireEvent.keyDown(edge, { key: 'Home' });
    await waitFor(() => expect(sider().getBoundingClientRect().width).toBe(200));
  });
});
