import { HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { inDayRange } from '../../../mocks/day-range';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { posterAccount, type PostRow, POSTS_COLLECTION } from '../../posts/mock';
import { replyProblems, type ReplyProblem } from '../rules';
import { COMMENT_RULES, type PostComment, type ReplyInput } from '../types';
import { COMMENT_ENDPOINTS as E } from '../endpoints';
import { COMMENTS_COLLECTION, type CommentRow } from './seed';

const SORTS = new Set(['createdAt', 'likes', 'replies']);

/** The server's words for each problem, and the field it concerns. */
const voice = mockVoice('comments');

/** Each reply problem's field and key in the `comments` namespace (said in the caller's language). */
const PROBLEMS: Record<ReplyProblem, [field: string, key: string]> = {
  noContent: ['content', 'reply.contentRequired'],
  contentTooLong: ['content', 'refusals.replyTooLong'],
  noReplier: ['replierId', 'reply.replierRequired'],
  notPosterAccount: ['replierId', 'refusals.notPosterAccount'],
};

const commentGone = async (request: Request) =>
  failure(404, await voice.say(request, 'refusals.commentGone'), { httpStatus: 404 });

function publicComment(row: CommentRow, users: Map<number, AppUserRow>): PostComment {
  const { deletedAt: _deletedAt, deletedBy: _deletedBy, ...comment } = row;
  const author = users.get(row.authorId);
  return {
    ...comment,
    authorLogin: author?.login ?? String(row.authorId),
    authorNickname: author?.nickname ?? '',
    authorType: author?.userType ?? null,
  };
}

const usersById = () => new Map(db.all<AppUserRow>(APP_USER_COLLECTIONS.users).map((user) => [user.id, user]));
const liveComment = (id: number) => {
  const row = db.byId<CommentRow>(COMMENTS_COLLECTION, id);
  return row && !row.deletedAt ? row : undefined;
};

/** Moves a post's comment count by `by` (a post's count includes replies, as the app counts them). */
function countOnPost(postId: number, by: number) {
  const post = db.byId<PostRow>(POSTS_COLLECTION, postId);
  if (post) db.update<PostRow>(POSTS_COLLECTION, postId, { comments: Math.max(0, post.comments + by) });
}

export const commentHandlers = [
  /**
   * Comments, newest first; deleted ones are gone. Filters: post ID, author (ID, login or nickname, part),
   * content (part), written between.
   */
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const postId = url.searchParams.get('postId')?.trim() ?? '';
      const author = url.searchParams.get('author')?.trim().toLowerCase() ?? '';
      const content = url.searchParams.get('content')?.trim().toLowerCase() ?? '';
      const createdAt = inDayRange(url.searchParams.get('createdAt'));
      const query = readPageQuery(url);
      if (query.sort && !SORTS.has(query.sort.field)) query.sort = undefined;
      if (postId && !/^\d+$/.test(postId)) return voice.refuse(request, 400, 'refusals.postIdNumber');

      const users = usersById();
      const authorMatches = (id: number) => {
        if (!author) return true;
        const user = users.get(id);
        return (
          String(id) === author ||
          !!user?.login.toLowerCase().includes(author) ||
          !!user?.nickname.toLowerCase().includes(author)
        );
      };
      let rows = db
        .all<CommentRow>(COMMENTS_COLLECTION)
        .filter((row) => !row.deletedAt)
        .filter((row) => !postId || String(row.postId) === postId)
        .filter((row) => authorMatches(row.authorId))
        .filter((row) => !content || row.content.toLowerCase().includes(content))
        .filter((row) => createdAt(row.createdAt));
      if (!query.sort) rows = rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const page = paginate(rows, query);
      return ok({ ...page, records: page.records.map((row) => publicComment(row, users)) });
    }),
  ),

  /** Deletes a comment (and with it the count on its post and on the comment it answered). */
  route(
    E.remove,
    withAccount(({ request, params, account }) => {
      const row = liveComment(Number(params.id));
      if (!row) return commentGone(request);
      db.update<CommentRow>(COMMENTS_COLLECTION, row.id, {
        deletedAt: new Date().toISOString(),
        deletedBy: account.login,
      });
      const parent = row.parentId ? liveComment(row.parentId) : undefined;
      if (parent) db.update<CommentRow>(COMMENTS_COLLECTION, parent.id, { replies: Math.max(0, parent.replies - 1) });
      countOnPost(row.postId, -1);
      return ok(null);
    }),
  ),

  /**
   * Replies to a comment as an official, whitelist or KOL account. Refused, naming everything missing,
   * without content or without the replying account, or for an account staff may not act as.
   */
  route<Partial<ReplyInput>>(
    E.reply,
    withAccount(async ({ request, params, account }) => {
      const row = liveComment(Number(params.id));
      if (!row) return commentGone(request);
      const { content, replierId } = await request.json();
      const problems = replyProblems(content, replierId, (id) => !!posterAccount(id));
      if (problems.length) {
        const fieldErrors = await Promise.all(
          problems.map(async (problem) => ({
            field: PROBLEMS[problem][0],
            message: await voice.say(request, PROBLEMS[problem][1], { max: COMMENT_RULES.replyMaxLength }),
          })),
        );
        return HttpResponse.json({
          code: 400,
          message: fieldErrors.map((error) => error.message).join('; '),
          fieldErrors,
        });
      }
      const reply = db.insert<CommentRow>(COMMENTS_COLLECTION, {
        postId: row.postId,
        parentId: row.id,
        content: (content as string).trim(),
        authorId: replierId as number,
        createdAt: new Date().toISOString(),
        likes: 0,
        replies: 0,
        staffLogin: account.login,
        deletedAt: null,
        deletedBy: null,
      });
      db.update<CommentRow>(COMMENTS_COLLECTION, row.id, { replies: row.replies + 1 });
      countOnPost(row.postId, 1);
      return ok(publicComment(reply, usersById()));
    }),
  ),
];
