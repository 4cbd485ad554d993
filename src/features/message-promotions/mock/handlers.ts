import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { listedUsers } from '../../../shared/audience/app-audience';
import { APP_USER_COLLECTIONS, audienceUsers, type AppUserRow } from '../../app-users/mock';
import { nameKey } from '../../../shared/components/lang-fields/lang-names';
import { refusal, say } from '../../symptoms/mock';
import { MESSAGE_PROMOTION_ENDPOINTS as E } from '../endpoints';
import { addTargets, confirmProblems, promotionProblems } from '../rules';
import { promotionMachine, promotionStatus, type PromotionAction } from '../status';
import type { MessagePromotion, PromotionChange, PromotionInput } from '../types';
import { PROMOTION_COLLECTION as C, type PromotionRow } from './seed';

const statusOf = promotionStatus;

const readReason = (body: { reason?: unknown }) => (typeof body.reason === 'string' ? body.reason.trim() : '');
const change = (by: string, at: string, action: PromotionChange['action'], reason: string, audience: number) => ({
  at,
  by,
  action,
  reason,
  audience,
});

/** The app users, as every audience counts them. */
const appAudience = () => audienceUsers(db.all<AppUserRow>(APP_USER_COLLECTIONS.users));
/** A promotion's audience: the known app users among its target logins (as a designated push counts its list). */
const targetCountOf = (targets: readonly string[], users = appAudience()) => listedUsers(users, targets, 'login');

function viewOf(row: PromotionRow, now: number, users = appAudience()): MessagePromotion {
  const { targets, ...rest } = row;
  return { ...rest, status: statusOf(row, now), targetCount: targetCountOf(targets, users) };
}

const readInput = (body: Partial<PromotionInput>): PromotionInput => ({
  texts: compactLangTexts(body.texts),
  link: typeof body.link === 'string' && body.link.trim() ? body.link.trim() : null,
  sendAt: body.sendAt as string,
});

async function promotionFor(request: Request, id: number, action: PromotionAction, now: number) {
  const row = db.byId<PromotionRow>(C, id);
  if (!row) return { refused: failure(404, await say(request, 'server.promotionGone'), { httpStatus: 404 }) };
  const status = statusOf(row, now);
  if (!promotionMachine.can(action, status)) {
    return { refused: failure(409, await say(request, `server.promotion.${status}`)) };
  }
  return { row };
}

export const promotionHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const now = Date.now();
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const title = nameKey(url.searchParams.get('title'));
      const users = appAudience();
      const rows = db
        .all<PromotionRow>(C)
        .map((row) => viewOf(row, now, users))
        .filter((row) => !status || row.status === status)
        .filter(
          (row) =>
            !title ||
            Object.values(row.texts).some(
              (entry) => nameKey(entry?.title).includes(title) || nameKey(entry?.content).includes(title),
            ),
        )
        .sort((a, b) => b.sendAt.localeCompare(a.sendAt));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<Partial<PromotionInput>>(
    E.create,
    withAccount(async ({ request, account }) => {
      const now = Date.now();
      const input = readInput(await request.json());
      const problems = promotionProblems(input, now);
      if (problems.length) return refusal(request, problems);
      const row = db.insert<PromotionRow>(C, {
        ...input,
        link: input.link ?? null,
        status: 'draft',
        targets: [],
        history: [],
        createdBy: account.login,
        ...auditStamp(account.login, now),
      });
      return ok(viewOf(row, now));
    }),
  ),

  route<Partial<PromotionInput>>(
    E.update,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await promotionFor(request, Number(params.id), 'edit', now);
      if (refused) return refused;
      const input = readInput(await request.json());
      const problems = promotionProblems(input, now);
      if (problems.length) return refusal(request, problems);
      const updated = db.update<PromotionRow>(C, row.id, {
        ...input,
        link: input.link ?? null,
        // What goes out must be what was confirmed: a change asks for a new confirmation.
        status: 'draft',
        ...auditStamp(account.login, now),
      })!;
      return ok(viewOf(updated, now));
    }),
  ),

  // Sending is confirmed for the target users it has now, with a reason; never with no target users.
  route<{ reason?: unknown }>(
    E.confirm,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await promotionFor(request, Number(params.id), 'confirm', now);
      if (refused) return refused;
      const reason = readReason(await request.json());
      const targetCount = targetCountOf(row.targets);
      const problems = confirmProblems({ targetCount, sendAt: row.sendAt }, reason, now);
      if (problems.length) return refusal(request, problems);
      const stamp = new Date(now).toISOString();
      const updated = db.update<PromotionRow>(C, row.id, {
        status: 'scheduled',
        ...auditStamp(account.login, now),
        history: [...(row.history ?? []), change(account.login, stamp, 'confirm', reason, targetCount)],
      })!;
      return ok(viewOf(updated, now));
    }),
  ),

  route<{ reason?: unknown }>(
    E.cancel,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await promotionFor(request, Number(params.id), 'cancel', now);
      if (refused) return refused;
      const reason = readReason(await request.json());
      const problems = confirmProblems({ targetCount: 1, sendAt: row.sendAt }, reason, now).filter(
        (problem) => problem.field === 'reason',
      );
      if (problems.length) return refusal(request, problems);
      const stamp = new Date(now).toISOString();
      const updated = db.update<PromotionRow>(C, row.id, {
        status: 'cancelled',
        ...auditStamp(account.login, now),
        history: [...(row.history ?? []), change(account.login, stamp, 'cancel', reason, targetCountOf(row.targets))],
      })!;
      return ok(viewOf(updated, now));
    }),
  ),

  route(
    E.remove,
    withAccount(async ({ request, params }) => {
      const { row, refused } = await promotionFor(request, Number(params.id), 'delete', Date.now());
      if (refused) return refused;
      db.remove(C, row.id);
      return ok(null);
    }),
  ),

  route(
    E.targets,
    withAccount(async ({ request, params }) => {
      const row = db.byId<PromotionRow>(C, Number(params.id));
      if (!row) return failure(404, await say(request, 'server.promotionGone'), { httpStatus: 404 });
      return ok(row.targets);
    }),
  ),

  /** Adds the logins that pass (app users, not targets yet, not repeated, under 20,000); names the others by position. */
  route<{ logins?: unknown }>(
    E.importTargets,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await promotionFor(request, Number(params.id), 'import', now);
      if (refused) return refused;
      const body = await request.json();
      if (!Array.isArray(body.logins) || body.logins.length === 0) {
        return refusal(request, [{ field: 'logins', code: 'noLogins' }]);
      }
      const known = new Set(db.all<AppUserRow>(APP_USER_COLLECTIONS.users).map((user) => user.login.toLowerCase()));
      const { targets, result } = addTargets(row.targets, body.logins, (login) => known.has(login));
      if (result.added) {
        db.update<PromotionRow>(C, row.id, {
          targets,
          status: 'draft',
          ...auditStamp(account.login, now),
        });
      }
      return ok(result);
    }),
  ),

  route(
    E.clearTargets,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await promotionFor(request, Number(params.id), 'clear', now);
      if (refused) return refused;
      db.update<PromotionRow>(C, row.id, {
        targets: [],
        status: 'draft',
        ...auditStamp(account.login, now),
      });
      return ok(null);
    }),
  ),
];
