let instant: number | undefined;

/**
 * The instant the seeds are generated at, the same for every seed of a page: a seed that reads another's
 * rows (the posts' authors, the bans' devices) asks for them at the same instant and gets the rows that
 * seed gave, generated once.
 */
export const seedInstant = (): number => (instant ??= Date.now());

/** Seeds built from now on are built at the clock's next reading: a page opened on another day (the tests). */
export function forgetSeedInstant(): void {
  instant = undefined;
}
