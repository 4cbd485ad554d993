import { Space, Tag as AntTag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { claimStateOf } from '../../shared/utils/claim-state';
import {
  taggingApi,
  taggingKeys,
  type TaggingTask,
  useAssign,
  useAssignDialog,
  useTaggers,
  useHistoryDrawer,
  useTaskColumns,
} from '../../features/tagging';
import { useNow } from '../../shared/hooks/use-now';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { BatchAction } from '../../shared/components/list-page/batch-actions';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { useSessionStore } from '../../shared/stores/session-store';
import { UserText } from '../../shared/components/user-text';

const ASSIGN = '/marking-content-manage/label-work-order:assign';

/** Waiting tagging tasks, oldest first, with whom they are assigned to: assign, one or many at a time. */
export default function LabelWorkOrder() {
  const { t } = useTranslation(['tagging', 'kit']);
  const me = useSessionStore((state) => state.userInfo.login);
  const now = useNow(30_000);
  const { columns, options } = useTaskColumns();
  const taggers = useTaggers();
  const assign = useAssign();
  const { ask, dialog } = useAssignDialog();
  const history = useHistoryDrawer();
  const ids = (tasks: TaggingTask[]) => tasks.map((task) => task.id);

  const rowActions: RowAction<TaggingTask>[] = [
    history.action,
    {
      key: 'assign-me',
      label: t('queues.assignToMe'),
      permission: ASSIGN,
      available: (task) => task.assignee !== me,
      success: t('queues.assigned', { done: 1 }),
      run: (task) => assign([task.id], me),
    },
    {
      key: 'assign-to',
      label: t('queues.assignTo'),
      permission: ASSIGN,
      success: t('queues.assigned', { done: 1 }),
      run: (task) => ask([task.id]),
    },
    {
      key: 'unassign',
      label: t('queues.unassign'),
      permission: ASSIGN,
      available: (task) => task.assignee !== null,
      success: t('queues.unassigned'),
      run: (task) => assign([task.id], null),
    },
  ];

  const batchActions: BatchAction<TaggingTask>[] = [
    {
      key: 'assign-me',
      label: t('queues.assignToMe'),
      permission: ASSIGN,
      success: t('queues.assignDone'),
      run: (tasks) => assign(ids(tasks), me),
    },
    {
      key: 'assign-to',
      label: t('queues.assignTo'),
      permission: ASSIGN,
      success: t('queues.assignDone'),
      run: (tasks) => ask(ids(tasks)),
    },
    {
      key: 'unassign',
      label: t('queues.unassign'),
      permission: ASSIGN,
      success: t('queues.unassigned'),
      run: (tasks) => assign(ids(tasks), null),
    },
  ];

  return (
    <>
      <ListPage<TaggingTask>
        title={t('screens.labelWorkOrder')}
        queryKey={[...taggingKeys.tasks, 'assignment']}
        fetchPage={(params, options) => taggingApi.tasks({ ...params, status: 'waiting' }, options)}
        rowKey="id"
        filters={[
          { name: 'language', label: t('filters.language'), options: options.languages },
          {
            name: 'assignee',
            label: t('filters.assignee'),
            options: [
              { value: 'me', label: t('filters.mine') },
              { value: 'none', label: t('filters.nobody') },
              ...(taggers.data ?? []).filter((login) => login !== me).map((login) => ({ value: login, label: login })),
            ],
          },
          { name: 'postId', label: t('filters.postId') },
        ]}
        columns={[
          columns.post,
          columns.content,
          columns.language,
          columns.postType,
          columns.created,
          {
            title: t('columns.assignee'),
            key: 'assignee',
            render: (_: unknown, task: TaggingTask) => (
              <Space orientation="vertical" size={4}>
                {task.assignee ? (
                  <span>
                    <UserText>{task.assignee}</UserText>
                    {task.assignee === me && ` (${t('filters.mine')})`}
                  </span>
                ) : (
                  <Typography.Text type="secondary">{t('filters.nobody')}</Typography.Text>
                )}
                {claimStateOf(task, me, now) === 'others' && (
                  <AntTag color="orange">{t('queues.beingTaggedBy', { by: task.claimedBy })}</AntTag>
                )}
              </Space>
            ),
          },
        ]}
        rowActions={rowActions}
        batchActions={batchActions}
      />
      {dialog}
      {history.drawer}
    </>
  );
}
