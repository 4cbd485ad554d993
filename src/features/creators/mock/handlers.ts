import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { inDayRange } from '../../../mocks/day-range';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { CREATOR_TASK_POST_COLLECTIONS, type CreatorTaskPostRow } from '../../creator-task-posts/mock';
import { pixelsOf, storedFileAt } from '../../oss/mock';
import { POSTS_COLLECTION, type PostRow } from '../../posts/mock';
import { CONDITION_COLLECTION, type ConditionRow, referToConditions, sameCondition } from '../../task-conditions/mock';
import {
  coverProblem,
  criteriaProblems,
  fieldProblems,
  levelChangeProblems,
  reasonProblems,
  scoreProblems,
  taskMachine,
  taskProblems,
  taskTitle,
  verificationOf,
  type Problem,
} from '../rules';
import {
  NAME_LANGUAGES,
  TASK_STATUSES,
  type Creator,
  type CreatorField,
  type CreatorFieldInput,
  type CreatorPost,
  type CreatorTask,
  type CreatorTaskInput,
  type CriteriaInput,
  type LevelChangeInput,
  type ReasonTexts,
  type RejectionReason,
  type TaskAction,
  type VerificationCheck,
} from '../types';
import type { CreatorLevel } from '../../../shared/types/app-user';
import { CREATOR_ENDPOINTS as E } from '../endpoints';
import { creatorOverviewHandlers } from './overview';
import {
  CREATOR_COLLECTIONS as C,
  type CriteriaRow,
  type FieldRow,
  type LevelChangeRow,
  type ProfileRow,
  type ScoreRow,
  type TaskRow,
} from './seed';

const voice = mockVoice('creators');
type Body = Record<string, unknown>;

const users = () => new Map(db.all<AppUserRow>(APP_USER_COLLECTIONS.users).map((user) => [user.id, user]));
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const trimmedNames = (names: Partial<ReasonTexts> | undefined): ReasonTexts =>
  Object.fromEntries(
    NAME_LANGUAGES.map((language) => [language, String(names?.[language] ?? '').trim()]),
  ) as ReasonTexts;
const matchesText = (needle: string, ...haystack: string[]) =>
  !needle || haystack.some((value) => value.toLowerCase().includes(needle));

function latestChanges(): Map<number, LevelChangeRow> {
  const latest = new Map<number, LevelChangeRow>();
  for (const change of db.all<LevelChangeRow>(C.levelChanges)) {
    const known = latest.get(change.userId);
    if (!known || known.at < change.at) latest.set(change.userId, change);
  }
  return latest;
}

function creatorOf(profile: ProfileRow, user: AppUserRow, change: LevelChangeRow | undefined): Creator {
  return {
    id: user.id,
    login: user.login,
    nickname: user.nickname,
    avatar: user.avatar,
    level: user.creatorLevel,
    fieldId: profile.fieldId,
    followers: user.followers,
    points: profile.points,
    registeredAt: user.registeredAt,
    lastLoginAt: user.lastLoginAt,
    lastChange: change ?? null,
  };
}

function publicField(row: FieldRow): CreatorField {
  const count = db.all<ProfileRow>(C.profiles).filter((profile) => profile.fieldId === row.id).length;
  return { id: row.id, names: row.names, sort: row.sort, creatorCount: count };
}

// Creator tasks name task conditions: the conditions' mock asks here which tasks use one.
referToConditions({
  kind: 'creatorTask',
  uses: (condition) =>
    db
      .all<TaskRow>(C.tasks)
      .filter((row) => (row.conditions ?? []).some((name) => sameCondition(name, condition)))
      .map((row) => ({
        id: row.id,
        names: Object.fromEntries(Object.entries(row.texts).map(([l, text]) => [l, { name: text?.title }])),
      })),
});

function publicTask(row: TaskRow): CreatorTask {
  const { title: _title, ...task } = row;
  return task as CreatorTask;
}

/** The audit's titles (zh, en, ar) from the task's texts: each language's own title, else the first written. */
function auditTitle(texts: CreatorTaskInput['texts']): ReasonTexts {
  return { zh: taskTitle(texts, 'zh'), en: taskTitle(texts, 'en'), ar: taskTitle(texts, 'ar') };
}

