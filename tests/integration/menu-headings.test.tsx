import { screen } from '../support/dom';
import { MENU_SEED } from '../../src/features/permissions/mock/menu-seed';
import { setLanguage } from '../../src/shared/i18n/set-language';
import type { MenuEntry } from '../../src/shared/menu/menu-types';
import { existingSession, renderApp } from './render-app';

/**
 * A screen's heading is its menu name, in each language the menu names come in: here the screens the
 * spec names in its menu titles whose heading once said something else.
 */

const entries = (tree: MenuEntry[]): MenuEntry[] => tree.flatMap((e) => [e, ...entries(e.childAuths ?? [])]);
const menuName = (uri: string) => entries(MENU_SEED).find((e) => e.uri === uri)!.name as Record<string, string>;

describe("the headings of the spec's menu titles", () => {
  it.each([
    '/content-review/warmth-examine',
    '/content-classify/posting-guidance',
    '/hot-content-operate/set-up',
    '/activity-manage/activity-posts-manage',
    '/activity-support/promotion-bit',
    '/posts-manage/pending-posts-list',
  ])('%s is headed by its menu name in en, zh and ar', async (path) => {
    const name = menuName(path);
    await existingSession('admin');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: name.en }, { timeout: 10_000 })).toBeInTheDocument();
    for (const language of ['zh', 'ar'] as const) {
      await setLanguage(language);
      expect(await screen.findByRole('heading', { level: 1, name: name[language] })).toBeInTheDocument();
    }
  });
});
