import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { nameKey } from '../../../shared/components/lang-fields/lang-names';
import { APP_USER_COLLECTIONS, audienceUsers, type AppUserRow } from '../../app-users/mock';
import { pixelsOf, storedFileAt } from '../../oss/mock';
import { PROMOTION_ENDPOINTS as E } from '../endpoints';
import {
  PROMOTION_LIMITS,
  estimateAudience,
  materialFileProblem,
  promotionMachine,
  promotionProblems,
  promotionStatus,
  splashClash,
  type PromotionAction,
} from '../rules';
import type { Promotion, PromotionChange, PromotionInput } from '../types';
import { PROMOTION_COLLECTION as C, type PromotionRow } from './seed';

const { say, refusal, refuse } = mockVoice('promotions');

const viewOf = (row: PromotionRow, now: number): Promotion => ({ ...row, status: promotionStatus(row, now) });

type Body = Partial<PromotionInput> & { reason?: unknown; id?: unknown };

const readInput = (body: Body): PromotionInput => ({
  kind: body.kind as PromotionInput['kind'],
  name: typeof body.name === 'string' ? body.name.trim() : '',
  language: body.language as PromotionInput['language'],
  caption: typeof body.caption === 'string' ? body.caption.trim() : '',
  material: body.material as string,
  duration: body.duration as number,
  startAt: body.startAt as string,
  endAt: body.endAt as string,
  perUserCount: body.perUserCount as number,
  channel: body.channel as PromotionInput['channel'],
  minIos: body.minIos as string,
  minAndroid: body.minAndroid as string,
});

/** Who a promotion reaches: counted over the app users, as pushes and message promotions are. */
const audienceAt = (input: PromotionInput, now: number) =>
  estimateAudience(audienceUsers(db.all<AppUserRow>(APP_USER_COLLECTIONS.users)), input, now);

const readReason = (body: Body) => (typeof body.reason === 'string' ? body.reason.trim() : '');

/** The form's rules, then the app's one splash at a time per channel (the clashing promotion named). */
async function saveRefusal(request: Request, input: PromotionInput, now: number, saved?: PromotionRow) {
  const ownId = saved?.id;
  const problems = promotionProblems(input, now, saved?.startAt);
  if (problems.length) return refusal(request, problems);
  const inForce = db
    .all<PromotionRow>(C)
    .filter((row) => row.id !== ownId && !row.disabledAt && !row.deletedAt && Date.parse(row.endAt) > now);
  const clash = splashClash(input, inForce);
  if (clash) {
    return refusal(request, [{ field: 'window', code: 'splashClash' }], 409, {
      name: clash.name,
      id: clash.id,
      channel: await say(request, `channels.${clash.channel}`),
      start: clash.startAt.slice(0, 16).replace('T', ' '),
      end: clash.endAt.slice(0, 16).replace('T', ' '),
    });
  }
  return null;
}

/**
 * The material file itself, as the form checked it before uploading (read last: it reads the file's bytes);
 * a saved promotion's own material stands.
 */
async function materialRefusal(request: Request, input: PromotionInput, saved?: PromotionRow) {
  if (input.material === saved?.material) return null;
  const stored = storedFileAt(input.material);
  const problem = materialFileProblem(stored && { bytes: stored.size, pixels: await pixelsOf(stored.dataUrl) });
  return problem ? refusal(request, [problem]) : null;
}

async function reasonRefusal(request: Request, reason: string) {
  if (!reason) return refusal(request, [{ field: 'reason', code: 'reasonRequired' }]);
  if (reason.length > PROMOTION_LIMITS.reasonMax)
    return refusal(request, [{ field: 'reason', code: 'reasonTooLong', params: { max: PROMOTION_LIMITS.reasonMax } }]);
  return null;
}

async function promotionFor(request: Request, id: number, action: PromotionAction, now: number) {
  const row = db.byId<PromotionRow>(C, id);
  if (!row) return { refused: await refuse(request, 404, 'server.gone') };
  if (row.deletedAt) return { refused: await refuse(request, 409, 'server.deleted') };
  if (!promotionMachine.can(action, promotionStatus(row, now)))
    return { refused: await refuse(request, 409, `server.${action}`) };
  return { row };
}

