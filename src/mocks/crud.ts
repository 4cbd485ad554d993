import type { DefaultBodyType, HttpResponse, HttpResponseResolver, PathParams } from 'msw';
import { withAccount } from './auth-guard';
import { db } from './db';
import { ok } from './envelope';
import type { Row } from './row';

/**
 * The plain handlers of a mock feature: create, update and delete, each a few steps around the domain's own
 * functions (how it reads a body, what it refuses, what it answers), so the steps are written once and the
 * rules stay in the feature. A handler that does more than these steps keeps its own code and uses
 * `auditStamp`.
 */

/** Who changed a row last and when: the two fields every row the console edits carries. */
export const auditStamp = (login: string, now: number = Date.now()) => ({
  updatedBy: login,
  updatedAt: new Date(now).toISOString(),
});

type Maybe<T> = T | Promise<T>;
/** An answer of the mock (`ok()`, `failure()`, a voice's `refusal()` or `refuse()`). */
type Reply = HttpResponse<DefaultBodyType>;
/** The domain's refusal in the caller's words (its own code and status), or nothing when the call may go on. */
type Refusal = Maybe<Reply | null | undefined>;

/** What the domain's functions are given: the call, its path parameters and its one moment (rules, stamp, answer). */
export interface CrudCall<P extends PathParams = PathParams> {
  request: Request;
  params: P;
  now: number;
}

/** The row a call names, or the refusal to answer instead (a 404 when it is gone, a 409 when its state forbids). */
export type Found<R> = { row: R; refused?: undefined } | { row?: undefined; refused: Reply };

/** The `find` of the row named by the path's `:id`, or `gone`'s refusal (a 404 in the caller's words). */
export function rowById<R extends Row>(collection: string, gone: (request: Request) => Maybe<Reply>) {
  return async ({ request, params }: CrudCall): Promise<Found<R>> => {
    const row = db.byId<R>(collection, Number(params.id));
    return row ? { row } : { refused: await gone(request) };
  };
}

interface CreateSpec<R extends Row, I, B extends DefaultBodyType, P extends PathParams> {
  collection: string;
  /** The input from the body, as the domain reads it (trimmed, only its own fields). */
  readInput: (body: B, call: CrudCall<P>) => I;
  /** The domain's rules, then what only the server knows (a name taken, a slot full). */
  refusal: (input: I, call: CrudCall<P>) => Refusal;
  /** The new row's fields, when it has more than the input (a first status); the stamp is added. */
  newRow?: (input: I, call: CrudCall<P>) => Omit<R, 'id'>;
  /** The answer's data; the stored row without it. */
  view?: (row: R, call: CrudCall<P>) => unknown;
}

/** Create: read the input → the domain's refusal → insert it with the stamp → `ok(view(row))`. */
export function createHandler<
  R extends Row,
  I extends object,
  B extends DefaultBodyType = DefaultBodyType,
  P extends PathParams = PathParams,
>(spec: CreateSpec<R, I, B, P>): HttpResponseResolver<P, B> {
  return withAccount<P, B>(async ({ request, params, account }) => {
    const call = { request, params, now: Date.now() };
    const input = spec.readInput(await request.json(), call);
    const refused = await spec.refusal(input, call);
    if (refused) return refused;
    const fields = spec.newRow ? spec.newRow(input, call) : (input as Omit<R, 'id'>);
    const row = db.insert<R>(spec.collection, { ...fields, ...auditStamp(account.login, call.now) });
    return ok(spec.view ? spec.view(row, call) : row);
  });
}

interface UpdateSpec<R extends Row, I, B extends DefaultBodyType, P extends PathParams> {
  collection: string;
  /** The row, or the refusal: `rowById`, or the domain's own lookup with its state rules. */
  find: (call: CrudCall<P>) => Maybe<Found<R>>;
  /** The input from the body; the row for what it keeps (its kind). */
  readInput: (body: B, row: R, call: CrudCall<P>) => I;
  /** The domain's rules for this row (its own id is not a clash). */
  refusal: (input: I, row: R, call: CrudCall<P>) => Refusal;
  /** The changed fields, when they are not just the input; the stamp is added. */
  changes?: (input: I, row: R) => object;
  /** The answer's data; the updated row without it. */
  view?: (row: R, call: CrudCall<P>) => unknown;
}

/** Update: the row or its refusal → read the input → the domain's refusal → update with the stamp → `ok(view(row))`. */
export function updateHandler<
  R extends Row,
  I extends object,
  B extends DefaultBodyType = DefaultBodyType,
  P extends PathParams = PathParams,
>(spec: UpdateSpec<R, I, B, P>): HttpResponseResolver<P, B> {
  return withAccount<P, B>(async ({ request, params, account }) => {
    const call = { request, params, now: Date.now() };
    const { row, refused } = await spec.find(call);
    if (refused) return refused;
    const input = spec.readInput(await request.json(), row, call);
    const problem = await spec.refusal(input, row, call);
    if (problem) return problem;
    const changes = (spec.changes ? spec.changes(input, row) : input) as Partial<R>;
    const updated = db.update<R>(spec.collection, row.id, { ...changes, ...auditStamp(account.login, call.now) })!;
    return ok(spec.view ? spec.view(updated, call) : updated);
  });
}

interface RemoveSpec<R extends Row, P extends PathParams> {
  collection: string;
  /** The row, or the refusal: `rowById`, or the domain's own lookup with its state rules. */
  find: (call: CrudCall<P>) => Maybe<Found<R>>;
  /** What else keeps the row (it is in use, still enabled). */
  refusal?: (row: R, call: CrudCall<P>) => Refusal;
}

/** Delete: the row or its refusal → the domain's refusal, if any → remove it → `ok(null)`. */
export function removeHandler<R extends Row, P extends PathParams = PathParams>(
  spec: RemoveSpec<R, P>,
): HttpResponseResolver<P> {
  return withAccount<P>(async ({ request, params }) => {
    const call = { request, params, now: Date.now() };
    const { row, refused } = await spec.find(call);
    if (refused) return refused;
    const problem = await spec.refusal?.(row, call);
    if (problem) return problem;
    db.remove(spec.collection, row.id);
    return ok(null);
  });
}
