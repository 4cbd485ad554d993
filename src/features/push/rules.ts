import { CONTENT_LANGUAGES, type ContentLanguage } from '../../shared/components/lang-fields/content-languages';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import { MAX_IMPORT_ROWS } from '../../shared/components/excel-import/import-core';
import { isAppLink } from '../../shared/links/h5-link';
import {
  ACTIVE_HOURS,
  APP_VERSIONS,
  compareAppVersions,
  listedUsers,
  usersMatching,
  type AudienceUser,
} from '../../shared/audience/app-audience';
import { APP_MODES } from '../../shared/types/app-mode';
import type { RuleProblem } from '../../shared/types/rule-problem';
import {
  PUSH_AREAS,
  PUSH_CREATOR_LEVELS,
  USER_GROUPS,
  type AudienceEstimate,
  type FieldChange,
  type PushInput,
  type PushStatus,
  type PushTarget,
  type PushTargeting,
} from './types';

export const PUSH_LIMITS = {
  titleMax: 50,
  contentMax: 200,
  reasonMax: 200,
  linkMax: 500,
  /** A push's window (start to end) lasts at most this many days. */
  maxWindowDays: 30,
  /** Spec: Excel data cannot exceed 20,000 rows; a designated push reaches at most that many users. */
  designatedMax: MAX_IMPORT_ROWS,
} as const;

/** Spec: for Arabic, Malay and Indonesian, a push's title and content cannot both be empty. */
const REQUIRED_PUSH_LANGUAGES: readonly ContentLanguage[] = ['ar', 'ms', 'ind'];
/** An app user's ID (seven digits). */
export const USER_ID_PATTERN = /^\d{7}$/;
export const USER_ID_PATTERN_SOURCE = '^\\d{7}$';
const VERSION = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const DAY = 86_400_000;

export type PushAction = 'edit' | 'send' | 'disable' | 'delete';

/**
 * To be pushed until its window starts (or it is pushed now), pushing within it, pushed after it.
 * Disabling ends it at once (expired); deleting keeps it as a deleted record with its audit trail.
 */
export const pushMachine = defineMachine<PushStatus, PushAction>({
  states: {
    unpushed: { label: 'push:status.unpushed', color: 'blue' },
    pushing: { label: 'push:status.pushing', color: 'processing' },
    pushed: { label: 'push:status.pushed', color: 'green' },
    expired: { label: 'push:status.expired', color: 'default' },
    deleted: { label: 'push:status.deleted', color: 'red' },
  },
  transitions: {
    edit: { from: ['unpushed'], to: 'unpushed' },
    send: { from: ['unpushed'], to: 'pushing' },
    disable: { from: ['unpushed', 'pushing'], to: 'expired' },
    delete: { from: ['unpushed', 'pushed', 'expired'], to: 'deleted' },
  },
});

/** What is stored about a push's life; its status is derived from these and the time. */
export interface PushLife {
  startAt: string;
  endAt: string;
  disabledAt: string | null;
  deletedAt: string | null;
}

export function pushStatusOf(push: PushLife, now: number): PushStatus {
  if (push.deletedAt) return 'deleted';
  if (push.disabledAt) return 'expired';
  if (now < Date.parse(push.startAt)) return 'unpushed';
  if (now < Date.parse(push.endAt)) return 'pushing';
  return 'pushed';
}

/** -1, 0 or 1 for `major.minor.patch` versions. */
export const compareVersions = compareAppVersions;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Who receives the push: a user group, and for designated users the list (form, at most 20,000); versions in order. */
export function targetingProblems(input: Partial<PushTargeting>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!USER_GROUPS.includes(input.userGroup as never)) problems.push({ field: 'userGroup', code: 'userGroupRequired' });
  if (input.userGroup === 'designated') {
    const ids = input.designatedUsers ?? [];
    if (ids.length === 0) problems.push({ field: 'designatedUsers', code: 'designatedRequired' });
    else if (ids.some((id) => !USER_ID_PATTERN.test(String(id))))
      problems.push({ field: 'designatedUsers', code: 'designatedFormat' });
    else if (new Set(ids).size !== ids.length) problems.push({ field: 'designatedUsers', code: 'designatedRepeated' });
    else if (ids.length > PUSH_LIMITS.designatedMax)
      problems.push({
        field: 'designatedUsers',
        code: 'designatedTooMany',
        params: { max: PUSH_LIMITS.designatedMax },
      });
  }
  if ((input.modes ?? []).some((mode) => !APP_MODES.includes(mode))) problems.push({ field: 'modes', code: 'modes' });
  if ((input.areas ?? []).some((area) => !PUSH_AREAS.includes(area))) problems.push({ field: 'areas', code: 'areas' });
  const min = text(input.minVersion);
  const max = text(input.maxVersion);
  if (min && !VERSION.test(min)) problems.push({ field: 'minVersion', code: 'version' });
  if (max && !VERSION.test(max)) problems.push({ field: 'maxVersion', code: 'version' });
  if (min && max && VERSION.test(min) && VERSION.test(max) && compareVersions(min, max) > 0) {
    problems.push({ field: 'maxVersion', code: 'versionOrder' });
  }
  if ((input.creatorLevels ?? []).some((level) => !PUSH_CREATOR_LEVELS.includes(level as never)))
    problems.push({ field: 'creatorLevels', code: 'creatorLevels' });
  if ((input.creatorFields ?? []).some((field) => !Number.isInteger(field) || field < 1))
    problems.push({ field: 'creatorFields', code: 'creatorFields' });
  return problems;
}

