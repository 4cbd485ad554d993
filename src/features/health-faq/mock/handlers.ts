import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, createHandler, type Found, removeHandler, rowById, updateHandler } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { nameKey } from '../../../shared/components/lang-fields/lang-names';
import { languageNames, refusal, say } from '../../symptoms/mock';
import { faqProblems, halfLanguages, repeatedQuestions } from '../rules';
import { faqMachine, type FaqAction } from '../status';
import { FAQ_ENDPOINTS as E } from '../endpoints';
import type { FaqInput } from '../types';
import { FAQ_COLLECTION as C, type FaqRow } from './seed';

const readInput = (body: Partial<FaqInput>): FaqInput => ({
  mode: body.mode as FaqInput['mode'],
  texts: compactLangTexts(body.texts),
  weight: body.weight as number,
});

async function faqRefusal(request: Request, input: FaqInput, ownId?: number) {
  const problems = faqProblems(input);
  if (problems.length) {
    // The rule names languages by code; the answer names them in the caller's language.
    const half = await languageNames(request, halfLanguages(input.texts));
    return refusal(
      request,
      problems.map((problem) =>
        problem.code === 'halfLanguage' ? { ...problem, params: { languages: half } } : problem,
      ),
    );
  }
  const repeated = repeatedQuestions(input, db.all<FaqRow>(C), ownId);
  if (repeated.length) {
    const languages = await languageNames(request, repeated);
    return refusal(request, [{ field: 'texts', code: 'questionTaken', params: { languages } }], 409);
  }
  return null;
}

const faqGone = async (request: Request) => failure(404, await say(request, 'server.faqGone'), { httpStatus: 404 });

/** The question, and a refusal when it is gone or the machine does not let `action` run on it. */
async function faqFor(request: Request, id: number, action: FaqAction): Promise<Found<FaqRow>> {
  const row = db.byId<FaqRow>(C, id);
  if (!row) return { refused: await faqGone(request) };
  if (!faqMachine.can(action, row.status)) return { refused: failure(409, await say(request, `server.faq.${action}`)) };
  return { row };
}

export const faqHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const mode = url.searchParams.get('mode');
      const status = url.searchParams.get('status');
      const question = nameKey(url.searchParams.get('question'));
      const rows = db
        .all<FaqRow>(C)
        .filter((row) => !mode || row.mode === mode)
        .filter((row) => !status || row.status === status)
        .filter(
          (row) =>
            !question ||
            Object.values(row.texts).some(
              (entry) => nameKey(entry?.question).includes(question) || nameKey(entry?.answer).includes(question),
            ),
        )
        .sort((a, b) => a.mode.localeCompare(b.mode) || b.weight - a.weight || a.id - b.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<Partial<FaqInput>>(
    E.create,
    createHandler({
      collection: C,
      readInput,
      refusal: (input, { request }) => faqRefusal(request, input),
      newRow: (input) => ({ ...input, status: 'delisted' }),
    }),
  ),

  route<Partial<FaqInput>>(
    E.update,
    updateHandler({
      collection: C,
      find: rowById<FaqRow>(C, faqGone),
      readInput,
      refusal: (input, row, { request }) => faqRefusal(request, input, row.id),
    }),
  ),

  ...(
    [
      ['list', 'publish'],
      ['delist', 'unpublish'],
    ] as const
  ).map(([segment, action]) =>
    route(
      E[segment],
      withAccount(async ({ request, params, account }) => {
        const { row, refused } = await faqFor(request, Number(params.id), action);
        if (refused) return refused;
        const step = faqMachine.step(action, row.status);
        const status = step.allowed && step.to ? step.to : row.status;
        return ok(db.update<FaqRow>(C, row.id, { status, ...auditStamp(account.login) }));
      }),
    ),
  ),

  route(
    E.remove,
    removeHandler({ collection: C, find: ({ request, params }) => faqFor(request, Number(params.id), 'delete') }),
  ),
];
