import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { rangeProblems } from '../../dashboards/mock';
import { creatorOverview, type OverviewMember } from '../overview';
import { CREATOR_ENDPOINTS as E } from '../endpoints';
import { CREATOR_COLLECTIONS as C, type FieldRow, type ProfileRow } from './seed';

/** The range is the dashboards' rule, refused in their words. */
const rangeVoice = mockVoice('dashboards');

/** Every member of the creator centre with the level and last login of their app user. */
function overviewMembers(): OverviewMember[] {
  const users = new Map(db.all<AppUserRow>(APP_USER_COLLECTIONS.users).map((user) => [user.id, user]));
  return db.all<ProfileRow>(C.profiles).flatMap((profile) => {
    const user = users.get(profile.id);
    return user
      ? [
          {
            level: user.creatorLevel,
            fieldId: profile.fieldId,
            joinedAt: profile.joinedAt,
            lastLoginAt: user.lastLoginAt,
          },
        ]
      : [];
  });
}

/**
 * `GET /services/creator/api/overview?from=&to=&compare=true`: creators by level and activity, by field and
 * level, and per day of the range (days, both ends included, at most the two years the dashboards keep) the
 * new creators and the creators last active, aggregated here from the creators collection.
 */
export const creatorOverviewHandlers = [
  route(E.overview, async ({ request }) => {
    const url = new URL(request.url);
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const now = Date.now();
    const problems = rangeProblems('day', from, to, now);
    if (problems.length) return rangeVoice.refusal(request, problems);
    return ok(
      creatorOverview(
        overviewMembers(),
        db.all<FieldRow>(C.fields),
        { from, to, compare: url.searchParams.get('compare') === 'true' },
        now,
      ),
    );
  }),
];
