import { findDuplicates, uniqueList } from '../../utils/duplicates';
import { splitList } from '../../utils/split-list';

/** What is wrong with an ID list, each kind naming the items concerned (in the order typed). */
interface IdListProblems {
  /** Each ID once, in the order first typed. */
  unique: string[];
  /** IDs typed more than once (each named once). */
  repeated: string[];
  /** Items that do not have the expected form (e.g. a user ID must be digits). */
  malformed: string[];
  /** IDs the server does not know. */
  unknown: string[];
  /** More IDs than allowed. */
  tooMany: boolean;
}

export interface IdListOptions {
  /** The form each item must have. */
  pattern?: RegExp;
  /** At most this many distinct IDs. */
  max?: number;
}

/**
 * Text to items: split on the spec's separators after removing whitespace, empties dropped, repeats kept.
 * A line break also separates, so that a column of IDs pasted from a sheet does not merge into one ID.
 */
export const parseIdList = (text: string): string[] => splitList(text.replace(/[\r\n]+/g, ';'));

/** The list's problems, given the IDs the server reported unknown (none when not checked). */
export function idListProblems(
  items: readonly string[],
  options: IdListOptions = {},
  unknownIds: readonly string[] = [],
) {
  const unique = uniqueList(items);
  const known = new Set(unknownIds);
  return {
    unique,
    repeated: findDuplicates(items),
    malformed: options.pattern ? unique.filter((item) => !options.pattern!.test(item)) : [],
    unknown: unique.filter((item) => known.has(item)),
    tooMany: options.max !== undefined && unique.length > options.max,
  } satisfies IdListProblems;
}

/** The most IDs the server checks in one call (it refuses more); longer lists are asked in parts. */
export const MAX_IDS_PER_CHECK = 1000;

/** Asks the server which of the IDs do not exist. */
export type FetchUnknownIds = (ids: string[]) => Promise<string[]>;

export interface IdChecker {
  /** The IDs among these that do not exist; asks the server only about IDs it has not heard of yet. */
  unknownAmong: (ids: readonly string[]) => Promise<string[]>;
}

/**
 * Wraps an existence check with a per-ID memory, so a form that validates on every change (and the input
 * that marks the unknown ones) asks about each ID once. A failed check is not remembered.
 */
export function createIdChecker(fetchUnknown: FetchUnknownIds): IdChecker {
  const exists = new Map<string, boolean>();
  const pending = new Map<string, Promise<void>>();

  const ask = (ids: string[]) => {
    const parts: string[][] = [];
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_CHECK) {
      parts.push(ids.slice(start, start + MAX_IDS_PER_CHECK));
    }
    const request = Promise.all(parts.map((part) => fetchUnknown(part))).then((answers) => {
      const missing = new Set(answers.flat());
      for (const id of ids) exists.set(id, !missing.has(id));
    });
    const settled = request.finally(() => ids.forEach((id) => pending.delete(id)));
    // Callers waiting on these IDs see a failure through `settled`; when none waits, it is still handled.
    settled.catch(() => undefined);
    ids.forEach((id) => pending.set(id, settled));
    return request;
  };

  return {
    async unknownAmong(ids) {
      const unique = uniqueList(ids);
      const fresh = unique.filter((id) => !exists.has(id) && !pending.has(id));
      const waits = new Set(unique.filter((id) => pending.has(id)).map((id) => pending.get(id)!));
      await Promise.all([...waits, ...(fresh.length ? [ask(fresh)] : [])]);
      return unique.filter((id) => exists.get(id) === false);
    },
  };
}
