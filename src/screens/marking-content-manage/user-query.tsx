import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Table, type TableProps } from 'antd';
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
import { PAGE_SIZES, toRequestParams } from '../../shared/components/list-page/list-query';
import { useFormFollowsQuery } from '../../shared/components/list-page/use-form-follows-query';
import { useListQuery } from '../../shared/components/list-page/use-list-query';
import { UserText } from '../../shared/components/user-text';

const FILTERS = ['userId', 'language'];

interface Search {
  userId?: string;
  language?: string;
}

/**
 * One user's posts in the tagging queue with their tags, newest first: a user ID is required (the form says so before
 * asking the server, which refuses a search without one); the page language narrows it. Server-paged.
 */
export default function UserQuery() {
  const { t } = useTranslation(['tagging', 'kit']);
  const [form] = Form.useForm<Search>();
  const { query, setQuery } = useListQuery(FILTERS);
  const { columns, options } = useTaskColumns();
  const userId = query.filters.userId;

  const posts = useQuery({
    queryKey: [...taggingKeys.userPosts, query],
    queryFn: ({ signal }) => taggingApi.userPosts(toRequestParams(query), { signal }),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });

  useFormFollowsQuery(form, query.filters, (values) => values);

  const onSearch = (values: Search) => {
    const filters: Record<string, string> = {};
    if (values.userId?.trim()) filters.userId = values.userId.trim();
    if (values.language) filters.language = values.language;
    setQuery({ filters, current: 1 });
  };

  const onTableChange: TableProps<TaggingTask>['onChange'] = (pagination) =>
    setQuery({ current: pagination.current ?? 1, size: pagination.pageSize ?? query.size });

  return (
    <Card title={<h1 className="screen-title">{t('screens.userQuery')}</h1>}>
      <Form<Search>
        form={form}
        name="user-query"
        layout="inline"
        onFinish={onSearch}
        className="list-page__filters"
        aria-label={t('kit:filters')}
      >
        <Form.Item
          name="userId"
          label={t('filters.userId')}
          rules={[
            { required: true, whitespace: true, message: t('refusals.userIdRequired') },
            { pattern: /^\s*\d+\s*$/, message: t('userQuery.userIdDigits') },
          ]}
        >
          <Input allowClear inputMode="numeric" />
        </Form.Item>
        <Form.Item name="language" label={t('filters.language')}>
          <Select allowClear options={options.languages} style={{ minWidth: 160 }} placeholder={t('kit:all')} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('kit:search')}
          </Button>
          <Button onClick={() => setQuery({ filters: {}, current: 1, sort: undefined })}>{t('kit:reset')}</Button>
        </Space>
      </Form>
      {!userId ? (
        <Alert type="info" showIcon title={t('userQuery.hint')} style={{ marginTop: 16 }} />
      ) : posts.isError ? (
        <Alert type="error" showIcon role="alert" title={failureText(t, posts.error)} style={{ marginTop: 16 }} />
      ) : (
        <Table<TaggingTask>
          style={{ marginTop: 16 }}
          rowKey="id"
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
          dataSource={posts.data?.records ?? []}
          loading={posts.isPending || posts.isPlaceholderData}
          locale={{ emptyText: t('userQuery.none', { userId }) }}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: posts.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => t('kit:total', { total }),
          }}
        />
      )}
    </Card>
  );
}
