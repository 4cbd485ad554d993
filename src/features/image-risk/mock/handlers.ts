import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { inDayRange } from '../../../mocks/day-range';
import { mockVoice } from '../../../mocks/mock-voice';
import { IMAGE_RISK_ENDPOINTS as E } from '../endpoints';
import { IMAGE_RISK_COLLECTIONS as C, type BlacklistRow } from './seed';

/** A removal acts on at most one page of the list. */
const MAX_REMOVE = 100;

const voice = mockVoice('imageRisk');

async function remove(request: Request, ids: unknown) {
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_REMOVE || !ids.every(Number.isInteger))
    return voice.refuse(request, 400, 'refusals.removeCount', { max: MAX_REMOVE });
  const missing = (ids as number[]).filter((id) => !db.byId<BlacklistRow>(C.blacklist, id));
  if (missing.length) {
    const message = await voice.say(request, 'refusals.notListed', { ids: missing.join(', ') });
    return failure(404, message, { httpStatus: 404 });
  }
  for (const id of ids as number[]) db.remove(C.blacklist, id);
  return ok({ removed: ids.length });
}

export const imageRiskHandlers = [
  /** The blacklist, newest first unless sorted otherwise, by the day added, who added it and the fingerprint. */
  route(
    E.blacklist,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const added = inDayRange(url.searchParams.get('addedAt'));
      const addedBy = (url.searchParams.get('addedBy') ?? '').trim().toLowerCase();
      const fingerprint = (url.searchParams.get('fingerprint') ?? '').trim().toLowerCase();
      const rows = db
        .all<BlacklistRow>(C.blacklist)
        .filter((row) => added(row.addedAt))
        .filter((row) => !addedBy || row.addedBy.toLowerCase().includes(addedBy))
        .filter((row) => !fingerprint || row.fingerprint.includes(fingerprint));
      const query = readPageQuery(url);
      return ok(paginate(rows, query.sort ? query : { ...query, sort: { field: 'addedAt', order: 'desc' } }));
    }),
  ),

  /** Takes pictures off the blacklist (all or none); the pictures already deleted stay deleted. */
  route<{ ids?: unknown }>(
    E.remove,
    withAccount(async ({ request }) => remove(request, (await request.json()).ids)),
  ),
];
