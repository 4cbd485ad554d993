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
import {
  RULE_MESSAGES,
  cacheKeyProblems,
  noticeProblems,
  settingsClash,
  versionSwitchProblems,
  type Problem,
} from '../rules';
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

const PLATFORM_NAMES: Record<Platform, string> = { ios: 'iOS', android: 'Android' };
const voice = mockVoice('version');

/** A refused save: the first broken rule as the message, every broken rule on its field. */
function refusal(problems: Array<{ field: string; message: string }>) {
  return HttpResponse.json({ code: 400, message: problems[0].message, fieldErrors: problems });
}
const withMessages = (problems: Problem[]) =>
  problems.map(({ field, code }) => ({ field, message: RULE_MESSAGES[code] }));

const NOTICE_REFUSALS: Record<NoticeAction, string> = {
  edit: 'A published update notice cannot be edited',
  publish: 'This update notice is already published',
  delete: 'This update notice cannot be deleted',
};

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
function noticeRefusal(input: Partial<NoticeInput>, platform: Platform, id?: number) {
  const problems = noticeProblems(input);
  if (problems.length) return refusal(withMessages(problems));
  const version = String(input.version).trim();
  const twin = db.find<NoticeRow>(
    APP_COLLECTIONS.notices,
    (row) => row.platform === platform && row.version === version && row.id !== id,
  );
  if (twin) {
    const message = `An update notice for ${PLATFORM_NAMES[platform]} ${version} already exists`;
    return refusal([{ field: 'version', message }]);
  }
  return null;
}

/** The notice, and whether the machine lets `action` run on it. */
function noticeFor(id: number, action: NoticeAction) {
  const row = db.byId<NoticeRow>(APP_COLLECTIONS.notices, id);
  if (!row) return { refused: failure(404, 'Update notice not found', { httpStatus: 404 }) };
  if (!noticeMachine.can(action, row.status)) return { refused: failure(409, NOTICE_REFUSALS[action]) };
  return { row };
}

const noticeHandlers = [
  route(
    N.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const platform = url.searchParams.get('platform');
      const status = url.searchParams.get('status');
      if (!(PLATFORMS as readonly (string | null)[]).includes(platform)) return failure(400, 'Choose iOS or Android');
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
      if (!PLATFORMS.includes(input.platform)) return failure(400, 'Choose iOS or Android');
      const refused = noticeRefusal(input, input.platform);
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
      const { row, refused } = noticeFor(id, 'edit');
      if (refused) return refused;
      const input = await request.json();
      const problem = noticeRefusal(input, row.platform, id);
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
    withAccount(({ params, account }) => {
      const id = Number(params.id);
      const { row, refused } = noticeFor(id, 'publish');
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
    withAccount(({ params }) => {
      const id = Number(params.id);
      const { refused } = noticeFor(id, 'delete');
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
  noun: string;
  problems: (input: Partial<I>) => Problem[];
  /** The stored fields from a valid input (every field replaced: an emptied optional one is cleared). */
  fields: (input: I) => Omit<I, 'enabled'>;
  /** A rule that needs the stored row (an edit). */
  editRefusal?: (row: SettingRow, input: I) => { field: string; message: string } | null;
}

function settingHandlers<I extends CacheKeyInput | VersionSwitchInput>(kind: SettingKind<I>) {
  const clashRefusal = (input: I, id?: number) => {
    // Only enabled settings reach the app, so only they can clash.
    const clash = db.find<SettingRow>(
      kind.collection,
      (row) => row.id !== id && row.enabled && settingsClash(row, input),
    );
    if (!clash) return null;
    const message = `The key ${input.key} is already set for these apps and versions (${kind.noun} #${clash.id})`;
    return refusal([{ field: 'key', message }]);
  };
  const transition = (action: SettingAction) =>
    withAccount<Record<string, string>>(({ params, account }) => {
      const id = Number(params.id);
      const row = db.byId<SettingRow>(kind.collection, id);
      if (!row) return failure(404, `The ${kind.noun} was not found`, { httpStatus: 404 });
      const step = settingMachine.step(action, settingState(row));
      if (!step.allowed) return failure(409, `This ${kind.noun} is already ${settingState(row)}`);
      if (action === 'enable') {
        const clash = clashRefusal({ ...(row as unknown as I), enabled: true }, id);
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
        if (problems.length) return refusal(withMessages(problems));
        const clash = input.enabled !== false && clashRefusal(input);
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
        if (!row) return failure(404, `The ${kind.noun} was not found`, { httpStatus: 404 });
        const input = await request.json();
        const switching = typeof input.enabled === 'boolean' && input.enabled !== row.enabled;
        if (switching && !grantedUris(account).has(`${kind.screen}:status`)) {
          return voice.refuse(request, 403, 'settings.statusNotGranted');
        }
        const problems = kind.problems(input);
        if (problems.length) return refusal(withMessages(problems));
        const edit = kind.editRefusal?.(row, input);
        if (edit) return refusal([edit]);
        const enabled = typeof input.enabled === 'boolean' ? input.enabled : row.enabled;
        const clash = enabled && clashRefusal(input, id);
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
    noun: 'cache key',
    problems: cacheKeyProblems,
    fields: (input) => ({ ...common(input), cacheVersion: input.cacheVersion, ttlSeconds: input.ttlSeconds }),
    // An app that holds version N ignores anything not above it, so going down would never reach it.
    editRefusal: (row, input) =>
      input.cacheVersion < (row as CacheKey).cacheVersion
        ? {
            field: 'cacheVersion',
            message: `The cache version can only go up (it is ${(row as CacheKey).cacheVersion})`,
          }
        : null,
  }),
  route(
    CACHE_KEY_ENDPOINTS.remove,
    withAccount(({ params }) => {
      if (!db.remove(APP_COLLECTIONS.cacheKeys, Number(params.id)))
        return failure(404, 'The cache key was not found', { httpStatus: 404 });
      return ok(null);
    }),
  ),
];

const switchHandlers = settingHandlers<VersionSwitchInput>({
  endpoints: SWITCH_ENDPOINTS,
  screen: '/version-manage/version-control',
  collection: APP_COLLECTIONS.switches,
  noun: 'version switch',
  problems: versionSwitchProblems,
  fields: (input) => ({ ...common(input), valueType: input.valueType, value: input.value }),
});

export const appVersionHandlers = [...noticeHandlers, ...cacheKeyHandlers, ...switchHandlers];
