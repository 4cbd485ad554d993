import { CONTENT_LANGUAGES } from '../../../shared/components/lang-fields/content-languages';
import { WHITELIST_TYPES, type UserType } from '../../../shared/types/app-user';
import { COMPOSE_RULES, COMPOSE_TYPES, type ComposeProblem, type NewPostInput } from './types';

/** Whether an app user may be posted or replied as by staff: an official, whitelist or KOL user on the whitelist. */
export function isPosterAccount(userType: UserType | undefined, onWhitelist: boolean): boolean {
  return onWhitelist && !!userType && (WHITELIST_TYPES as readonly string[]).includes(userType);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The vote's options: at least two non-empty, no two alike (ignoring case and spaces around). */
export function voteProblem(options: unknown): ComposeProblem | null {
  const list = Array.isArray(options) ? options.map(text) : [];
  if (list.length > COMPOSE_RULES.maxVoteOptions) return 'tooManyOptions';
  if (list.length < COMPOSE_RULES.minVoteOptions || list.some((option) => !option)) return 'voteIncomplete';
  if (list.some((option) => option.length > COMPOSE_RULES.voteOptionMaxLength)) return 'voteIncomplete';
  const seen = new Set(list.map((option) => option.toLowerCase()));
  return seen.size < list.length ? 'voteRepeated' : null;
}

/** A video's address: http(s) only. */
const isVideoUrl = (value: unknown) => /^https?:\/\/\S+$/i.test(text(value));

/**
 * Everything a post lacks before it can be published (spec: a poster selected, post content, complete
 * vote content, an uploaded image; a video post needs its video and cover). `posterAllowed` and
 * `topicKnown` answer for what only the server knows.
 */
export function composeProblems(
  input: Partial<NewPostInput>,
  posterAllowed: (id: number) => boolean = () => true,
  topicKnown: (id: number) => boolean = () => true,
): ComposeProblem[] {
  const problems: ComposeProblem[] = [];
  if (!COMPOSE_TYPES.includes(input.type as never)) return ['badType'];
  if (!CONTENT_LANGUAGES.includes(input.language as never)) problems.push('badLanguage');
  if (input.posterId === undefined || input.posterId === null) problems.push('noPoster');
  else if (!Number.isInteger(input.posterId) || !posterAllowed(input.posterId)) problems.push('notPosterAccount');
  const content = text(input.content);
  if (!content) problems.push('noContent');
  else if (content.length > COMPOSE_RULES.contentMaxLength) problems.push('contentTooLong');
  if (input.type === 'vote') {
    const problem = voteProblem(input.vote?.options);
    if (problem) problems.push(problem);
  }
  if (input.type === 'graphics') {
    const images = Array.isArray(input.images) ? input.images.filter((url) => text(url)) : [];
    if (images.length === 0) problems.push('noImage');
    else if (images.length > COMPOSE_RULES.maxImages) problems.push('tooManyImages');
  }
  if (input.type === 'video') {
    if (!text(input.video?.url)) problems.push('noVideo');
    else if (!isVideoUrl(input.video?.url)) problems.push('badVideo');
    if (!text(input.video?.cover)) problems.push('noCover');
  }
  if (input.topicId !== undefined && input.topicId !== null && !topicKnown(input.topicId))
    problems.push('unknownTopic');
  return problems;
}
