import type { RowAction } from './row-actions';

/** A screen's `t` (any namespaces): the presets ask only for keys they name with their namespace. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

interface PresetOptions<T> {
  /** The action entry (menu type 3) the admin must hold, e.g. '/help-manage/classify:edit'. */
  permission: string;
  /** Offered only where this holds (a state machine's allowed transitions). */
  available?: (row: T) => boolean;
  /** The row's name, for the button's accessible name ("Edit Spring sale") where the row needs one. */
  name?: (row: T) => string;
}

/** Edit: opens the screen's form for the row. */
export function editAction<T>(
  t: Translate,
  { run, label, ...options }: PresetOptions<T> & { run: (row: T) => void; label?: string },
): RowAction<T> {
  const { name, ...rest } = options;
  return {
    key: 'edit',
    label: label ?? t('common:edit'),
    ...rest,
    ...(name ? { ariaLabel: (row: T) => t('kit:rowActions.edit', { name: name(row) }) } : {}),
    run,
  };
}

/** Delete: asks `confirm` first, a danger action, "Deleted" once done. */
export function deleteAction<T>(
  t: Translate,
  { run, confirm, ...options }: PresetOptions<T> & { run: (row: T) => Promise<unknown>; confirm: string },
): RowAction<T> {
  const { name, ...rest } = options;
  return {
    key: 'delete',
    label: t('common:delete'),
    danger: true,
    confirm,
    success: t('kit:success.delete'),
    ...rest,
    ...(name ? { ariaLabel: (row: T) => t('kit:rowActions.delete', { name: name(row) }) } : {}),
    run,
  };
}
