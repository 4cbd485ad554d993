import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/utils/format-time';
import {
  failureText,
  taggingApi,
  taggingKeys,
  taggingMachine,
  type TaggingTask,
  useTaskColumns,
} from '../../features/tagging';
import { StatusTag } from '../../shared/components/status-tag/status-tag';
import { ListPage } from '../../shared/components/list-page/list-page';
import { useListQuery } from '../../shared/components/list-page/use-list-query';
import { UserText } from '../../shared/components/user-text';

/**
 * One user's posts in the tagging queue with their tags, newest first: a user ID is required (the form says so before
 * asking the server, which refuses a search without one); the page language narrows it. Server-paged.
 */
export default function UserQuery() {
  const { t } = useTranslation(['tagging', 'kit']);
  const { columns, options } = useTaskColumns();
  const userId = useListQuery(['userId']).query.filters.userId;

  return (
    <ListPage<TaggingTask>
      title={t('screens.userQuery')}
      queryKey={taggingKeys.userPosts}
      fetchPage={taggingApi.userPosts}
      rowKey="id"
      filters={[
        {
          name: 'userId',
          label: t('filters.userId'),
          required: { message: t('refusals.userIdRequired') },
          rules: [{ pattern: /^\s*\d+\s*$/, message: t('userQuery.userIdDigits') }],
          numeric: true,
        },
        { name: 'language', label: t('filters.language'), options: options.languages },
      ]}
      awaiting={t('userQuery.hint')}
      emptyText={t('userQuery.none', { userId })}
      // The server's refusal in the admin's words (a user ID it cannot read), announced.
      failure={(error) => <Alert type="error" showIcon role="alert" title={failureText(t, error)} />}
      columns={[
        columns.post,
        columns.content,
        columns.postType,
        columns.language,
        {
          title: t('columns.published'),
          key: 'published',
          render: (_: unknown, task: TaggingTask) => formatTime(task.post.publishedAt),
        },
        {
          title: t('columns.status'),
          dataIndex: 'status',
          key: 'status',
          render: (status: TaggingTask['status']) => <StatusTag machine={taggingMachine} state={status} />,
        },
        columns.tags,
        {
          title: t('columns.taggedBy'),
          dataIndex: 'taggedBy',
          key: 'taggedBy',
          render: (by) => (by ? <UserText>{by}</UserText> : '—'),
        },
      ]}
    />
  );
}
