import { HttpResponse } from 'msw';
import { grantedUris, withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import type { Endpoint } from '../../../shared/api/endpoint';
import { CACHE_KEY_ENDPOINTS, NOTICE_ENDPOINTS as N, SWITCH_ENDPOINTS } from '../endpoints';
import { mockVoice } from '../../../mocks/mock-voice';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { noticeMachine, type NoticeAction } from '../notice-status';
import { cacheKeyProblems, noticeProblems, settingsClash, versionSwitchProblems, type Problem } from '../rules';
import { settingMachine, settingState, type SettingAction } from '../setting-status';
import {
  PLATFORMS,
  type CacheKey,
  type CacheKeyInput,
  type NoticeInput,
  type Platform,
  type UpdateNotice,
  type VersionSwitch,
  type VersionSwitchInput,
} from '../types';
import { APP_COLLECTIONS } from './seed';

type NoticeRow = UpdateNotice & Row;
type SettingRow = (CacheKey | VersionSwitch) & Row;

const voice = mockVoice('version');

/** A refused save: every broken rule on its field (`rules.<code>`), in the caller's language. */
const refusal = (request: Request, problems: Problem[]) => voice.refusal(request, problems);

/** One field refused, worded by a `version` key. */
async function fieldRefusal(request: Request, field: string, key: string, options: Record<string, unknown>) {
  const message = await voice.say(request, key, options);
  return HttpResponse.json({ code: 400, message, fieldErrors: [{ field, message }] });
}

/** A refusal in the server's own words; a missing row is also a 404 of HTTP. */
const serverRefusal = async (request: Request, code: number, key: string, options: Record<string, unknown> = {}) =>
  failure(code, await voice.say(request, `serverRefusals.${key}`, options), { httpStatus: code === 404 ? 404 : 200 });
const noPlatform = (request: Request) => serverRefusal(request, 400, 'notices.platform');

const matches = (text: string | undefined, query: string | null) =>
  !query || (text ?? '').toLowerCase().includes(query.trim().toLowerCase());

const trimmed = (text: unknown) => (typeof text === 'string' && text.trim() ? text.trim() : undefined);

/* ------------------------------------------------------------------ update notices */

function noticeFrom(input: Partial<NoticeInput>) {
  return {
    version: String(input.version).trim(),
    minVersion: String(input.minVersion).trim(),
    maxVersion: String(input.maxVersion).trim(),
    forceUpdate: Boolean(input.forceUpdate),
    translations: compactLangTexts(input.translations),
  };
}

/** The same rules as the form, then: one notice per version on each platform. */
async function noticeRefusal(request: Request, input: Partial<NoticeInput>, platform: Platform, id?: number) {
  const problems = noticeProblems(input);
  if (problems.length) return refusal(request, problems);
  const version = String(input.version).trim();
  const twin = db.find<NoticeRow>(
    APP_COLLECTIONS.notices,
    (row) => row.platform === platform && row.version === version && row.id !== id,
  );
  if (twin) {
    const platformName = await voice.say(request, `notices.platform.${platform}`);
    return fieldRefusal(request, 'version', 'serverRefusals.notices.twin', { platform: platformName, version });
  }
  return null;
}

/** The notice, and whether the machine lets `action` run on it (`serverRefusals.notices.<action>` if not). */
async function noticeFor(request: Request, id: number, action: NoticeAction) {
  const row = db.byId<NoticeRow>(APP_COLLECTIONS.notices, id);
  if (!row) return { refused: await serverRefusal(request, 404, 'notices.notFound') };
  if (!noticeMachine.can(action, row.status))
    return { refused: await serverRefusal(request, 409, `notices.${action}`) };
  return { row };
}

const noticeHandlers = [
  route(
    N.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const platform = url.searchParams.get('platform');
      const status = url.searchParams.get('status');
      if (!(PLATFORMS as readonly (string | null)[]).includes(platform)) return noPlatform(request);
      const rows = db
        .all<NoticeRow>(APP_COLLECTIONS.notices)
        .filter((row) => row.platform === platform)
        .filter((row) => matches(row.version, url.searchParams.get('version')))
        .filter((row) => !status || row.status === status)
        .sort((a, b) => b.lastModifiedDate.localeCompare(a.lastModifiedDate));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<NoticeInput & { platform: Platform }>(
    N.create,
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      if (!PLATFORMS.includes(input.platform)) return noPlatform(request);
      const refused = await noticeRefusal(request, input, input.platform);
      if (refused) return refused;
      const created = db.insert<NoticeRow>(APP_COLLECTIONS.notices, {
        ...noticeFrom(input),
        platform: input.platform,
        status: 'unpublished',
        lastModifiedBy: account.login,
        lastModifiedDate: new Date().toISOString(),
      });
      return ok(created);
    }),
  ),

  route<NoticeInput>(
    N.update,
    withAccount(async ({ request, params, account }) => {
      const id = Number(params.id);
      const { row, refused } = await noticeFor(request, id, 'edit');
      if (refused) return refused;
      const input = await request.json();
      const problem = await noticeRefusal(request, input, row.platform, id);
      if (problem) return problem;
      return ok(
        db.update<NoticeRow>(APP_COLLECTIONS.notices, id, {
          ...noticeFrom(input),
          lastModifiedBy: account.login,
          lastModifiedDate: new Date().toISOString(),
        }),
      );
    }),
  ),

  route(
    N.publish,
    withAccount(async ({ request, params, account }) => {
      const id = Number(params.id);
      const { row, refused } = await noticeFor(request, id, 'publish');
      if (refused) return refused;
      const step = noticeMachine.step('publish', row.status);
      const now = new Date().toISOString();
      return ok(
        db.update<NoticeRow>(APP_COLLECTIONS.notices, id, {
          status: step.allowed && step.to ? step.to : row.status,
          publishedDate: now,
          lastModifiedBy: account.login,
          lastModifiedDate: now,
        }),
      );
    }),
  ),

  route(
    N.remove,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      const { refused } = await noticeFor(request, id, 'delete');
      if (refused) return refused;
      db.remove(APP_COLLECTIONS.notices, id);
      return ok(null);
    }),
  ),
];