/** The cover's pixels: an uploaded file (object storage) or an inline picture; null when unreadable or unknown. */
async function coverSize(cover: string) {
  const source = storedFileAt(cover)?.dataUrl ?? (cover.startsWith('data:image/') ? cover : null);
  return source ? pixelsOf(source) : null;
}

/** A task's condition names as stored: trimmed, without blanks or repeats. */
const conditionNames = (input: Partial<CreatorTaskInput>): string[] =>
  Array.isArray(input.conditions)
    ? [
        ...new Set(
          input.conditions.filter((name) => typeof name === 'string' && name.trim()).map((name) => name.trim()),
        ),
      ]
    : [];

/** Every broken rule of a task, the cover's pixels included when the cover is new; each of its conditions must exist. */
async function taskRefusal(request: Request, input: Partial<CreatorTaskInput>, previousCover?: string) {
  const problems: Problem[] = taskProblems(input);
  if (input.conditions !== undefined && !Array.isArray(input.conditions))
    problems.push({ field: 'conditions', code: 'conditionsList' });
  const known = db.all<ConditionRow>(CONDITION_COLLECTION);
  if (conditionNames(input).some((name) => !known.some((row) => sameCondition(row.name, name))))
    problems.push({ field: 'conditions', code: 'conditionUnknown' });
  if (!problems.some((problem) => problem.field === 'cover') && input.cover !== previousCover) {
    const problem = coverProblem(await coverSize(String(input.cover)));
    if (problem) problems.push({ field: 'cover', code: problem });
  }
  return problems.length ? voice.refusal(request, problems) : null;
}

const taskInput = (body: Body): Partial<CreatorTaskInput> => body as Partial<CreatorTaskInput>;

function storedTask(input: CreatorTaskInput, who: string) {
  const texts = compactLangTexts(input.texts);
  return {
    texts,
    title: auditTitle(texts),
    stars: input.stars,
    postType: input.postType,
    requiredPosts: input.requiredPosts,
    rewardType: input.rewardType,
    rewardAmount: input.rewardAmount,
    rewardItem: input.rewardType === 'item' ? String(input.rewardItem).trim() : null,
    cover: input.cover,
    conditions: conditionNames(input),
    updatedBy: who,
    updatedAt: new Date().toISOString(),
  };
}

/** A field's criteria (stored under the field's id); a field added later starts from the first field's. */
function criteriaOf(fieldId: number): CriteriaRow | null {
  if (!db.byId(C.fields, fieldId)) return null;
  const own = db.byId<CriteriaRow>(C.criteria, fieldId);
  if (own) return own;
  const first = db.all<CriteriaRow>(C.criteria)[0];
  return { ...first, id: fieldId, fieldId };
}
const fieldIdOf = (request: Request) => Number(new URL(request.url).searchParams.get('fieldId'));

