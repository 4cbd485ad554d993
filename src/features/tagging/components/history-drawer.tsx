import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import type { TaggingTask } from '../types';
import { TaskHistory } from './task-history';

/**
 * A task list's "History" row action and the drawer it opens: the task's history, oldest first, as the
 * workbench shows it. Render `drawer` beside the list.
 */
export function useHistoryDrawer() {
  const { t } = useTranslation('tagging');
  const [showing, setShowing] = useState<TaggingTask | null>(null);
  const action: RowAction<TaggingTask> = {
    key: 'history',
    label: t('history.show'),
    ariaLabel: (task) => `${t('history.show')} ${task.id}`,
    run: (task) => setShowing(task),
  };
  const drawer = (
    <Drawer open={showing !== null} title={t('history.title')} onClose={() => setShowing(null)}>
      {showing && <TaskHistory entries={showing.history} />}
    </Drawer>
  );
  return { action, drawer };
}