/* ------------------------------------------------------------------ app settings */

interface SettingKind<I> {
  endpoints: Record<'page' | 'create' | 'update' | 'enable' | 'disable', Endpoint>;
  /** The screen's menu uri: turning a setting on or off needs its `:status` action, in an edit too. */
  screen: string;
  collection: string;
  /** Where its refusals are worded: `serverRefusals.<refusals>.*` of `version`. */
  refusals: 'cache' | 'switches';
  problems: (input: Partial<I>) => Problem[];
  /** The stored fields from a valid input (every field replaced: an emptied optional one is cleared). */
  fields: (input: I) => Omit<I, 'enabled'>;
  /** A rule that needs the stored row (an edit): the field, the `version` key and what it names. */
  editRefusal?: (row: SettingRow, input: I) => [field: string, key: string, options: Record<string, unknown>] | null;
}

function settingHandlers<I extends CacheKeyInput | VersionSwitchInput>(kind: SettingKind<I>) {
  const clashRefusal = async (request: Request, input: I, id?: number) => {
    // Only enabled settings reach the app, so only they can clash.
    const clash = db.find<SettingRow>(
      kind.collection,
      (row) => row.id !== id && row.enabled && settingsClash(row, input),
    );
    if (!clash) return null;
    return fieldRefusal(request, 'key', `serverRefusals.${kind.refusals}.clash`, { key: input.key, id: clash.id });
  };
  const notFound = (request: Request) => serverRefusal(request, 404, `${kind.refusals}.notFound`);
  const transition = (action: SettingAction) =>
    withAccount<Record<string, string>>(async ({ request, params, account }) => {
      const id = Number(params.id);
      const row = db.byId<SettingRow>(kind.collection, id);
      if (!row) return notFound(request);
      const step = settingMachine.step(action, settingState(row));
      if (!step.allowed) return serverRefusal(request, 409, `${kind.refusals}.already.${settingState(row)}`);
      if (action === 'enable') {
        const clash = await clashRefusal(request, { ...(row as unknown as I), enabled: true }, id);
        if (clash) return clash;
      }
      return ok(
        db.update<SettingRow>(kind.collection, id, {
          enabled: step.to === 'enabled',
          lastModifiedBy: account.login,
          lastModifiedDate: new Date().toISOString(),
        }),
      );
    });

  return [
    route(
      kind.endpoints.page,
      withAccount(({ request }) => {
        const url = new URL(request.url);
        const platform = url.searchParams.get('platform');
        const enabled = url.searchParams.get('enabled');
        const rows = db
          .all<SettingRow>(kind.collection)
          .filter(
            (row) =>
              matches(row.key, url.searchParams.get('key')) || matches(row.description, url.searchParams.get('key')),
          )
          .filter((row) => !platform || row.platform === platform)
          .filter((row) => enabled === null || String(row.enabled) === enabled);
        return ok(paginate(rows, readPageQuery(url)));
      }),
    ),

    route<I>(
      kind.endpoints.create,
      withAccount(async ({ request, account }) => {
        const input = await request.json();
        const problems = kind.problems(input);
        if (problems.length) return refusal(request, problems);
        const clash = input.enabled !== false && (await clashRefusal(request, input));
        if (clash) return clash;
        const created = db.insert<SettingRow>(kind.collection, {
          ...kind.fields(input),
          enabled: input.enabled !== false,
          lastModifiedBy: account.login,
          lastModifiedDate: new Date().toISOString(),
        } as unknown as SettingRow);
        return ok(created);
      }),
    ),

    route<I>(
      kind.endpoints.update,
      withAccount(async ({ request, params, account }) => {
        const id = Number(params.id);
        const row = db.byId<SettingRow>(kind.collection, id);
        if (!row) return notFound(request);
        const input = await request.json();
        const switching = typeof input.enabled === 'boolean' && input.enabled !== row.enabled;
        if (switching && !grantedUris(account).has(`${kind.screen}:status`)) {
          return voice.refuse(request, 403, 'settings.statusNotGranted');
        }
        const problems = kind.problems(input);
        if (problems.length) return refusal(request, problems);
        const edit = kind.editRefusal?.(row, input);
        if (edit) return fieldRefusal(request, ...edit);
        const enabled = typeof input.enabled === 'boolean' ? input.enabled : row.enabled;
        const clash = enabled && (await clashRefusal(request, input, id));
        if (clash) return clash;
        const { minVersion: _min, maxVersion: _max, description: _description, ...kept } = row;
        db.replaceAll(
          kind.collection,
          db.all<SettingRow>(kind.collection).map((item) =>
            item.id === id
              ? ({
                  ...kept,
                  ...kind.fields(input),
                  enabled,
                  lastModifiedBy: account.login,
                  lastModifiedDate: new Date().toISOString(),
                } as unknown as SettingRow)
              : item,
          ),
        );
        return ok(db.byId<SettingRow>(kind.collection, id));
      }),
    ),

    route(kind.endpoints.enable, transition('enable')),
    route(kind.endpoints.disable, transition('disable')),
  ];
}

