import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, type Found, removeHandler, updateHandler } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { isPermutationOf, weightsFrom } from '../../../shared/components/sortable-list/order';
import { nameKey } from '../../../shared/components/lang-fields/lang-names';
import { BEAUTY_ENDPOINTS as E } from '../endpoints';
import { beautyMachine, beautyProblems, packageProblem, type BeautyAction } from '../rules';
import { BEAUTY_KINDS, type BeautyAsset, type BeautyInput, type BeautyKind } from '../types';
import { BEAUTY_COLLECTION as C, BEAUTY_PACKAGES, type BeautyRow, type PackageRow } from './seed';

const { refusal, refuse } = mockVoice('beauty');

const isKind = (value: unknown): value is BeautyKind => BEAUTY_KINDS.includes(value as BeautyKind);

const readInput = (body: Partial<BeautyInput>): BeautyInput => {
  const asset = body.asset as Partial<BeautyAsset> | null | undefined;
  return {
    names: compactLangTexts(body.names),
    icon: body.icon as string,
    asset: asset
      ? { type: asset.type!, url: asset.url!, name: String(asset.name ?? ''), size: Number(asset.size ?? 0) }
      : null,
  };
};

/** The form's rules, then: a package must be one uploaded here, and a name is not used twice in a kind. */
async function saveRefusal(request: Request, kind: BeautyKind, input: BeautyInput, ownId?: number) {
  const problems = beautyProblems(input);
  if (problems.length) return refusal(request, problems);
  if (input.asset?.type === 'package' && !db.find<PackageRow>(BEAUTY_PACKAGES, (row) => row.url === input.asset!.url))
    return refusal(request, [{ field: 'asset', code: 'packageUnknown' }]);
  const others = db.all<BeautyRow>(C).filter((row) => row.kind === kind && row.id !== ownId);
  for (const [language, entry] of Object.entries(input.names)) {
    const name = nameKey(entry?.name);
    const taken = others.find((row) => nameKey(row.names[language as keyof typeof row.names]?.name) === name);
    if (taken)
      return refusal(request, [{ field: 'names', code: 'nameTaken', params: { name: entry?.name ?? '' } }], 409);
  }
  return null;
}

async function itemFor(request: Request, kind: string, id: number, action?: BeautyAction): Promise<Found<BeautyRow>> {
  const row = db.byId<BeautyRow>(C, id);
  if (!row || row.kind !== kind) return { refused: await refuse(request, 404, 'server.gone') };
  if (action && !beautyMachine.can(action, row.status))
    return { refused: await refuse(request, 409, `server.${action}`) };
  return { row };
}

const unknownKind = async (request: Request) => refuse(request, 404, 'server.kindUnknown');

export const beautyHandlers = [
  route(
    E.page,
    withAccount(async ({ request, params }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const name = nameKey(url.searchParams.get('name'));
      const rows = db
        .all<BeautyRow>(C)
        .filter((row) => row.kind === params.kind)
        .filter((row) => !status || row.status === status)
        .filter((row) => !name || Object.values(row.names).some((entry) => nameKey(entry?.name).includes(name)))
        .sort((a, b) => b.weight - a.weight || a.id - b.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  /** An effect package: a .zip (its first bytes say so), not empty, at most 20 MB. */
  route(
    E.uploadPackage,
    withAccount(async ({ request, params, account }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const form = await request.formData();
      const file = form.get('file');
      if (!file || typeof file === 'string') return refuse(request, 400, 'rules.assetRequired');
      const name = String(form.get('fileName') ?? '').trim() || file.name;
      const problem = packageProblem({ name, size: file.size });
      if (problem) return refusal(request, [problem]);
      const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
      if (!(head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04))
        return refusal(request, [{ field: 'asset', code: 'packageNotZip', params: { name } }]);
      const id = db.nextId(BEAUTY_PACKAGES);
      const row = db.insert<PackageRow>(BEAUTY_PACKAGES, {
        id,
        kind: params.kind,
        name,
        size: file.size,
        url: `${location.origin}/mock-beauty/${id}/${encodeURIComponent(name)}`,
        uploadedBy: account.login,
        uploadedAt: new Date().toISOString(),
      });
      return ok({ url: row.url, name: row.name, size: row.size });
    }),
  ),

  route<Partial<BeautyInput>>(
    E.create,
    withAccount(async ({ request, params, account }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const input = readInput(await request.json());
      const refused = await saveRefusal(request, params.kind, input);
      if (refused) return refused;
      const lowest = Math.min(
        0,
        ...db
          .all<BeautyRow>(C)
          .filter((row) => row.kind === params.kind)
          .map((r) => r.weight),
      );
      // A new effect starts delisted, at the end of the tray: it is listed once checked.
      const row = db.insert<BeautyRow>(C, {
        ...input,
        kind: params.kind,
        status: 'delisted',
        weight: lowest - 10,
        ...auditStamp(account.login),
      });
      return ok(row);
    }),
  ),

  route<{ ids?: unknown }>(
    E.order,
    withAccount(async ({ request, params, account }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const { ids } = await request.json();
      const all = db
        .all<BeautyRow>(C)
        .filter((row) => row.kind === params.kind)
        .map((row) => row.id);
      if (!Array.isArray(ids) || !isPermutationOf(ids, all)) return refuse(request, 409, 'server.orderStale');
      for (const { id, weight } of weightsFrom(ids as number[]))
        db.update<BeautyRow>(C, id, { weight, ...auditStamp(account.login) });
      return ok(null);
    }),
  ),

  route<Partial<BeautyInput>>(
    E.update,
    updateHandler({
      collection: C,
      find: ({ request, params }) => itemFor(request, params.kind, Number(params.id)),
      readInput,
      refusal: (input, row, { request }) => saveRefusal(request, row.kind, input, row.id),
    }),
  ),

  ...(
    [
      ['list', E.list],
      ['delist', E.delist],
    ] as const
  ).map(([action, endpoint]) =>
    route(
      endpoint,
      withAccount(async ({ request, params, account }) => {
        const { row, refused } = await itemFor(request, params.kind, Number(params.id), action);
        if (refused) return refused;
        const status = beautyMachine.transitions[action].to!;
        return ok(db.update<BeautyRow>(C, row.id, { status, ...auditStamp(account.login) }));
      }),
    ),
  ),

  route(
    E.remove,
    removeHandler({
      collection: C,
      find: ({ request, params }) => itemFor(request, params.kind, Number(params.id), 'delete'),
    }),
  ),
];
