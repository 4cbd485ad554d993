import { HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { APP_USER_COLLECTIONS, type AppUserRow, type WhitelistRow } from '../../app-users/mock';
import { topicNameIn, type TopicRow, TOPICS_COLLECTION } from '../../topics/mock';
import { composeProblems, isPosterAccount } from '../compose/rules';
import type { ComposeProblem, NewPostInput, PosterAccount } from '../compose/types';
import { storedFileAt } from '../../oss/mock';
import { readVideoFacts } from '../../../shared/uploads/video-file';
import { POST_VIDEO, POST_VIDEO_LIMITS, videoLengthProblem } from '../rules';
import { postPublished } from '../../../mocks/post-published';
import { COMPOSE_ENDPOINTS as E } from '../endpoints';
import { POSTS_COLLECTION, type PostRow } from './seed';

/** How many accounts or topics a search answers at most (a choice list, not a page). */
const CHOICES = 50;

const voice = mockVoice('compose');

/** The form field each problem concerns; its words are `publish.errors.<problem>`, in the caller's language. */
const PROBLEM_FIELDS: Record<ComposeProblem, string> = {
  noPoster: 'posterId',
  notPosterAccount: 'posterId',
  noContent: 'content',
  contentTooLong: 'content',
  voteIncomplete: 'vote',
  voteRepeated: 'vote',
  tooManyOptions: 'vote',
  noImage: 'images',
  tooManyImages: 'images',
  noVideo: 'video',
  badVideo: 'video',
  videoNotUploaded: 'video',
  videoWrongType: 'video',
  videoTooLarge: 'video',
  videoTooLong: 'video',
  noCover: 'cover',
  unknownTopic: 'topicId',
  badType: 'type',
  badLanguage: 'language',
};

/** A refused post naming every problem, each on its field. */
async function composeRefusal(request: Request, problems: ComposeProblem[]) {
  const fieldErrors = await Promise.all(
    problems.map(async (problem) => ({
      field: PROBLEM_FIELDS[problem],
      message: await voice.say(request, `publish.errors.${problem}`, POST_VIDEO_LIMITS),
    })),
  );
  return HttpResponse.json({ code: 400, message: fieldErrors.map((error) => error.message).join('; '), fieldErrors });
}

/** The app user, when staff may act as them: an official, whitelist or KOL user on the whitelist. */
export function posterAccount(id: number): AppUserRow | undefined {
  const user = db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, id);
  const listed = !!db.find<WhitelistRow>(APP_USER_COLLECTIONS.whitelist, (row) => row.userId === id);
  return user && isPosterAccount(user.userType, listed) ? user : undefined;
}

const publicAccount = ({ id, login, nickname, avatar, userType }: AppUserRow): PosterAccount => ({
  id,
  login,
  nickname,
  avatar,
  userType,
});

/**
 * A video post's video, checked again from the file object storage keeps: one the console uploaded, an
 * mp4, mov or WebM file by its bytes, within the size and length limits, its length read from the
 * container's header (mp4/mov `mvhd`, WebM Segment Info); one without it there (a live recording's WebM)
 * is taken at the length the form read. Its length in seconds when accepted.
 */
async function storedVideoProblem(
  url: string,
  claimedSeconds: unknown,
): Promise<{ problem: ComposeProblem } | { seconds: number }> {
  const stored = storedFileAt(url.trim());
  if (!stored) return { problem: 'videoNotUploaded' };
  if (!POST_VIDEO.contentTypes.includes(stored.contentType)) return { problem: 'videoWrongType' };
  if (stored.size > POST_VIDEO.maxBytes) return { problem: 'videoTooLarge' };
  const bytes = new Uint8Array(await (await fetch(stored.dataUrl)).arrayBuffer());
  const facts = readVideoFacts(bytes);
  if (!facts) return { problem: 'videoWrongType' };
  const seconds = facts.seconds ?? Math.max(0, Number(claimedSeconds) || 0);
  if (videoLengthProblem(seconds) === 'tooLong') return { problem: 'videoTooLong' };
  return { seconds };
}

