import type { Mode, Surface } from '../../src/features/recommendations/types';
import { rangesOverlap } from '../../src/features/recommendations/rules';
import { existingSession, renderApp, buttonIn, screen, whenSettled, within } from './render-app';
import { listedInsights, recommendations, type User } from './recommendations-helpers';

/** What the tests of the mode screens (tool pages and insights) share, beyond recommendations-helpers. */

export const rowsOf = (surface: Surface, mode: Mode) =>
  recommendations().filter((row) => row.surface === surface && row.mode === mode);

/** A listed insights article no recommendation of this place shows on any of these days. */
export function freeArticle(surface: Surface, mode: Mode, days: { startDate: string; endDate: string }) {
  const busy = new Set(
    rowsOf(surface, mode)
      .filter((row) => rangesOverlap(row, days))
      .map((row) => row.articleId),
  );
  return listedInsights().find((article) => !busy.has(article.id))!;
}

/** The list's row of a recommendation, by the ID in its first cell. */
export const tableRow = (table: HTMLElement, id: number) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(id))!;

/** Opens a screen as the operator; the file's first visit loads the screen's modules, slow on a loaded machine. */
export async function openMode(path: string, heading: string) {
  await existingSession('operator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 15_000 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  return { ...view, table };
}

export async function newRecommendation(user: User) {
  await user.click(buttonIn(document.body, 'New recommendation'));
  return screen.findByRole('dialog', { name: 'New recommendation' });
}
