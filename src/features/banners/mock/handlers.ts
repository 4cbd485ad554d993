import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, type Found, removeHandler, updateHandler } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { nameKey } from '../../../shared/components/lang-fields/lang-names';
import { refusal, say } from '../../symptoms/mock';
import { bannerMachine, bannerProblems, bannerStatus, slotFull, type BannerAction } from '../rules';
import { BANNER_ENDPOINTS as E } from '../endpoints';
import { BANNER_SLOTS, type Banner, type BannerInput, type BannerSlot } from '../types';
import { BANNER_COLLECTION as C, type BannerRow } from './seed';

const viewOf = (row: BannerRow, now: number): Banner => ({ ...row, status: bannerStatus(row, now) });

const readInput = (body: Partial<BannerInput>): BannerInput => ({
  texts: compactLangTexts(body.texts),
  image: body.image as string,
  link: typeof body.link === 'string' ? body.link.trim() : '',
  startAt: body.startAt as string,
  endAt: body.endAt as string,
  weight: body.weight as number,
});

const isSlot = (value: unknown): value is BannerSlot => typeof value === 'string' && value in BANNER_SLOTS;

/** The form's rules, then the slot's capacity: never more banners at once than the slot rotates. */
async function bannerRefusal(request: Request, slot: BannerSlot, input: BannerInput, now: number, ownId?: number) {
  const problems = bannerProblems(input, now);
  if (problems.length) return refusal(request, problems);
  const others = db
    .all<BannerRow>(C)
    .filter((row) => row.slot === slot && row.id !== ownId)
    .map((row) => ({ start: Date.parse(row.startAt), end: Date.parse(row.endAt) }));
  const window = { start: Date.parse(input.startAt), end: Date.parse(input.endAt) };
  if (slotFull(window, others, BANNER_SLOTS[slot].capacity)) {
    return refusal(request, [{ field: 'window', code: 'slotFull', params: { max: BANNER_SLOTS[slot].capacity } }], 409);
  }
  return null;
}

async function bannerFor(
  request: Request,
  slot: string,
  id: number,
  action: BannerAction,
  now: number,
): Promise<Found<BannerRow>> {
  const row = db.byId<BannerRow>(C, id);
  if (!row || row.slot !== slot)
    return { refused: failure(404, await say(request, 'server.bannerGone'), { httpStatus: 404 }) };
  const status = bannerStatus(row, now);
  if (!bannerMachine.can(action, status))
    return { refused: failure(409, await say(request, `server.banner.${action}`)) };
  return { row };
}

const unknownSlot = async (request: Request) =>
  failure(404, await say(request, 'server.slotUnknown'), { httpStatus: 404 });

export const bannerHandlers = [
  route(
    E.page,
    withAccount(async ({ request, params }) => {
      if (!isSlot(params.slot)) return unknownSlot(request);
      const now = Date.now();
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const title = nameKey(url.searchParams.get('title'));
      const rows = db
        .all<BannerRow>(C)
        .filter((row) => row.slot === params.slot)
        .map((row) => viewOf(row, now))
        .filter((row) => !status || row.status === status)
        .filter((row) => !title || Object.values(row.texts).some((entry) => nameKey(entry?.title).includes(title)))
        .sort((a, b) => b.weight - a.weight || b.startAt.localeCompare(a.startAt));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<Partial<BannerInput>>(
    E.create,
    withAccount(async ({ request, params, account }) => {
      if (!isSlot(params.slot)) return unknownSlot(request);
      const now = Date.now();
      const input = readInput(await request.json());
      const refused = await bannerRefusal(request, params.slot, input, now);
      if (refused) return refused;
      const row = db.insert<BannerRow>(C, {
        ...input,
        slot: params.slot,
        ...auditStamp(account.login, now),
      });
      return ok(viewOf(row, now));
    }),
  ),

  route<Partial<BannerInput>>(
    E.update,
    updateHandler({
      collection: C,
      find: ({ request, params, now }) => bannerFor(request, params.slot, Number(params.id), 'edit', now),
      readInput,
      refusal: (input, row, { request, now }) => bannerRefusal(request, row.slot, input, now, row.id),
      view: (row, { now }) => viewOf(row, now),
    }),
  ),

  route(
    E.takeDown,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await bannerFor(request, params.slot, Number(params.id), 'takeDown', now);
      if (refused) return refused;
      const updated = db.update<BannerRow>(C, row.id, {
        endAt: new Date(now).toISOString(),
        ...auditStamp(account.login, now),
      })!;
      return ok(viewOf(updated, now));
    }),
  ),

  route(
    E.remove,
    removeHandler({
      collection: C,
      find: ({ request, params, now }) => bannerFor(request, params.slot, Number(params.id), 'delete', now),
    }),
  ),
];
