import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { inDayRange } from '../../../mocks/day-range';
import { mockVoice } from '../../../mocks/mock-voice';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { TASK_POST_ENDPOINTS as E } from '../endpoints';
import { decisionRefusal, type DecisionRefusal } from '../rules';
import { TASK_POST_STATUSES, type CreatorTaskPost, type RejectionReason } from '../types';
import {
  CREATOR_TASK_POST_COLLECTIONS as C,
  type CreatorTaskPostRow,
  type CreatorTaskRow,
  type RejectionReasonRow,
} from './seed';

/** The server's words for each refusal. */
const voice = mockVoice('compose');

/** Each refused decision's code; its text is `taskPosts.refusals.<refusal>`, in the caller's language. */
const REFUSAL_CODES: Record<DecisionRefusal, number> = {
  unknownDecision: 400,
  alreadyDecided: 409,
  noReason: 400,
  unknownReason: 400,
};

const SORTS = new Set(['submittedAt', 'decidedAt']);

function publicPost(row: CreatorTaskPostRow): CreatorTaskPost {
  const task = db.byId<CreatorTaskRow>(C.tasks, row.taskId);
  const creator = db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, row.creatorId);
  const reason = row.rejectionReasonId ? db.byId<RejectionReasonRow>(C.reasons, row.rejectionReasonId) : undefined;
  return {
    ...row,
    taskTitle: task?.title ?? { zh: '', en: '', ar: '' },
    taskStars: task?.stars ?? 0,
    creatorLogin: creator?.login ?? String(row.creatorId),
    creatorNickname: creator?.nickname ?? '',
    creatorLevel: creator?.creatorLevel ?? 0,
    rejectionReason: reason?.text ?? null,
  };
}

export const creatorTaskPostHandlers = [
  /**
   * Task posts, newest first. Filters: status, task title (any language, part), creator (ID, login or
   * nickname, part), creator level, post ID, submitted between.
   */
  route(
    E.page,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const title = url.searchParams.get('taskTitle')?.trim().toLowerCase() ?? '';
      const creatorText = url.searchParams.get('creator')?.trim().toLowerCase() ?? '';
      const level = url.searchParams.get('level');
      const postId = url.searchParams.get('postId')?.trim() ?? '';
      const submittedAt = inDayRange(url.searchParams.get('submittedAt'));
      const query = readPageQuery(url);
      if (query.sort && !SORTS.has(query.sort.field)) query.sort = undefined;
      if (status && !(TASK_POST_STATUSES as readonly string[]).includes(status))
        return voice.refuse(request, 400, 'taskPosts.refusals.unknownStatus');
      const tasks = db
        .all<CreatorTaskRow>(C.tasks)
        .filter((task) => !title || Object.values(task.title).some((text) => text.toLowerCase().includes(title)))
        .map((task) => task.id);
      const users = new Map(db.all<AppUserRow>(APP_USER_COLLECTIONS.users).map((user) => [user.id, user]));
      const creatorMatches = (id: number) => {
        if (!creatorText) return true;
        const user = users.get(id);
        return (
          String(id) === creatorText ||
          !!user?.login.toLowerCase().includes(creatorText) ||
          !!user?.nickname.toLowerCase().includes(creatorText)
        );
      };
      let rows = db
        .all<CreatorTaskPostRow>(C.posts)
        .filter((row) => !status || row.status === status)
        .filter((row) => !title || tasks.includes(row.taskId))
        .filter((row) => creatorMatches(row.creatorId))
        .filter((row) => !level || String(users.get(row.creatorId)?.creatorLevel) === level)
        .filter((row) => !postId || String(row.postId) === postId)
        .filter((row) => submittedAt(row.submittedAt));
      if (!query.sort) rows = rows.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
      const page = paginate(rows, query);
      return ok({ ...page, records: page.records.map(publicPost) });
    }),
  ),

  /** The creator centre's rejection reasons, in zh, en and ar. */
  route(
    E.reasons,
    withAccount(() =>
      ok<RejectionReason[]>(db.all<RejectionReasonRow>(C.reasons).map(({ id, text }) => ({ id, text }))),
    ),
  ),

  /** Passes a waiting task post, or rejects it with a rejection reason; a decided post is refused. */
  route<{ decision?: unknown; reasonId?: unknown }>(
    E.decide,
    withAccount(async ({ request, params, account }) => {
      const row = db.byId<CreatorTaskPostRow>(C.posts, Number(params.id));
      if (!row) return failure(404, await voice.say(request, 'taskPosts.refusals.notFound'), { httpStatus: 404 });
      const { decision, reasonId } = await request.json();
      const refusal = decisionRefusal(row.status, decision, reasonId, (id) => !!db.byId(C.reasons, id));
      if (refusal) return voice.refuse(request, REFUSAL_CODES[refusal], `taskPosts.refusals.${refusal}`);

      const updated = db.update<CreatorTaskPostRow>(C.posts, row.id, {
        status: decision === 'pass' ? 'passed' : 'rejected',
        decidedBy: account.login,
        decidedAt: new Date().toISOString(),
        rejectionReasonId: decision === 'reject' ? (reasonId as number) : null,
      })!;
      return ok(publicPost(updated));
    }),
  ),
];
