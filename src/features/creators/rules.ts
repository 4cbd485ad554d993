import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { RuleProblem } from '../../shared/types/rule-problem';
import { CREATOR_LEVELS } from '../../shared/types/app-user';
import { scoreProblem } from '../../shared/utils/post-score';
import {
  NAME_LANGUAGES,
  REWARD_TYPES,
  type CriteriaInput,
  type CreatorFieldInput,
  type CreatorTaskInput,
  type LevelChangeInput,
  type ReasonTexts,
  type TaskAction,
  type TaskStatus,
} from './types';
import { POST_TYPES } from '../../shared/types/post-types';

export type Problem = RuleProblem;

/** Limits the forms and the mock share. */
export const CREATOR_LIMITS = {
  titleMax: 60,
  descriptionMax: 500,
  starsMin: 1,
  starsMax: 5,
  requiredPostsMax: 50,
  pointsMax: 100_000,
  itemsMax: 99,
  itemNameMax: 40,
  reasonMax: 200,
  nameMax: 20,
  rejectionReasonMax: 100,
  sortMax: 9999,
  followersMax: 10_000_000,
  likesMax: 1_000_000,
  postsMax: 1_000,
} as const;

/**
 * The task cover's condition (spec: "the task cover must meet one condition"; ours): a landscape 16:9
 * picture at least 960 × 540 pixels, so it stays sharp on the app's full-width task card. A ratio within
 * 1% of 16:9 passes (1920 × 1080, 1280 × 720, 1000 × 563).
 */
export const COVER_RULE = { minWidth: 960, minHeight: 540, ratioWidth: 16, ratioHeight: 9, tolerance: 0.01 } as const;

export type CoverProblem = 'coverTooSmall' | 'coverRatio' | 'coverUnreadable';

export function coverProblem(size: { width: number; height: number } | null): CoverProblem | null {
  if (!size || !(size.width > 0) || !(size.height > 0)) return 'coverUnreadable';
  if (size.width < COVER_RULE.minWidth || size.height < COVER_RULE.minHeight) return 'coverTooSmall';
  const ratio = size.width / size.height;
  const wanted = COVER_RULE.ratioWidth / COVER_RULE.ratioHeight;
  if (Math.abs(ratio - wanted) / wanted > COVER_RULE.tolerance) return 'coverRatio';
  return null;
}

/** Published tasks are offered to creators; only an unpublished one is deleted, so none vanishes from the app by a slip. */
export const taskMachine = defineMachine<TaskStatus, TaskAction>({
  states: {
    published: { label: 'creators:tasks.status.published', color: 'green' },
    unpublished: { label: 'creators:tasks.status.unpublished', color: 'default' },
  },
  transitions: {
    publish: { from: ['unpublished'], to: 'published' },
    unpublish: { from: ['published'], to: 'unpublished' },
    edit: { from: ['published', 'unpublished'], to: null },
    delete: { from: ['unpublished'], to: null },
  },
});

const whole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A task's broken rules: at least one language with both title and description (spec 5), lengths, a
 * star rating 1-5, a post type, 1-50 required posts, a reward of points (1-100,000) or of a named item
 * (1-99), and a cover. The cover's picture condition is checked on its pixels (`coverProblem`).
 */
export function taskProblems(input: Partial<CreatorTaskInput>): Problem[] {
  const problems: Problem[] = [];
  const L = CREATOR_LIMITS;
  if (!hasCompleteLanguage(input.texts, ['title', 'description'])) {
    problems.push({ field: 'texts', code: 'textsIncomplete' });
  }
  for (const language of CONTENT_LANGUAGES) {
    const entry = input.texts?.[language];
    if (text(entry?.title).length > L.titleMax)
      problems.push({ field: `texts.${language}.title`, code: 'titleTooLong', params: { max: L.titleMax } });
    if (text(entry?.description).length > L.descriptionMax)
      problems.push({
        field: `texts.${language}.description`,
        code: 'descriptionTooLong',
        params: { max: L.descriptionMax },
      });
  }
  if (!whole(input.stars, L.starsMin, L.starsMax)) problems.push({ field: 'stars', code: 'stars' });
  if (!(POST_TYPES as readonly unknown[]).includes(input.postType))
    problems.push({ field: 'postType', code: 'postType' });
  if (!whole(input.requiredPosts, 1, L.requiredPostsMax))
    problems.push({ field: 'requiredPosts', code: 'requiredPosts', params: { max: L.requiredPostsMax } });
  if (!(REWARD_TYPES as readonly unknown[]).includes(input.rewardType)) {
    problems.push({ field: 'rewardType', code: 'rewardType' });
  } else if (input.rewardType === 'points') {
    if (!whole(input.rewardAmount, 1, L.pointsMax))
      problems.push({ field: 'rewardAmount', code: 'rewardPoints', params: { max: L.pointsMax } });
  } else {
    if (!whole(input.rewardAmount, 1, L.itemsMax))
      problems.push({ field: 'rewardAmount', code: 'rewardItems', params: { max: L.itemsMax } });
    const item = text(input.rewardItem);
    if (!item) problems.push({ field: 'rewardItem', code: 'rewardItem' });
    else if (item.length > L.itemNameMax)
      problems.push({ field: 'rewardItem', code: 'rewardItemTooLong', params: { max: L.itemNameMax } });
  }
  if (!text(input.cover)) problems.push({ field: 'cover', code: 'coverRequired' });
  return problems;
}