/**
 * A push as the form and the mock check it: title and content completed in every language written, and
 * Arabic, Malay and Indonesian never both empty (messages name the language, on that language's field);
 * the channel's target; a window starting in the future, ending after its start, at most 30 days; the
 * targeting rules.
 */
export function pushProblems(input: Partial<PushInput>, target: PushTarget, now: number): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const language of CONTENT_LANGUAGES) {
    const title = text(input.texts?.[language]?.title);
    const content = text(input.texts?.[language]?.content);
    const params = { language };
    if (!title && !content) {
      if (REQUIRED_PUSH_LANGUAGES.includes(language))
        problems.push({ field: `texts.${language}.title`, code: 'languageEmpty', params });
      continue;
    }
    if (!title) problems.push({ field: `texts.${language}.title`, code: 'titleMissing', params });
    else if (title.length > PUSH_LIMITS.titleMax)
      problems.push({
        field: `texts.${language}.title`,
        code: 'titleTooLong',
        params: { ...params, max: PUSH_LIMITS.titleMax },
      });
    if (!content) problems.push({ field: `texts.${language}.content`, code: 'contentMissing', params });
    else if (content.length > PUSH_LIMITS.contentMax)
      problems.push({
        field: `texts.${language}.content`,
        code: 'contentTooLong',
        params: { ...params, max: PUSH_LIMITS.contentMax },
      });
  }
  const goal = text(input.target);
  if (target === 'post' || target === 'helpArticle' || target === 'creatorTask') {
    const required = { post: 'postRequired', helpArticle: 'articleRequired', creatorTask: 'taskRequired' }[target];
    if (!goal) problems.push({ field: 'target', code: required });
    else if (!/^\d{1,9}$/.test(goal)) problems.push({ field: 'target', code: 'idFormat' });
  } else if (target === 'link') {
    if (!goal) problems.push({ field: 'target', code: 'linkRequired' });
    else if (goal.length > PUSH_LIMITS.linkMax || !isAppLink(goal)) problems.push({ field: 'target', code: 'link' });
  } else if (goal && (goal.length > PUSH_LIMITS.linkMax || !isAppLink(goal))) {
    problems.push({ field: 'target', code: 'link' });
  }
  const start = typeof input.startAt === 'string' ? Date.parse(input.startAt) : NaN;
  const end = typeof input.endAt === 'string' ? Date.parse(input.endAt) : NaN;
  if (Number.isNaN(start) || Number.isNaN(end)) problems.push({ field: 'window', code: 'windowRequired' });
  else if (start <= now) problems.push({ field: 'window', code: 'startPast' });
  else if (end <= start) problems.push({ field: 'window', code: 'endAfterStart' });
  else if (end - start > PUSH_LIMITS.maxWindowDays * DAY)
    problems.push({ field: 'window', code: 'windowTooLong', params: { max: PUSH_LIMITS.maxWindowDays } });
  return [...problems, ...targetingProblems(input)];
}

/** Whether users on `version` receive a push with these limits (force update lets those below the minimum in). */
function versionReached(version: string, targeting: Partial<PushTargeting>): boolean {
  const min = text(targeting.minVersion);
  const max = text(targeting.maxVersion);
  if (min && !targeting.forceUpdate && compareVersions(version, min) < 0) return false;
  if (max && compareVersions(version, max) > 0) return false;
  return true;
}

/**
 * The estimated audience, counted over the app users: those of the chosen areas, modes and versions
 * (`reachable`), of whom those in the chosen group (active: last login within the window; new: registered
 * within 24 hours). A designated push reaches the known users in its list.
 */
