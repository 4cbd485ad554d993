import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { postApi } from '../api';
import { canRun, heldBySpam, POSTS_GROUP, SCREEN_OPERATIONS, type PostListScreen, type PostOperation } from '../rules';
import type { PostListItem } from '../types';

/** The operations that ask first, with the spec's wording where it has one ("sure to make it featured"). */
const CONFIRMED: ReadonlySet<PostOperation> = new Set([
  'unpublish',
  'delete',
  'feature',
  'removeTopic',
  'restore',
  'confirmSpam',
  'clearSpam',
]);
const DANGER: ReadonlySet<PostOperation> = new Set(['delete', 'confirmSpam']);

/** The action entry a screen's operation needs. */
export const permissionOf = (screen: string, operation: PostOperation) => `${POSTS_GROUP}/${screen}:${operation}`;

/**
 * The row actions of a post list screen: the operations the screen offers (SCREEN_OPERATIONS), each
 * gated on the screen's action entry and offered only where the post machine allows it.
 */
export function usePostActions(screen: PostListScreen): RowAction<PostListItem>[] {
  const { t } = useTranslation('posts');
  return (SCREEN_OPERATIONS[screen] as readonly PostOperation[]).map((operation) => ({
    key: operation,
    label: t(`operation.${operation}`),
    permission: permissionOf(screen, operation),
    danger: DANGER.has(operation),
    confirm: CONFIRMED.has(operation) ? t(`confirm.${operation}`) : undefined,
    success: t(`success.${operation}`),
    // A post flagged as AI spam still shows Publish, unavailable with why: the flag is decided first.
    available: (row) => canRun(operation, row) || heldBySpam(operation, row),
    blocked: (row) => (heldBySpam(operation, row) ? t('refusal.spamFlagged') : null),
    run: (row) => postApi.run(row.id, operation),
  }));
}
