import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { grantsOf, isBatchOperation, isPostOperation, POSTS_GROUP } from '../rules';
import type { PostScope } from '../types';

const path = (rest = '') => api(`/community/api/posts${rest}`);
const screen = (segment: string) => `${POSTS_GROUP}/${segment}`;

/** The screens that read each list (a list call names its scope). */
const SCOPE_SCREENS: Record<PostScope, string[]> = {
  latest: ['new-post-list'],
  new: ['new-post', 'new-post-list'],
  hot: ['hot-post-list', 'hot-post-card', 'new-post-list'],
  video: ['video-posts-list'],
  deleted: ['deleted-posts'],
  pending: ['pending-posts-list'],
  staff: ['publish-new-posts-manage'],
  spam: ['ai-identified-spam-posts'],
};
const ALL_LIST_SCREENS = [...new Set(Object.values(SCOPE_SCREENS).flat())].map(screen);
const EDITOR = screen('single-post-edit');
const PORTABLE = screen('portable-operation');

/**
 * The post endpoints: a list needs a screen showing that scope; an operation needs the action entry of a
 * screen offering it; a batch needs portable-operation's entry for its operation; saving needs the editor's.
 */
export const POST_GRANTS: EndpointGrant[] = [
  {
    method: 'GET',
    path: path(),
    needs: ({ url }) => (SCOPE_SCREENS[url.searchParams.get('scope') as PostScope] ?? []).map(screen),
  },
  { method: 'GET', path: path('/topic-options'), needs: [EDITOR] },
  { method: 'GET', path: path('/detail/:id'), needs: [EDITOR, PORTABLE, ...ALL_LIST_SCREENS] },
  { method: 'PUT', path: path('/detail/:id'), needs: [`${EDITOR}:save`] },
  {
    method: 'POST',
    path: path('/detail/:id/actions/:operation'),
    // Un-featuring does not exist; whoever may feature is told so.
    needs: ({ params }) => (isPostOperation(params.operation) ? grantsOf(params.operation) : grantsOf('feature')),
  },
  { method: 'POST', path: path('/unknown-ids'), needs: [PORTABLE] },
  {
    method: 'POST',
    path: path('/batch'),
    // An operation the screen does not offer is let through by the screen, for the handler to refuse.
    needs: async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { operation?: unknown } | null;
      return isBatchOperation(body?.operation) ? [`${PORTABLE}:${body.operation}`] : [PORTABLE];
    },
  },
];