export const creatorHandlers = [
  /**
   * The creators: filters level (0 = non-creator), field, keyword (ID, login, nickname), registered and
   * last login between; sort by followers, points, registration or last login (newest registration first).
   */
  route(
    E.creators,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const level = url.searchParams.get('level');
      const fieldId = url.searchParams.get('fieldId');
      const keyword = url.searchParams.get('keyword')?.trim().toLowerCase() ?? '';
      const registered = inDayRange(url.searchParams.get('registeredAt'));
      const lastLogin = inDayRange(url.searchParams.get('lastLoginAt'));
      const query = readPageQuery(url);
      if (query.sort && !['followers', 'points', 'registeredAt', 'lastLoginAt'].includes(query.sort.field))
        query.sort = undefined;
      const byId = users();
      const latest = latestChanges();
      const rows = db
        .all<ProfileRow>(C.profiles)
        .flatMap((profile) => {
          const user = byId.get(profile.id);
          return user ? [creatorOf(profile, user, latest.get(user.id))] : [];
        })
        .filter((creator) => !level || String(creator.level) === level)
        .filter((creator) => !fieldId || String(creator.fieldId) === fieldId)
        .filter(
          (creator) =>
            !keyword || String(creator.id) === keyword || matchesText(keyword, creator.login, creator.nickname),
        )
        .filter((creator) => registered(creator.registeredAt) && lastLogin(creator.lastLoginAt))
        .sort((a, b) => b.registeredAt.localeCompare(a.registeredAt));
      return ok(paginate(rows, query));
    }),
  ),

  /** Changes a creator's level (non-creator to Lv5) with a reason; the change is kept with who and when. */
  route<Body>(
    E.changeLevel,
    withAccount(async ({ request, params, account }) => {
      const profile = db.byId<ProfileRow>(C.profiles, Number(params.id));
      const user = profile && db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, profile.id);
      if (!profile || !user) return voice.refuse(request, 404, 'refusals.noCreator');
      const input = (await request.json()) as Partial<LevelChangeInput>;
      const problems = levelChangeProblems(input, user.creatorLevel);
      if (problems.length) return voice.refusal(request, problems);
      const change = db.insert<LevelChangeRow>(C.levelChanges, {
        userId: user.id,
        from: user.creatorLevel,
        to: input.level as CreatorLevel,
        reason: String(input.reason).trim(),
        by: account.login,
        at: new Date().toISOString(),
      });
      const updated = db.update<AppUserRow>(APP_USER_COLLECTIONS.users, user.id, {
        creatorLevel: input.level as CreatorLevel,
      })!;
      return ok(creatorOf(profile, updated, change));
    }),
  ),

  /** A creator's level changes, newest first. */
  route(
    E.levelChanges,
    withAccount(({ params }) =>
      ok(
        db
          .all<LevelChangeRow>(C.levelChanges)
          .filter((change) => change.userId === Number(params.id))
          .sort((a, b) => b.at.localeCompare(a.at)),
      ),
    ),
  ),

  /** The fields, by sort value, with the creators in each. */
  route(
    E.fields,
    withAccount(() =>
      ok(
        db
          .all<FieldRow>(C.fields)
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map(publicField),
      ),
    ),
  ),

  ...fieldWrites(),
  ...taskHandlers(),
  ...reasonHandlers(),

  /**
   * Posts by creators (Lv1-Lv5), from the posts collection, newest first: filters creator (ID, login,
   * nickname), level, field, post type, scored or not, posted between; sort by time, likes or score.
   */
  route(
    E.posts,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const creatorText = url.searchParams.get('creator')?.trim().toLowerCase() ?? '';
      const level = url.searchParams.get('level');
      const fieldId = url.searchParams.get('fieldId');
      const type = url.searchParams.get('type');
      const scored = url.searchParams.get('scored');
      const postId = url.searchParams.get('postId')?.trim() ?? '';
      const posted = inDayRange(url.searchParams.get('postedAt'));
      const query = readPageQuery(url);
      if (query.sort && !['postedAt', 'likes', 'score'].includes(query.sort.field)) query.sort = undefined;
      const byId = users();
      const profiles = new Map(db.all<ProfileRow>(C.profiles).map((profile) => [profile.id, profile]));
      const scores = new Map(db.all<ScoreRow>(C.scores).map((row) => [row.id, row]));
      const creators = new Map<number, AppUserRow>();
      for (const [id] of profiles) {
        const user = byId.get(id);
        if (!user || user.creatorLevel === 0) continue;
        if (level && String(user.creatorLevel) !== level) continue;
        if (fieldId && String(profiles.get(id)?.fieldId) !== fieldId) continue;
        if (creatorText && String(id) !== creatorText && !matchesText(creatorText, user.login, user.nickname)) continue;
        creators.set(id, user);
      }
      const rows = db
        .all<PostRow>(POSTS_COLLECTION)
        .filter((post) => !post.deletedAt && creators.has(post.authorId))
        .filter((post) => !type || post.type === type)
        .filter((post) => !postId || String(post.id) === postId)
        .filter((post) => !scored || scores.has(post.id) === (scored === 'yes'))
        .filter((post) => posted(post.postedAt))
        .sort((a, b) => b.postedAt.localeCompare(a.postedAt));
      const page = paginate(rows, query);
      return ok({
        ...page,
        records: page.records.map((post): CreatorPost => {
          const creator = creators.get(post.authorId)!;
          const score = scores.get(post.id);
          return {
            id: post.id,
            content: post.content,
            language: post.language,
            type: post.type,
            images: post.images,
            postedAt: post.postedAt,
            likes: post.likes,
            comments: post.comments,
            score: post.score,
            creatorId: creator.id,
            creatorLogin: creator.login,
            creatorNickname: creator.nickname,
            creatorLevel: creator.creatorLevel,
            fieldId: profiles.get(creator.id)?.fieldId ?? null,
            scoredBy: score?.scoredBy ?? null,
            scoredAt: score?.scoredAt ?? null,
          };
        }),
      });
    }),
  ),

  /** Scores a creator's post (whole, 0 to 100, never empty): the post's score, and who scored it and when. */
  route<Body>(
    E.score,
    withAccount(async ({ request, params, account }) => {
      const post = db.byId<PostRow>(POSTS_COLLECTION, Number(params.id));
      const author = post && db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, post.authorId);
      if (!post || post.deletedAt || !author) return voice.refuse(request, 404, 'refusals.noPost');
      if (author.creatorLevel === 0 || !db.byId(C.profiles, author.id))
        return voice.refuse(request, 409, 'refusals.notCreatorPost');
      const body = (await request.json()) as Body;
      const problems = scoreProblems(body);
      if (problems.length) return voice.refusal(request, problems);
      const score = Number(body.score);
      db.update<PostRow>(POSTS_COLLECTION, post.id, { score });
      const row = { score, scoredBy: account.login, scoredAt: new Date().toISOString() };
      if (db.byId(C.scores, post.id)) db.update<ScoreRow>(C.scores, post.id, row);
      else db.insert<ScoreRow>(C.scores, { id: post.id, ...row });
      return ok({ id: post.id, ...row });
    }),
  ),

  route(
    E.criteria,
    withAccount(async ({ request }) => {
      const found = criteriaOf(fieldIdOf(request));
      return found ? ok(found) : voice.refuse(request, 404, 'refusals.noField');
    }),
  ),

  /** Saves the verification numbers (whole, within limits, liked posts no more than all posts). */
  route<Body>(
    E.saveCriteria,
    withAccount(async ({ request, account }) => {
      const current = criteriaOf(fieldIdOf(request));
      if (!current) return voice.refuse(request, 404, 'refusals.noField');
      const input = (await request.json()) as Partial<CriteriaInput>;
      const problems = criteriaProblems(input);
      if (problems.length) return voice.refusal(request, problems);
      const { minFollowers, minLikes, minLikedPosts, minPosts } = input as CriteriaInput;
      const changes = {
        minFollowers,
        minLikes,
        minLikedPosts,
        minPosts,
        ...auditStamp(account.login),
      };
      if (db.byId(C.criteria, current.id)) return ok(db.update<CriteriaRow>(C.criteria, current.id, changes));
      return ok(db.insert<CriteriaRow>(C.criteria, { ...current, ...changes }));
    }),
  ),

  /** Which of today's conditions a user meets: followers, liked posts and posts of the last 30 days. */
  route(
    E.check,
    withAccount(async ({ request }) => {
      const raw = new URL(request.url).searchParams.get('userId')?.trim() ?? '';
      if (!/^\d{7}$/.test(raw)) return voice.refuse(request, 400, 'rules.userId');
      const user = db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, Number(raw));
      if (!user) return voice.refuse(request, 404, 'refusals.noUser', { id: raw });
      // The creator's field (domain) decides which numbers apply.
      const fieldId = db.byId<ProfileRow>(C.profiles, user.id)?.fieldId ?? null;
      const applied = fieldId === null ? null : criteriaOf(fieldId);
      if (!applied) return voice.refuse(request, 409, 'refusals.noUserField', { id: raw });
      const now = Date.now();
      const posts = db.all<PostRow>(POSTS_COLLECTION).filter((post) => post.authorId === user.id && !post.deletedAt);
      const result = verificationOf(applied, user.followers, posts, now);
      return ok<VerificationCheck>({
        userId: user.id,
        login: user.login,
        nickname: user.nickname,
        level: user.creatorLevel,
        fieldId: applied.fieldId,
        ...result,
        checkedAt: new Date(now).toISOString(),
      });
    }),
  ),
  ...creatorOverviewHandlers,
];

