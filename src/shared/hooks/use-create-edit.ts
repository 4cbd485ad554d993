import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a list screen's drawer is doing: nothing, creating, or editing one row. */
export type Editing<T> = { mode: 'create' } | { mode: 'edit'; row: T } | null;

interface CreateEditOptions<T, V> {
  create: (values: V) => Promise<unknown>;
  update: (row: T, values: V) => Promise<unknown>;
  /** The list to refresh after a save. */
  queryKey: readonly unknown[];
}

/**
 * The create/edit drawer's state and its save, as every list screen has them: after a save the kit's
 * "Created"/"Modified" message, the drawer closes and the list reloads. A refused save rejects, so
 * FormDrawer stays open with what the user typed.
 */
export function useCreateEdit<T, V>({ create, update, queryKey }: CreateEditOptions<T, V>) {
  const { t } = useTranslation('kit');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing<T>>(null);

  const save = async (values: V) => {
    if (editing?.mode === 'edit') {
      await update(editing.row, values);
      message.success(t('success.modify'));
    } else {
      await create(values);
      message.success(t('success.create'));
    }
    // The drawer closes once the list shows what was saved: an Edit clicked right after must not open
    // the row as it was before the save (and save those old values back).
    await queryClient.invalidateQueries({ queryKey });
    setEditing(null);
  };

  return {
    editing,
    /** The row being edited, if any. */
    edited: editing?.mode === 'edit' ? editing.row : undefined,
    startCreate: () => setEditing({ mode: 'create' }),
    startEdit: (row: T) => setEditing({ mode: 'edit', row }),
    close: () => setEditing(null),
    save,
  };
}
