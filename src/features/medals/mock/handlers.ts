import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, type Found, removeHandler, updateHandler } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { nameKey } from '../../../shared/components/lang-fields/lang-names';
import {
  CONDITION_COLLECTION,
  conditionKey,
  type ConditionRow,
  referToConditions,
  sameCondition,
} from '../../task-conditions/mock';
import { MEDAL_ENDPOINTS as E } from '../endpoints';
import { listingProblem, medalMachine, medalProblems, type MedalAction } from '../rules';
import { MEDAL_KINDS, type MedalItemInput, type MedalKind } from '../types';
import { MEDAL_COLLECTION as C, type MedalRow } from './seed';

const voice = mockVoice('medals');

// Each kind names task conditions: the conditions' mock asks here where a condition is used.
for (const kind of MEDAL_KINDS) {
  referToConditions({
    kind,
    uses: (condition) =>
      db
        .all<MedalRow>(C)
        .filter((row) => row.kind === kind && sameCondition(row.condition, condition))
        .map((row) => ({
          id: row.id,
          names: Object.fromEntries(Object.entries(row.names).map(([l, t]) => [l, { name: t?.name }])),
        })),
  });
}

const isKind = (value: unknown): value is MedalKind => MEDAL_KINDS.includes(value as MedalKind);
const whole = (value: unknown) => (typeof value === 'number' ? value : null);

/** Only the kind's own numbers are kept; the others are null whatever was sent. */
const readInput = (kind: MedalKind, body: Partial<MedalItemInput>): MedalItemInput => ({
  names: compactLangTexts(body.names),
  image: body.image as string,
  condition: typeof body.condition === 'string' && body.condition.trim() ? body.condition.trim() : null,
  validDays: kind === 'headFrame' ? whole(body.validDays) : null,
  points: kind === 'easterEgg' || kind === 'mallItem' ? whole(body.points) : null,
  stock: kind === 'mallItem' ? whole(body.stock) : null,
  perUserLimit: kind === 'mallItem' ? whole(body.perUserLimit) : null,
});

/** The form's rules; then the condition must exist (by name) and no other item of the kind may share a name. */
async function itemRefusal(request: Request, kind: MedalKind, input: MedalItemInput, ownId?: number) {
  const problems = medalProblems(kind, input);
  if (problems.length) return voice.refusal(request, problems);
  if (input.condition) {
    const known = db.find<ConditionRow>(
      CONDITION_COLLECTION,
      (row) => conditionKey(row.name) === conditionKey(input.condition),
    );
    if (!known)
      return voice.refusal(
        request,
        [{ field: 'condition', code: 'itemConditionUnknown', params: { name: input.condition } }],
        409,
      );
    input.condition = known.name;
  }
  for (const row of db.all<MedalRow>(C)) {
    if (row.kind !== kind || row.id === ownId) continue;
    const clash = Object.entries(input.names).find(
      ([language, texts]) =>
        texts?.name && nameKey(row.names[language as keyof typeof row.names]?.name) === nameKey(texts.name),
    );
    if (clash)
      return voice.refusal(
        request,
        [{ field: `names.${clash[0]}.name`, code: 'itemNameTaken', params: { name: clash[1]!.name as string } }],
        409,
      );
  }
  return null;
}

async function itemFor(request: Request, kind: string, id: number, action?: MedalAction): Promise<Found<MedalRow>> {
  const row = db.byId<MedalRow>(C, id);
  if (!row || row.kind !== kind) return { refused: await voice.refuse(request, 404, 'server.itemGone') };
  if (action && !medalMachine.can(action, row.status))
    return { refused: await voice.refuse(request, 409, `server.${action}Refused`) };
  return { row };
}

const unknownKind = (request: Request) => voice.refuse(request, 404, 'server.kindUnknown');

export const medalHandlers = [
  route(
    E.page,
    withAccount(async ({ request, params }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const url = new URL(request.url);
      const name = nameKey(url.searchParams.get('name'));
      const status = url.searchParams.get('status');
      const condition = conditionKey(url.searchParams.get('condition'));
      const rows = db
        .all<MedalRow>(C)
        .filter((row) => row.kind === params.kind)
        .filter((row) => !status || row.status === status)
        .filter((row) => !name || Object.values(row.names).some((texts) => nameKey(texts?.name).includes(name)))
        .filter((row) => !condition || conditionKey(row.condition).includes(condition))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<Partial<MedalItemInput>>(
    E.create,
    withAccount(async ({ request, params, account }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const input = readInput(params.kind, await request.json());
      const refused = await itemRefusal(request, params.kind, input);
      if (refused) return refused;
      const row = db.insert<MedalRow>(C, {
        ...input,
        kind: params.kind,
        status: 'delisted',
        ...auditStamp(account.login),
      });
      return ok(row);
    }),
  ),

  route<Partial<MedalItemInput>>(
    E.update,
    updateHandler({
      collection: C,
      find: ({ request, params }) => itemFor(request, params.kind, Number(params.id)),
      readInput: (body, row) => readInput(row.kind, body),
      refusal: (input, row, { request }) => itemRefusal(request, row.kind, input, row.id),
    }),
  ),

  route(
    E.list,
    withAccount(async ({ request, params, account }) => {
      const { row, refused } = await itemFor(request, params.kind, Number(params.id), 'list');
      if (refused) return refused;
      const problem = listingProblem(row.kind, row);
      if (problem) return voice.refuse(request, 409, `server.${problem}`);
      return ok(db.update<MedalRow>(C, row.id, { status: 'listed', ...auditStamp(account.login) }));
    }),
  ),

  route(
    E.delist,
    withAccount(async ({ request, params, account }) => {
      const { row, refused } = await itemFor(request, params.kind, Number(params.id), 'delist');
      if (refused) return refused;
      return ok(db.update<MedalRow>(C, row.id, { status: 'delisted', ...auditStamp(account.login) }));
    }),
  ),

  route(
    E.remove,
    removeHandler({
      collection: C,
      find: ({ request, params }) => itemFor(request, params.kind, Number(params.id), 'delete'),
    }),
  ),
];