export function estimateAudience(
  users: readonly AudienceUser[],
  targeting: Partial<PushTargeting>,
  now: number,
): AudienceEstimate {
  const matching = usersMatching(
    users,
    { areas: targeting.areas, modes: targeting.modes, version: (version) => versionReached(version, targeting) },
    now,
  );
  if (targeting.userGroup === 'designated') {
    return { audience: listedUsers(users, targeting.designatedUsers ?? [], 'id'), reachable: matching.length };
  }
  const group = (USER_GROUPS.includes(targeting.userGroup as never) ? targeting.userGroup : 'active30d') as Exclude<
    PushTargeting['userGroup'],
    'designated'
  >;
  return { audience: usersMatching(matching, { group }, now).length, reachable: matching.length };
}

/** A creator as a creator push's estimate counts them (the creator centre's creators, Lv1 to Lv5). */
export interface AudienceCreator {
  id: string;
  level: number;
  fieldId: number | null;
  lastLoginAt: string;
  /** When they joined the creator centre ("new within 24 hours" counts from it). */
  joinedAt: string;
}

/**
 * A creator push's estimated audience: the creators of the chosen levels (none: Lv1 to Lv5) and fields
 * (none: every field, and creators without one), `reachable`, of whom those in the user group (active:
 * last login within the window; new: joined the creator centre within 24 hours). A designated push
 * reaches its listed users that are creators.
 */
export function estimateCreatorAudience(
  creators: readonly AudienceCreator[],
  targeting: Partial<PushTargeting>,
  now: number,
): AudienceEstimate {
  const levels = targeting.creatorLevels ?? [];
  const fields = targeting.creatorFields ?? [];
  const all = creators.filter((creator) => PUSH_CREATOR_LEVELS.includes(creator.level as never));
  if (targeting.userGroup === 'designated') {
    const listed = new Set(targeting.designatedUsers ?? []);
    return { audience: all.filter((creator) => listed.has(creator.id)).length, reachable: all.length };
  }
  const matching = all.filter(
    (creator) =>
      (levels.length === 0 || levels.includes(creator.level)) &&
      (fields.length === 0 || (creator.fieldId !== null && fields.includes(creator.fieldId))),
  );
  const group = targeting.userGroup ?? 'active30d';
  const inGroup = (creator: AudienceCreator) =>
    group === 'new24h'
      ? now - Date.parse(creator.joinedAt) <= DAY
      : now - Date.parse(creator.lastLoginAt) <= (ACTIVE_HOURS[group as keyof typeof ACTIVE_HOURS] ?? 720) * 3_600_000;
  return { audience: matching.filter(inGroup).length, reachable: matching.length };
}

/** The app versions in use, lowest first (for the version pickers). */
export const KNOWN_VERSIONS: readonly string[] = [...APP_VERSIONS];

const shown = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length ? value.join(', ') : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const out = String(value).trim();
  return out ? out : null;
};

/**
 * What changed between two versions of a push, field by field (texts per language, designated users as
 * their count), for the audit trail. From nothing (a creation) every filled field is listed.
 */
export function pushChanges(before: Partial<PushInput> | null, after: Partial<PushInput>): FieldChange[] {
  const changes: FieldChange[] = [];
  const add = (field: string, a: unknown, b: unknown) => {
    const from = before ? shown(a) : null;
    const to = shown(b);
    if (from !== to) changes.push({ field, before: from, after: to });
  };
  for (const language of CONTENT_LANGUAGES) {
    for (const key of ['title', 'content'] as const) {
      add(`texts.${language}.${key}`, before?.texts?.[language]?.[key], after.texts?.[language]?.[key]);
    }
  }
  add('image', before?.image, after.image);
  add('target', before?.target, after.target);
  add('startAt', before?.startAt, after.startAt);
  add('endAt', before?.endAt, after.endAt);
  add('userGroup', before?.userGroup, after.userGroup);
  const count = (input: Partial<PushInput> | null | undefined) =>
    input?.userGroup === 'designated' ? (input.designatedUsers ?? []).length : null;
  add('designatedUsers', count(before), count(after));
  add('modes', before?.modes, after.modes);
  add('areas', before?.areas, after.areas);
  add('minVersion', before?.minVersion, after.minVersion);
  add('maxVersion', before?.maxVersion, after.maxVersion);
  add('forceUpdate', before?.forceUpdate ?? false, after.forceUpdate ?? false);
  add('creatorLevels', before?.creatorLevels, after.creatorLevels);
  add('creatorFields', before?.creatorFields, after.creatorFields);
  return changes;
}