const common = (input: CacheKeyInput | VersionSwitchInput) => ({
  key: input.key,
  platform: input.platform,
  ...(trimmed(input.minVersion) ? { minVersion: trimmed(input.minVersion) } : {}),
  ...(trimmed(input.maxVersion) ? { maxVersion: trimmed(input.maxVersion) } : {}),
  ...(trimmed(input.description) ? { description: trimmed(input.description) } : {}),
});

const cacheKeyHandlers = [
  ...settingHandlers<CacheKeyInput>({
    endpoints: CACHE_KEY_ENDPOINTS,
    screen: '/version-manage/local-cache',
    collection: APP_COLLECTIONS.cacheKeys,
    refusals: 'cache',
    problems: cacheKeyProblems,
    fields: (input) => ({ ...common(input), cacheVersion: input.cacheVersion, ttlSeconds: input.ttlSeconds }),
    // An app that holds version N ignores anything not above it, so going down would never reach it.
    editRefusal: (row, input) => {
      const stored = (row as CacheKey).cacheVersion;
      return input.cacheVersion < stored ? ['cacheVersion', 'cache.versionDown', { current: stored }] : null;
    },
  }),
  route(
    CACHE_KEY_ENDPOINTS.remove,
    withAccount(({ request, params }) => {
      if (!db.remove(APP_COLLECTIONS.cacheKeys, Number(params.id)))
        return serverRefusal(request, 404, 'cache.notFound');
      return ok(null);
    }),
  ),
];

const switchHandlers = settingHandlers<VersionSwitchInput>({
  endpoints: SWITCH_ENDPOINTS,
  screen: '/version-manage/version-control',
  collection: APP_COLLECTIONS.switches,
  refusals: 'switches',
  problems: versionSwitchProblems,
  fields: (input) => ({ ...common(input), valueType: input.valueType, value: input.value }),
});

export const appVersionHandlers = [...noticeHandlers, ...cacheKeyHandlers, ...switchHandlers];