/** Fields: names in zh, en and ar not already used ("the category was already added"); one in use is kept. */
function fieldWrites() {
  const taken = (id?: number) => (language: keyof ReasonTexts, name: string) =>
    db.all<FieldRow>(C.fields).some((row) => row.id !== id && sameText(row.names[language], name));
  return [
    route<Body>(
      E.createField,
      withAccount(async ({ request }) => {
        const input = (await request.json()) as Partial<CreatorFieldInput>;
        const problems = fieldProblems(input, taken());
        if (problems.length) return voice.refusal(request, problems);
        const row = db.insert<FieldRow>(C.fields, { names: trimmedNames(input.names), sort: input.sort as number });
        return ok(publicField(row));
      }),
    ),
    route<Body>(
      E.updateField,
      withAccount(async ({ request, params }) => {
        const row = db.byId<FieldRow>(C.fields, Number(params.id));
        if (!row) return voice.refuse(request, 404, 'refusals.noField');
        const input = (await request.json()) as Partial<CreatorFieldInput>;
        const problems = fieldProblems(input, taken(row.id));
        if (problems.length) return voice.refusal(request, problems);
        return ok(
          publicField(
            db.update<FieldRow>(C.fields, row.id, { names: trimmedNames(input.names), sort: input.sort as number })!,
          ),
        );
      }),
    ),
    route(
      E.removeField,
      withAccount(async ({ request, params }) => {
        const row = db.byId<FieldRow>(C.fields, Number(params.id));
        if (!row) return voice.refuse(request, 404, 'refusals.noField');
        const count = publicField(row).creatorCount;
        if (count) return voice.refuse(request, 409, 'refusals.fieldInUse', { count });
        db.remove(C.fields, row.id);
        return ok(null);
      }),
    ),
  ];
}

