let instant: number | undefined;

/**
 * The instant the seeds are generated at, the same for every seed of a page: a seed that reads another's
 * rows (the posts' authors, the bans' devices) asks for them at the same instant and gets the rows that
 * seed gave, generated once.
 */
export const seedInstant = (): number => (instant ??= Date.now());
