import { isAppLink } from '../../shared/links/h5-link';
import type { RuleProblem } from '../../shared/types/rule-problem';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../shared/components/lang-fields/content-languages';
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import {
  type ActivityPhase,
  type ActivityStatus,
  type HealthActivityInput,
  type LegacyActivityInput,
  type LegacyStatus,
} from './types';
import { APP_MODES } from '../../shared/types/app-mode';

/** A broken rule: the field it is about and a code the screens and the mock translate (`activities:rules.<code>`). */
export type Problem = RuleProblem;

export const LIMITS = {
  titleMax: 60,
  descriptionMax: 300,
  linkMax: 500,
  sortMax: 9999,
  /** The old app's activity carousel holds ten. */
  legacyOnlineMax: 10,
  /** An activity runs at most a year. */
  scheduleDaysMax: 366,
};

const DAY = 86_400_000;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function linkProblem(field: string, link: unknown): Problem | null {
  const value = text(link);
  if (!value) return { field, code: 'linkRequired' };
  if (value.length > LIMITS.linkMax) return { field, code: 'tooLong', params: { max: LIMITS.linkMax } };
  return isAppLink(value) ? null : { field, code: 'link' };
}

/** The old list's rules: a title, one of the content languages, a link and a whole sort weight. */
export function legacyProblems(input: Partial<LegacyActivityInput>): Problem[] {
  const problems: Problem[] = [];
  const title = text(input.title);
  if (!title) problems.push({ field: 'title', code: 'required' });
  else if (title.length > LIMITS.titleMax)
    problems.push({ field: 'title', code: 'tooLong', params: { max: LIMITS.titleMax } });
  if (!CONTENT_LANGUAGES.includes(input.language as ContentLanguage))
    problems.push({ field: 'language', code: 'required' });
  const link = linkProblem('link', input.link);
  if (link) problems.push(link);
  const sort = input.sort;
  if (typeof sort !== 'number' || !Number.isInteger(sort) || sort < 0 || sort > LIMITS.sortMax) {
    problems.push({ field: 'sort', code: 'sort', params: { max: LIMITS.sortMax } });
  }
  return problems;
}

/** Whether one more row may go online: the old app shows at most ten. */
export const canGoOnline = (onlineCount: number) => onlineCount < LIMITS.legacyOnlineMax;

export const legacyMachine = defineMachine<LegacyStatus, 'online' | 'offline' | 'delete'>({
  states: {
    online: { label: 'activities:legacy.status.online', color: 'green' },
    offline: { label: 'activities:legacy.status.offline', color: 'default' },
  },
  transitions: {
    online: { from: ['offline'], to: 'online' },
    offline: { from: ['online'], to: 'offline' },
    delete: { from: ['offline'], to: null },
  },
});

/**
 * The new activities' rules: at least one language with title and description (spec section 5), a valid
 * link in every language that has one, a title wherever a language has anything, at least one mode, and a
 * schedule whose end comes after its start, at most a year long.
 */
export function activityProblems(input: Partial<HealthActivityInput>): Problem[] {
  const problems: Problem[] = [];
  const texts = input.texts ?? {};
  if (!hasCompleteLanguage(texts, ['title', 'description'])) problems.push({ field: 'texts', code: 'oneLanguage' });
  for (const language of CONTENT_LANGUAGES) {
    const entry = texts[language];
    if (!entry) continue;
    const title = text(entry.title);
    const description = text(entry.description);
    const link = text(entry.link);
    if (!title && (description || link)) problems.push({ field: `texts.${language}.title`, code: 'titleFirst' });
    if (title.length > LIMITS.titleMax) {
      problems.push({ field: `texts.${language}.title`, code: 'tooLong', params: { max: LIMITS.titleMax } });
    }
    if (description.length > LIMITS.descriptionMax) {
      problems.push({
        field: `texts.${language}.description`,
        code: 'tooLong',
        params: { max: LIMITS.descriptionMax },
      });
    }
    if (link) {
      const problem = linkProblem(`texts.${language}.link`, link);
      if (problem) problems.push(problem);
    }
  }
  const modes = Array.isArray(input.modes) ? input.modes : [];
  if (modes.length === 0 || modes.some((mode) => !APP_MODES.includes(mode))) {
    problems.push({ field: 'modes', code: 'modes' });
  }
  const start = Date.parse(String(input.startAt));
  const end = Date.parse(String(input.endAt));
  if (Number.isNaN(start) || Number.isNaN(end)) problems.push({ field: 'schedule', code: 'scheduleRequired' });
  else if (end <= start) problems.push({ field: 'schedule', code: 'endBeforeStart' });
  else if (end - start > LIMITS.scheduleDaysMax * DAY) {
    problems.push({ field: 'schedule', code: 'scheduleTooLong', params: { max: LIMITS.scheduleDaysMax } });
  }
  return problems;
}

/** Where a schedule stands at `now`. */
export function phaseOf(activity: { startAt: string; endAt: string }, now: number): ActivityPhase {
  if (now < Date.parse(activity.startAt)) return 'upcoming';
  return now < Date.parse(activity.endAt) ? 'running' : 'ended';
}

/** Publishing needs a schedule that has not ended: the app would never show it. */
export function publishProblem(activity: { endAt: string }, now: number): Problem | null {
  return Date.parse(activity.endAt) <= now ? { field: 'schedule', code: 'publishEnded' } : null;
}

/**
 * Draft -> published -> offline -> published again. Only what is not shown (draft, offline) can be
 * edited or deleted; a published activity is taken offline first.
 */
export const activityMachine = defineMachine<ActivityStatus, 'edit' | 'publish' | 'offline' | 'delete'>({
  states: {
    draft: { label: 'activities:healthNew.status.draft', color: 'default' },
    published: { label: 'activities:healthNew.status.published', color: 'green' },
    offline: { label: 'activities:healthNew.status.offline', color: 'orange' },
  },
  transitions: {
    edit: { from: ['draft', 'offline'], to: 'draft' },
    publish: { from: ['draft', 'offline'], to: 'published' },
    offline: { from: ['published'], to: 'offline' },
    delete: { from: ['draft', 'offline'], to: null },
  },
});