function taskHandlers() {
  const transition = (action: Extract<TaskAction, 'publish' | 'unpublish'>) =>
    route(
      action === 'publish' ? E.publishTask : E.unpublishTask,
      withAccount(async ({ request, params, account }) => {
        const row = db.byId<TaskRow>(C.tasks, Number(params.id));
        if (!row) return voice.refuse(request, 404, 'refusals.noTask');
        const step = taskMachine.step(action, row.status);
        if (!step.allowed) return voice.refuse(request, 409, `refusals.${action}`);
        return ok(
          publicTask(
            db.update<TaskRow>(C.tasks, row.id, {
              status: step.to!,
              ...auditStamp(account.login),
            })!,
          ),
        );
      }),
    );
  return [
    /** Tasks, newest first: filters title (any language), status, post type, stars, written in a language. */
    route(
      E.tasks,
      withAccount(({ request }) => {
        const url = new URL(request.url);
        const title = url.searchParams.get('title')?.trim().toLowerCase() ?? '';
        const status = url.searchParams.get('status');
        const postType = url.searchParams.get('postType');
        const stars = url.searchParams.get('stars');
        const language = url.searchParams.get('language') as keyof CreatorTask['texts'] | null;
        const query = readPageQuery(url);
        if (query.sort && !['id', 'stars', 'requiredPosts', 'updatedAt'].includes(query.sort.field))
          query.sort = undefined;
        const rows = db
          .all<TaskRow>(C.tasks)
          .filter((row) => !status || ((TASK_STATUSES as readonly string[]).includes(status) && row.status === status))
          .filter((row) => !postType || row.postType === postType)
          .filter((row) => !stars || String(row.stars) === stars)
          .filter((row) => !language || !!row.texts[language]?.title)
          .filter(
            (row) =>
              !title ||
              String(row.id) === title ||
              Object.values(row.texts).some((entry) => matchesText(title, entry?.title ?? '')),
          )
          .sort((a, b) => b.id - a.id)
          .map(publicTask);
        return ok(paginate(rows, query));
      }),
    ),
    route<Body>(
      E.createTask,
      withAccount(async ({ request, account }) => {
        const input = taskInput((await request.json()) as Body);
        const refused = await taskRefusal(request, input);
        if (refused) return refused;
        const row = db.insert<TaskRow>(C.tasks, {
          ...storedTask(input as CreatorTaskInput, account.login),
          status: 'unpublished',
        } as Omit<TaskRow, 'id'>);
        return ok(publicTask(row));
      }),
    ),
    route<Body>(
      E.updateTask,
      withAccount(async ({ request, params, account }) => {
        const row = db.byId<TaskRow>(C.tasks, Number(params.id));
        if (!row) return voice.refuse(request, 404, 'refusals.noTask');
        const input = taskInput((await request.json()) as Body);
        const refused = await taskRefusal(request, input, row.cover);
        if (refused) return refused;
        return ok(
          publicTask(db.update<TaskRow>(C.tasks, row.id, storedTask(input as CreatorTaskInput, account.login))!),
        );
      }),
    ),
    transition('publish'),
    transition('unpublish'),
    route(
      E.removeTask,
      withAccount(async ({ request, params }) => {
        const row = db.byId<TaskRow>(C.tasks, Number(params.id));
        if (!row) return voice.refuse(request, 404, 'refusals.noTask');
        if (!taskMachine.can('delete', row.status)) return voice.refuse(request, 409, 'refusals.deletePublished');
        const submitted = db
          .all<CreatorTaskPostRow>(CREATOR_TASK_POST_COLLECTIONS.posts)
          .filter((post) => post.taskId === row.id).length;
        if (submitted) return voice.refuse(request, 409, 'refusals.taskHasPosts', { count: submitted });
        db.remove(C.tasks, row.id);
        return ok(null);
      }),
    ),
  ];
}

