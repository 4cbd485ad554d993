import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { matches, refusal, refuse } from '../../health-activities/mock';
import { ambassadorMachine, ambassadorProblems, appointmentProblem } from '../rules';
import type { AmbassadorInput } from '../types';
import { AMBASSADOR_ENDPOINTS as E } from '../endpoints';
import { AMBASSADORS_COLLECTION as C, type AmbassadorRow } from './seed';

export const ambassadorHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const zone = url.searchParams.get('zone');
      const status = url.searchParams.get('status');
      const user = url.searchParams.get('user');
      const rows = db
        .all<AmbassadorRow>(C)
        .filter((row) => !zone || row.zone === zone)
        .filter((row) => !status || row.status === status)
        .filter(
          (row) =>
            !user || String(row.userId) === user.trim() || matches(row.login, user) || matches(row.nickname, user),
        )
        .sort((a, b) => a.status.localeCompare(b.status) || b.appointedAt.localeCompare(a.appointedAt));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<AmbassadorInput>(
    E.appoint,
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      const problems = ambassadorProblems(input);
      if (problems.length) return refusal(request, problems);
      const user = db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, input.userId);
      if (!user) return refusal(request, [{ field: 'userId', code: 'unknownUser', params: { id: input.userId } }], 404);
      const problem = appointmentProblem(user.id, input.zone, db.all<AmbassadorRow>(C));
      if (problem) return refusal(request, [problem], 409);
      return ok(
        db.insert<AmbassadorRow>(C, {
          userId: user.id,
          login: user.login,
          nickname: user.nickname,
          zone: input.zone,
          intro: (input.intro ?? '').trim(),
          status: 'active',
          appointedAt: new Date().toISOString(),
          appointedBy: account.login,
          dismissedAt: null,
          dismissedBy: null,
        }),
      );
    }),
  ),

  route<Pick<AmbassadorInput, 'intro'>>(
    E.update,
    withAccount(async ({ request, params }) => {
      const row = db.byId<AmbassadorRow>(C, Number(params.id));
      if (!row) return refuse(request, 404, 'refusals.notFound');
      if (!ambassadorMachine.can('edit', row.status)) return refuse(request, 409, 'refusals.ambassadors.dismissed');
      const { intro } = await request.json();
      const problems = ambassadorProblems({ userId: row.userId, zone: row.zone, intro });
      if (problems.length) return refusal(request, problems);
      return ok(db.update<AmbassadorRow>(C, row.id, { intro: (intro ?? '').trim() }));
    }),
  ),

  route(
    E.dismiss,
    withAccount(({ request, params, account }) => {
      const row = db.byId<AmbassadorRow>(C, Number(params.id));
      if (!row) return refuse(request, 404, 'refusals.notFound');
      if (!ambassadorMachine.can('dismiss', row.status)) return refuse(request, 409, 'refusals.ambassadors.dismissed');
      return ok(
        db.update<AmbassadorRow>(C, row.id, {
          status: 'dismissed',
          dismissedAt: new Date().toISOString(),
          dismissedBy: account.login,
        }),
      );
    }),
  ),
];