const change = (by: string, at: string, action: PromotionChange['action'], reason: string): PromotionChange => ({
  at,
  by,
  action,
  reason,
});

export const promotionBitHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const now = Date.now();
      const url = new URL(request.url);
      const kind = url.searchParams.get('kind');
      const status = url.searchParams.get('status');
      const channel = url.searchParams.get('channel');
      const name = nameKey(url.searchParams.get('name'));
      const rows = db
        .all<PromotionRow>(C)
        .map((row) => viewOf(row, now))
        .filter((row) => !kind || row.kind === kind)
        // Deleted promotions are listed only when asked for by their status.
        .filter((row) => (status ? row.status === status : row.status !== 'deleted'))
        .filter((row) => !channel || row.channel === channel)
        .filter((row) => !name || nameKey(row.name).includes(name))
        .sort((a, b) => b.startAt.localeCompare(a.startAt) || b.id - a.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<Body>(
    E.audience,
    withAccount(async ({ request }) => {
      const now = Date.now();
      const body = await request.json();
      const input = readInput(body);
      const saved = typeof body.id === 'number' ? db.byId<PromotionRow>(C, body.id) : undefined;
      const refused = await saveRefusal(request, input, now, saved);
      if (refused) return refused;
      return ok(audienceAt(input, now));
    }),
  ),

  route<Body>(
    E.create,
    withAccount(async ({ request, account }) => {
      const now = Date.now();
      const body = await request.json();
      const input = readInput(body);
      const refused =
        (await saveRefusal(request, input, now)) ??
        (await reasonRefusal(request, readReason(body))) ??
        (await materialRefusal(request, input));
      if (refused) return refused;
      const stamp = new Date(now).toISOString();
      const row = db.insert<PromotionRow>(C, {
        ...input,
        disabledAt: null,
        deletedAt: null,
        audience: audienceAt(input, now).audience,
        ...auditStamp(account.login, now),
        history: [change(account.login, stamp, 'create', readReason(body))],
      });
      return ok(viewOf(row, now));
    }),
  ),

  route<Body>(
    E.update,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await promotionFor(request, Number(params.id), 'edit', now);
      if (refused) return refused;
      const body = await request.json();
      const input = readInput(body);
      const problem =
        (await saveRefusal(request, input, now, row)) ??
        (await reasonRefusal(request, readReason(body))) ??
        (await materialRefusal(request, input, row));
      if (problem) return problem;
      const stamp = new Date(now).toISOString();
      const updated = db.update<PromotionRow>(C, row.id, {
        ...input,
        audience: audienceAt(input, now).audience,
        ...auditStamp(account.login, now),
        history: [...row.history, change(account.login, stamp, 'edit', readReason(body))],
      })!;
      return ok(viewOf(updated, now));
    }),
  ),

  route<Body>(
    E.disable,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await promotionFor(request, Number(params.id), 'disable', now);
      if (refused) return refused;
      const reason = readReason(await request.json());
      const noReason = await reasonRefusal(request, reason);
      if (noReason) return noReason;
      const stamp = new Date(now).toISOString();
      const updated = db.update<PromotionRow>(C, row.id, {
        disabledAt: stamp,
        ...auditStamp(account.login, now),
        history: [...row.history, change(account.login, stamp, 'disable', reason)],
      })!;
      return ok(viewOf(updated, now));
    }),
  ),

  // A deleted promotion leaves the lists but stays on record with its history.
  route<Body>(
    E.remove,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await promotionFor(request, Number(params.id), 'delete', now);
      if (refused) return refused;
      const reason = readReason(await request.json());
      const noReason = await reasonRefusal(request, reason);
      if (noReason) return noReason;
      const stamp = new Date(now).toISOString();
      const updated = db.update<PromotionRow>(C, row.id, {
        deletedAt: stamp,
        ...auditStamp(account.login, now),
        history: [...row.history, change(account.login, stamp, 'delete', reason)],
      })!;
      return ok(viewOf(updated, now));
    }),
  ),
];