/** The rejection reasons the task-post audit rejects with: texts in zh, en and ar; one in use is kept. */
function reasonHandlers() {
  const taken = (id?: number) => (language: keyof ReasonTexts, text: string) =>
    db.all<RejectionReason & Row>(C.reasons).some((row) => row.id !== id && sameText(row.text[language], text));
  const usedBy = (id: number) =>
    db.all<CreatorTaskPostRow>(CREATOR_TASK_POST_COLLECTIONS.posts).filter((post) => post.rejectionReasonId === id)
      .length;
  return [
    route(
      E.reasons,
      withAccount(() =>
        ok(
          db
            .all<RejectionReason & Row>(C.reasons)
            .map(({ id, text }) => ({ id, text, usedBy: usedBy(id) }))
            .sort((a, b) => a.id - b.id),
        ),
      ),
    ),
    route<Body>(
      E.createReason,
      withAccount(async ({ request }) => {
        const input = (await request.json()) as { text?: Partial<ReasonTexts> };
        const problems = reasonProblems(input, taken());
        if (problems.length) return voice.refusal(request, problems);
        const row = db.insert<RejectionReason & Row>(C.reasons, { text: trimmedNames(input.text) });
        return ok({ ...row, usedBy: 0 });
      }),
    ),
    route<Body>(
      E.updateReason,
      withAccount(async ({ request, params }) => {
        const row = db.byId<RejectionReason & Row>(C.reasons, Number(params.id));
        if (!row) return voice.refuse(request, 404, 'refusals.noReason');
        const input = (await request.json()) as { text?: Partial<ReasonTexts> };
        const problems = reasonProblems(input, taken(row.id));
        if (problems.length) return voice.refusal(request, problems);
        const updated = db.update<RejectionReason & Row>(C.reasons, row.id, { text: trimmedNames(input.text) })!;
        return ok({ ...updated, usedBy: usedBy(row.id) });
      }),
    ),
    route(
      E.removeReason,
      withAccount(async ({ request, params }) => {
        const row = db.byId<RejectionReason & Row>(C.reasons, Number(params.id));
        if (!row) return voice.refuse(request, 404, 'refusals.noReason');
        const count = usedBy(row.id);
        if (count) return voice.refuse(request, 409, 'refusals.reasonInUse', { count });
        db.remove(C.reasons, row.id);
        return ok(null);
      }),
    ),
  ];
}
