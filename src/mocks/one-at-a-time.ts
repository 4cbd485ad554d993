/**
 * The mock answers one request at a time, as a database with one writer would. The changes a request makes
 * are held in memory until it has answered (`keep-changes.ts`); two requests whose handlers interleaved at
 * an `await` would otherwise keep, or put back, each other's half-made changes.
 *
 * Where the database is kept in the browser's storage, every tab of the demo runs its own copy of the mock
 * over that one storage: the turn is then taken across tabs with a Web Lock, so that a tab reads what the
 * others kept before it answers, and nothing it writes is based on a copy another tab has overtaken.
 */
const ACROSS_TABS_LOCK = 'admin-console-mock-db';

let lastInTurn: Promise<unknown> = Promise.resolve();

function inThisPage<T>(work: () => Promise<T>): Promise<T> {
  const turn = lastInTurn.then(work);
  lastInTurn = turn.catch(() => undefined);
  return turn;
}

/** Runs `work` once no other request of this page, or with `acrossTabs` of any tab, is being answered. */
export function oneAtATime<T>(work: () => Promise<T>, { acrossTabs }: { acrossTabs: boolean }): Promise<T> {
  const locks = acrossTabs ? globalThis.navigator?.locks : undefined;
  return locks ? locks.request(ACROSS_TABS_LOCK, work) : inThisPage(work);
}
