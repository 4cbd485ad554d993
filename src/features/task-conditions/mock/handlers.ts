import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { createHandler, removeHandler, rowById, updateHandler } from '../../../mocks/crud';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { CONDITION_ENDPOINTS as E } from '../endpoints';
import { meetsCondition, type ConditionReach } from '../reach';
import { conditionKey, conditionProblems } from '../rules';
import type { ConditionOption, ConditionUse, TaskCondition, TaskConditionInput } from '../types';
import { CONDITION_COLLECTION as C, type ConditionRow } from './seed';
import { usesOf } from './usage';

const voice = mockVoice('medals');

const viewOf = (row: ConditionRow): TaskCondition => ({ ...row, usedBy: usesOf(row.name) });

const readInput = (body: Partial<TaskConditionInput>): TaskConditionInput => ({
  name: typeof body.name === 'string' ? body.name.trim().replace(/\s+/g, ' ') : '',
  type: body.type as TaskConditionInput['type'],
  threshold: body.threshold as number,
  window: body.window as TaskConditionInput['window'],
  description: typeof body.description === 'string' ? body.description.trim() : '',
});

/** "Medal “Seven days”, Avatar frame “Gold” and 3 more", in the caller's language. */
async function whereUsed(request: Request, uses: ConditionUse[]): Promise<string> {
  const lng = request.headers.get('language') ?? 'en';
  const named = await Promise.all(
    uses.slice(0, 3).map(async (use) =>
      voice.say(request, 'usage.item', {
        kind: await voice.say(request, `usage.kinds.${use.kind}`),
        name:
          use.names[lng as keyof typeof use.names]?.name ??
          Object.values(use.names).find((n) => n?.name)?.name ??
          `#${use.id}`,
      }),
    ),
  );
  const list = named.join(await voice.say(request, 'usage.separator'));
  return uses.length > 3 ? voice.say(request, 'usage.andMore', { list, count: uses.length - 3 }) : list;
}

/** The form's rules, then what only the server knows: a unique name, and no renaming of a condition in use. */
async function conditionRefusal(request: Request, input: TaskConditionInput, own?: ConditionRow) {
  const problems = conditionProblems(input);
  if (problems.length) return voice.refusal(request, problems);
  const clash = db
    .all<ConditionRow>(C)
    .find((row) => row.id !== own?.id && conditionKey(row.name) === conditionKey(input.name));
  if (clash)
    return voice.refusal(request, [{ field: 'name', code: 'conditionNameTaken', params: { name: clash.name } }], 409);
  if (own && conditionKey(own.name) !== conditionKey(input.name)) {
    const uses = usesOf(own.name);
    if (uses.length)
      return voice.refusal(
        request,
        [{ field: 'name', code: 'conditionRenameInUse', params: { where: await whereUsed(request, uses) } }],
        409,
      );
  }
  return null;
}

const conditionGone = (request: Request) => voice.refuse(request, 404, 'server.conditionGone');

export const taskConditionHandlers = [
  route(
    E.page,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const name = conditionKey(url.searchParams.get('name'));
      const type = url.searchParams.get('type');
      const window = url.searchParams.get('window');
      const used = url.searchParams.get('used');
      const rows = db
        .all<ConditionRow>(C)
        .filter((row) => !name || conditionKey(row.name).includes(name))
        .filter((row) => !type || row.type === type)
        .filter((row) => !window || row.window === window)
        .map(viewOf)
        .filter((row) => !used || (used === 'used') === row.usedBy.length > 0)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route(
    E.options,
    withAccount(() => {
      const options: ConditionOption[] = db
        .all<ConditionRow>(C)
        .map(({ id, name, type, threshold, window }) => ({ id, name, type, threshold, window }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return ok(options);
    }),
  ),

  // The reach of a reward: the app users meeting the named condition now (all of them without a name).
  route(
    E.reach,
    withAccount(async ({ request }) => {
      const name = new URL(request.url).searchParams.get('name');
      const users = db.all<AppUserRow>(APP_USER_COLLECTIONS.users);
      if (!name) return ok<ConditionReach>({ users: users.length, total: users.length });
      const condition = db.find<ConditionRow>(C, (row) => conditionKey(row.name) === conditionKey(name));
      if (!condition) return conditionGone(request);
      const now = Date.now();
      return ok<ConditionReach>({
        users: users.filter((user) => meetsCondition(user, condition, now)).length,
        total: users.length,
      });
    }),
  ),

  route<Partial<TaskConditionInput>>(
    E.create,
    createHandler({
      collection: C,
      readInput,
      refusal: (input, { request }) => conditionRefusal(request, input),
      view: viewOf,
    }),
  ),

  route<Partial<TaskConditionInput>>(
    E.update,
    updateHandler({
      collection: C,
      find: rowById<ConditionRow>(C, conditionGone),
      readInput,
      refusal: (input, own, { request }) => conditionRefusal(request, input, own),
      view: viewOf,
    }),
  ),

  route(
    E.remove,
    removeHandler({
      collection: C,
      find: rowById<ConditionRow>(C, conditionGone),
      refusal: async (row, { request }) => {
        const uses = usesOf(row.name);
        if (uses.length)
          return voice.refuse(request, 409, 'server.conditionInUse', {
            name: row.name,
            where: await whereUsed(request, uses),
            count: uses.length,
          });
      },
    }),
  ),
];