const validTopic = (id: number) => {
  const topic = db.byId<TopicRow>(TOPICS_COLLECTION, id);
  return topic?.valid ? topic : undefined;
};

export const composeHandlers = [
  /** The accounts staff may post or reply as, matching a text (ID, login or nickname); at most 50. */
  route(
    E.posterAccounts,
    withAccount(({ request }) => {
      const text = new URL(request.url).searchParams.get('text')?.trim().toLowerCase() ?? '';
      const accounts = db
        .all<WhitelistRow>(APP_USER_COLLECTIONS.whitelist)
        .map((row) => posterAccount(row.userId))
        .filter((user): user is AppUserRow => !!user)
        .filter(
          (user) =>
            !text ||
            String(user.id) === text ||
            user.login.toLowerCase().includes(text) ||
            user.nickname.toLowerCase().includes(text),
        )
        .sort((a, b) => a.login.localeCompare(b.login))
        .slice(0, CHOICES)
        .map(publicAccount);
      return ok(accounts);
    }),
  ),

  /** Valid topics a new post may be filed under, matching a text in any of their names; at most 50. */
  route(
    E.topics,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const text = url.searchParams.get('text')?.trim().toLowerCase() ?? '';
      const language = url.searchParams.get('language') ?? 'en';
      const topics = db
        .all<TopicRow>(TOPICS_COLLECTION)
        .filter((topic) => topic.valid)
        .filter(
          (topic) =>
            !text || [topic.name, ...Object.values(topic.names)].some((name) => name?.toLowerCase().includes(text)),
        )
        .slice(0, CHOICES)
        .map((topic) => ({ id: topic.id, name: topicNameIn(topic, language) }));
      return ok(topics);
    }),
  ),

  /**
   * Publishes a post as an official, whitelist or KOL account: refused, naming every problem, without a
   * poster, content, a complete vote (vote posts), an image (graphics posts), a video and cover (video posts);
   * a video post's video is then checked again from the stored file (`storedVideoProblem`).
   */
  route<Partial<NewPostInput>>(
    E.publish,
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      const problems = composeProblems(
        input,
        (id) => !!posterAccount(id),
        (id) => !!validTopic(id),
      );
      if (problems.length) return composeRefusal(request, problems);
      const video = input.type === 'video' ? await storedVideoProblem(input.video!.url, input.video!.seconds) : null;
      if (video && 'problem' in video) return composeRefusal(request, [video.problem]);
      const poster = posterAccount(input.posterId!)!;
      const topic = input.topicId ? validTopic(input.topicId)! : undefined;
      const language = input.language!;
      const row = db.insert<PostRow>(POSTS_COLLECTION, {
        content: input.content!.trim(),
        language,
        type: input.type!,
        images: input.type === 'graphics' ? input.images!.filter((url) => url.trim()) : [],
        video:
          input.type === 'video'
            ? {
                url: input.video!.url.trim(),
                cover: input.video!.cover,
                seconds: video && 'seconds' in video ? Math.round(video.seconds) : 0,
              }
            : null,
        vote: input.type === 'vote' ? { options: input.vote!.options.map((option) => option.trim()) } : null,
        publishStatus: 'published',
        postedAt: new Date().toISOString(),
        likes: 0,
        comments: 0,
        score: 0,
        topicId: topic?.id ?? null,
        topicName: topic ? topicNameIn(topic, language) : null,
        authorId: poster.id,
        publisherLogin: poster.login,
        pinned: false,
        featured: false,
        deletedAt: null,
        deletedBy: null,
        deleteReason: null,
        warmthSince: null,
        spam: 'none',
        staffLogin: account.login,
      });
      db.update<AppUserRow>(APP_USER_COLLECTIONS.users, poster.id, { posts: poster.posts + 1 });
      // Like any member's post, it goes to content review (and, once passed, to tagging).
      postPublished(row);
      return ok(row);
    }),
  ),
];
