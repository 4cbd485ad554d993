import { db } from '../../../mocks/db';
import { grant, type Call } from '../../../mocks/endpoint-grant';
import type { Row } from '../../../mocks/row';
import { CACHE_KEY_ENDPOINTS as K, NOTICE_ENDPOINTS as N, SWITCH_ENDPOINTS as S } from '../endpoints';
import { PLATFORMS, type Platform } from '../types';
import { APP_COLLECTIONS } from './seed';

const LOCAL_CACHE = '/version-manage/local-cache';
const VERSION_CONTROL = '/version-manage/version-control';

/**
 * `/version-manage/ios` (with `:action`) for an iOS notice. Without a valid platform either platform's
 * entry lets the call through, so the handler answers 400 or 404.
 */
const noticeGrants = (platform: unknown, action?: string): readonly string[] =>
  (PLATFORMS.includes(platform as Platform) ? [platform as Platform] : PLATFORMS).map(
    (name) => `/version-manage/${name}${action ? `:${action}` : ''}`,
  );

/** The stored notice's own platform decides. */
const noticeAction =
  (action: string) =>
  ({ params }: Call): readonly string[] =>
    noticeGrants(db.byId<Row>(APP_COLLECTIONS.notices, Number(params.id))?.platform, action);

const byPlatform = (where: string, action?: string) => ({
  among: noticeGrants(undefined, action),
  decidedBy: `the notice's platform (${where}): each platform has its screen`,
});

/** App update notices: the platform (in the query, the body or the stored notice) decides. */
const NOTICE_GRANTS = [
  grant(N.page, ({ url }) => noticeGrants(url.searchParams.get('platform')), byPlatform('the platform query')),
  grant(
    N.create,
    async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { platform?: unknown } | null;
      return noticeGrants(body?.platform, 'create');
    },
    byPlatform('the body’s platform', 'create'),
  ),
  grant(N.update, noticeAction('edit'), byPlatform('the stored notice', 'edit')),
  grant(N.publish, noticeAction('publish'), byPlatform('the stored notice', 'publish')),
  grant(N.remove, noticeAction('delete'), byPlatform('the stored notice', 'delete')),
];

/** App settings: local cache keys and version switches. */
const SETTING_GRANTS = [
  grant(K.page, [LOCAL_CACHE]),
  grant(K.create, [`${LOCAL_CACHE}:create`]),
  grant(K.update, [`${LOCAL_CACHE}:edit`]),
  grant(K.enable, [`${LOCAL_CACHE}:status`]),
  grant(K.disable, [`${LOCAL_CACHE}:status`]),
  grant(K.remove, [`${LOCAL_CACHE}:delete`]),
  grant(S.page, [VERSION_CONTROL]),
  grant(S.create, [`${VERSION_CONTROL}:create`]),
  grant(S.update, [`${VERSION_CONTROL}:edit`]),
  grant(S.enable, [`${VERSION_CONTROL}:status`]),
  grant(S.disable, [`${VERSION_CONTROL}:status`]),
];

export const APP_VERSION_GRANTS = [...NOTICE_GRANTS, ...SETTING_GRANTS];
