import { Tag as AntTag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/utils/format-time';
import { claimStateOf } from '../../shared/utils/claim-state';
import {
  ReopenDialog,
  taggingApi,
  taggingKeys,
  taggingMachine,
  type TaggingTask,
  useHistoryDrawer,
  useTaskColumns,
} from '../../features/tagging';
import { useNow } from '../../shared/hooks/use-now';
import { ListPage } from '../../shared/components/list-page/list-page';
import { useSessionStore } from '../../shared/stores/session-store';
import { UserText } from '../../shared/components/user-text';

const REOPEN = '/marking-content-manage/marking-work-order:reopen';

/** Tagged tasks, most recently tagged first, with their tags and who tagged them; re-open one to correct it. */
export default function MarkingWorkOrder() {
  const { t } = useTranslation(['tagging', 'kit']);
  const me = useSessionStore((state) => state.userInfo.login);
  const now = useNow(30_000);
  const { columns, options } = useTaskColumns();

  // The task being re-opened (its reason asked in a dialog).
  const [reopening, setReopening] = useState<TaggingTask | null>(null);
  const history = useHistoryDrawer();

  return (
    <>
      <ListPage<TaggingTask>
        title={t('screens.markingWorkOrder')}
        queryKey={[...taggingKeys.tasks, 'tagged']}
        fetchPage={(params, options) => taggingApi.tasks({ ...params, status: 'tagged' }, options)}
        rowKey="id"
        filters={[
          { name: 'language', label: t('filters.language'), options: options.languages },
          { name: 'taggedBy', label: t('filters.taggedBy') },
          { name: 'postId', label: t('filters.postId') },
        ]}
        columns={[
          columns.post,
          columns.content,
          columns.language,
          columns.tags,
          {
            title: t('columns.taggedBy'),
            dataIndex: 'taggedBy',
            key: 'taggedBy',
            render: (login: string, task: TaggingTask) => (
              <>
                <UserText>{login}</UserText>
                {claimStateOf(task, me, now) === 'others' && (
                  <AntTag color="orange" style={{ marginInlineStart: 8 }}>
                    {t('queues.beingTaggedBy', { by: task.claimedBy })}
                  </AntTag>
                )}
              </>
            ),
          },
          { title: t('columns.taggedAt'), dataIndex: 'taggedAt', key: 'taggedAt', sorter: true, render: formatTime },
        ]}
        rowActions={[
          history.action,
          {
            key: 'reopen',
            label: t('queues.reopen'),
            permission: REOPEN,
            available: (task) => taggingMachine.can('reopen', task.status),
            run: (task) => setReopening(task),
          },
        ]}
      />
      <ReopenDialog task={reopening} onClose={() => setReopening(null)} />
      {history.drawer}
    </>
  );
}
