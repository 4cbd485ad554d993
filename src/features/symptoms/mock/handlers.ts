import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, createHandler, removeHandler, rowById, updateHandler } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { symptomProblems, takenNames } from '../rules';
import { isMode } from '../../../shared/types/app-mode';
import { nameKey } from '../../../shared/components/lang-fields/lang-names';
import { SYMPTOM_ENDPOINTS as E } from '../endpoints';
import type { SymptomInput } from '../types';
import { languageNames, refusal, say } from './refusal';
import { SYMPTOM_COLLECTION as C, type SymptomRow } from './seed';

const readInput = (body: Partial<SymptomInput>): SymptomInput => ({
  mode: body.mode as SymptomInput['mode'],
  names: compactLangTexts(body.names),
  weight: body.weight as number,
});

/** The form's rules, then: no other symptom of the mode has the same name in a language. */
async function symptomRefusal(request: Request, input: SymptomInput, ownId?: number) {
  const problems = symptomProblems(input);
  if (problems.length) return refusal(request, problems);
  const taken = takenNames(input, db.all<SymptomRow>(C), ownId);
  if (taken.length) {
    const languages = await languageNames(request, taken);
    return refusal(request, [{ field: 'names', code: 'nameTaken', params: { languages } }], 409);
  }
  return null;
}

const symptomGone = async (request: Request) =>
  failure(404, await say(request, 'server.symptomGone'), { httpStatus: 404 });

export const symptomHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const mode = url.searchParams.get('mode');
      const name = nameKey(url.searchParams.get('name'));
      const enabled = url.searchParams.get('enabled');
      const rows = db
        .all<SymptomRow>(C)
        .filter((row) => !mode || row.mode === mode)
        .filter((row) => !name || Object.values(row.names).some((entry) => nameKey(entry?.name).includes(name)))
        .filter((row) => !enabled || String(row.enabled) === enabled)
        .sort((a, b) => a.mode.localeCompare(b.mode) || b.weight - a.weight || a.id - b.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<Partial<SymptomInput>>(
    E.create,
    createHandler({
      collection: C,
      readInput,
      refusal: (input, { request }) => symptomRefusal(request, input),
      newRow: (input) => ({ ...input, enabled: true }),
    }),
  ),

  route<Partial<SymptomInput>>(
    E.update,
    updateHandler({
      collection: C,
      find: rowById<SymptomRow>(C, symptomGone),
      readInput,
      refusal: (input, row, { request }) =>
        isMode(input.mode)
          ? symptomRefusal(request, input, row.id)
          : refusal(request, [{ field: 'mode', code: 'modeRequired' }]),
    }),
  ),

  ...(['enable', 'disable'] as const).map((change) =>
    route(
      E[change],
      withAccount(async ({ request, params, account }) => {
        const id = Number(params.id);
        const row = db.byId<SymptomRow>(C, id);
        if (!row) return symptomGone(request);
        const enabled = change === 'enable';
        if (row.enabled === enabled) return failure(409, await say(request, `server.already.${change}`));
        return ok(db.update<SymptomRow>(C, id, { enabled, ...auditStamp(account.login) }));
      }),
    ),
  ),

  /** Only a disabled symptom can be deleted: users may have logged an enabled one today. */
  route(
    E.remove,
    removeHandler({
      collection: C,
      find: rowById<SymptomRow>(C, symptomGone),
      refusal: async (row, { request }) =>
        row.enabled ? failure(409, await say(request, 'server.disableFirst')) : null,
    }),
  ),
];