/**
 * Names in zh, en and ar (creators read them in their app language), each within `max` characters,
 * none repeating another row's name in the same language (`taken`). `field` names the form field.
 */
function namesProblems(
  names: Partial<ReasonTexts> | undefined,
  max: number,
  taken: (language: keyof ReasonTexts, name: string) => boolean,
  field: string,
  repeatedCode: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const language of NAME_LANGUAGES) {
    const name = text(names?.[language]);
    const at = `${field}.${language}`;
    if (!name) problems.push({ field: at, code: 'nameRequired' });
    else if (name.length > max) problems.push({ field: at, code: 'nameTooLong', params: { max } });
    else if (taken(language, name)) problems.push({ field: at, code: repeatedCode });
  }
  return problems;
}

/** A field: names in zh, en and ar not used by another field ("the category was already added"), sort 0-9999. */
export function fieldProblems(
  input: Partial<CreatorFieldInput>,
  taken: (language: keyof ReasonTexts, name: string) => boolean = () => false,
): Problem[] {
  const problems = namesProblems(input.names, CREATOR_LIMITS.nameMax, taken, 'names', 'fieldRepeated');
  if (!whole(input.sort, 0, CREATOR_LIMITS.sortMax))
    problems.push({ field: 'sort', code: 'sort', params: { max: CREATOR_LIMITS.sortMax } });
  return problems;
}

/** A rejection reason: its text in zh, en and ar, no two reasons alike in a language. */
export function reasonProblems(
  input: { text?: Partial<ReasonTexts> },
  taken: (language: keyof ReasonTexts, name: string) => boolean = () => false,
): Problem[] {
  return namesProblems(input.text, CREATOR_LIMITS.rejectionReasonMax, taken, 'text', 'reasonRepeated');
}

/** A level change: a level from non-creator (0) to Lv5 other than the current one, and a reason. */
export function levelChangeProblems(input: Partial<LevelChangeInput>, current: number): Problem[] {
  const problems: Problem[] = [];
  if (!(CREATOR_LEVELS as readonly unknown[]).includes(input.level)) problems.push({ field: 'level', code: 'level' });
  else if (input.level === current) problems.push({ field: 'level', code: 'levelUnchanged' });
  const reason = text(input.reason);
  if (!reason) problems.push({ field: 'reason', code: 'reasonRequired' });
  else if (reason.length > CREATOR_LIMITS.reasonMax)
    problems.push({ field: 'reason', code: 'reasonTooLong', params: { max: CREATOR_LIMITS.reasonMax } });
  return problems;
}

/**
 * The verification numbers: whole, not negative, within their maximums; the liked posts asked for cannot
 * be more than the posts asked for (a creator meeting the first always has that many posts).
 */
export function criteriaProblems(input: Partial<CriteriaInput>): Problem[] {
  const L = CREATOR_LIMITS;
  const problems: Problem[] = [];
  const check = (field: keyof CriteriaInput, max: number) => {
    if (!whole(input[field], 0, max)) problems.push({ field, code: 'criterion', params: { max } });
  };
  check('minFollowers', L.followersMax);
  check('minLikes', L.likesMax);
  check('minLikedPosts', L.postsMax);
  check('minPosts', L.postsMax);
  if (
    !problems.some((problem) => problem.field === 'minLikedPosts' || problem.field === 'minPosts') &&
    (input.minLikedPosts as number) > (input.minPosts as number)
  ) {
    problems.push({ field: 'minLikedPosts', code: 'likedAboveTotal' });
  }
  return problems;
}

/** A post's score from the creator centre: the posts model's rule (whole, 0-100, never empty). */
export function scoreProblems(input: { score?: unknown }): Problem[] {
  const code = scoreProblem(input.score);
  return code ? [{ field: 'score', code }] : [];
}

const DAY = 86_400_000;

/** What the checker counts for one user: followers, and the posts of the last 30 days (liked and all). */
export function verificationOf(
  criteria: CriteriaInput,
  followers: number,
  posts: ReadonlyArray<{ postedAt: string; likes: number }>,
  now: number,
) {
  const recent = posts.filter((post) => {
    const at = Date.parse(post.postedAt);
    return at <= now && at > now - 30 * DAY;
  });
  const liked = recent.filter((post) => post.likes >= criteria.minLikes).length;
  const conditions = [
    { key: 'followers' as const, required: criteria.minFollowers, actual: followers },
    { key: 'likedPosts' as const, required: criteria.minLikedPosts, actual: liked },
    { key: 'posts' as const, required: criteria.minPosts, actual: recent.length },
  ].map((condition) => ({ ...condition, met: condition.actual >= condition.required }));
  return { conditions, eligible: conditions.every((condition) => condition.met) };
}

/** The title to show for a task: in the reader's language, else the first language written. */
export function taskTitle(texts: CreatorTaskInput['texts'] | undefined, language: string): string {
  const order = [language, ...CONTENT_LANGUAGES] as Array<keyof NonNullable<typeof texts>>;
  for (const code of order) {
    const title = text(texts?.[code]?.title);
    if (title) return title;
  }
  return '';
}
