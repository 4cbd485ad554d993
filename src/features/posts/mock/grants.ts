import { grant } from '../../../mocks/endpoint-grant';
import { POST_ENDPOINTS as E } from '../endpoints';
import { grantsOf, isBatchOperation, isPostOperation, POST_OPERATIONS, POSTS_GROUP, SCREEN_OPERATIONS } from '../rules';
import type { PostScope } from '../types';

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
export const POST_GRANTS = [
  grant(E.page, ({ url }) => (SCOPE_SCREENS[url.searchParams.get('scope') as PostScope] ?? []).map(screen), {
    among: ALL_LIST_SCREENS,
    decidedBy: 'the list in the query (scope): each list has the screens that show it; an unknown one none',
  }),
  grant(E.topicOptions, [EDITOR]),
  grant(E.one, [EDITOR, PORTABLE, ...ALL_LIST_SCREENS]),
  grant(E.save, [`${EDITOR}:save`]),
  // Un-featuring does not exist; whoever may feature is told so.
  grant(E.run, ({ params }) => (isPostOperation(params.operation) ? grantsOf(params.operation) : grantsOf('feature')), {
    among: [...new Set(POST_OPERATIONS.flatMap(grantsOf))],
    decidedBy: 'the operation in the path (:operation): the action entry of each screen offering it',
  }),
  grant(E.unknownIds, [PORTABLE]),
  // An operation the screen does not offer is let through by the screen, for the handler to refuse.
  grant(
    E.batch,
    async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { operation?: unknown } | null;
      return isBatchOperation(body?.operation) ? [`${PORTABLE}:${body.operation}`] : [PORTABLE];
    },
    {
      among: [PORTABLE, ...SCREEN_OPERATIONS['portable-operation'].map((operation) => `${PORTABLE}:${operation}`)],
      decidedBy:
        'the operation in the body: its portable-operation action entry (the screen for one it does not offer)',
    },
  ),
];
