import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Avatar,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Space,
  Table,
  Tabs,
  Typography,
  type TableProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormValues, toQueryValues, type FormValue } from '../../../shared/components/list-page/filter-values';
import { PAGE_SIZES, toRequestParams } from '../../../shared/components/list-page/list-query';
import { useFormFollowsQuery } from '../../../shared/components/list-page/use-form-follows-query';
import { useListQuery } from '../../../shared/components/list-page/use-list-query';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { useCan } from '../../../shared/hooks/use-permission';
import { useSessionStore } from '../../../shared/stores/session-store';
import { chatRecordApi, chatRecordKeys } from '../api';
import { userIdProblem } from '../rules';
import { CHAT_RULES, type AccessLogEntry, type ChatUser, type ConversationSummary } from '../types';
import { ConversationDrawer, type OpenConversation } from './conversation-drawer';
import './chat-records.css';
import { LoadFailed } from '../../../shared/components/load-failed';
import { UserText } from '../../../shared/components/user-text';

const FILTERS = [{ name: 'userId' }, { name: 'range', dateRange: true }];
const TIME = 'YYYY-MM-DD HH:mm';
const LOG_PAGE_SIZE = 10;
const nameOf = (user: ChatUser) => user.nickname || user.login;

function UserName({ user }: { user: ChatUser }) {
  return (
    <span className="chat-records__other">
      <Avatar size="small" src={user.avatar || undefined} alt="">
        {user.avatar ? null : (user.nickname || user.login).slice(0, 1)}
      </Avatar>
      <span>
        <UserText>{user.nickname || user.login}</UserText>{' '}
        <Typography.Text type="secondary">
          (<UserText>{user.login}</UserText> · {user.id})
        </Typography.Text>
      </span>
    </span>
  );
}

/** Who looked at which conversation, when and why: the searched user's conversations, or all of them. */
function AccessLog({ userId }: { userId?: string }) {
  const { t } = useTranslation(['chatRecords', 'kit']);
  const [current, setCurrent] = useState(1);
  const log = useQuery({
    queryKey: [...chatRecordKeys.accessLog, userId ?? '', current],
    queryFn: ({ signal }) =>
      chatRecordApi.accessLog({ current, size: LOG_PAGE_SIZE, ...(userId ? { userId } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label={t('log.title')}>
      <Typography.Paragraph type="secondary">
        {userId ? t('log.ofUser', { id: userId }) : t('log.all')}
      </Typography.Paragraph>
      <Table<AccessLogEntry>
        rowKey="id"
        size="small"
        loading={log.isPending || log.isPlaceholderData}
        dataSource={log.data?.records ?? []}
        locale={{ emptyText: log.isError ? log.error.message : t('log.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current,
          pageSize: LOG_PAGE_SIZE,
          total: log.data?.total ?? 0,
          onChange: setCurrent,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('columns.at'), key: 'at', render: (_, entry) => dayjs(entry.at).format(TIME) },
          { title: t('columns.admin'), dataIndex: 'admin', key: 'admin' },
          {
            title: t('columns.conversation'),
            key: 'conversation',
            render: (_, entry) => (
              <UserText>{t('log.between', { a: nameOf(entry.users[0]), b: nameOf(entry.users[1]) })}</UserText>
            ),
          },
          {
            title: t('columns.reason'),
            key: 'reason',
            render: (_, entry) => <UserText>{entry.reason}</UserText>,
          },
        ]}
      />
    </section>
  );
}

/**
 * One app user's chat records, read-only: the conversations (the other party, how many messages, when)
 * found by user ID and time range, kept in the URL. A conversation's messages open only after a reason,
 * which the server keeps with who looked and when (the access log tab).
 */
export function ChatRecords({ screenUri }: { screenUri: string }) {
  const { t } = useTranslation(['chatRecords', 'kit']);
  const queryClient = useQueryClient();
  const me = useSessionStore((state) => state.userInfo.login);
  const canRead = useCan(`${screenUri}:read`);
  const [form] = Form.useForm<Record<string, FormValue>>();
  const { query, setQuery } = useListQuery(FILTERS.map((filter) => filter.name));
  const [tab, setTab] = useState('conversations');
  const [asking, setAsking] = useState<ConversationSummary | null>(null);
  const [open, setOpen] = useState<OpenConversation | null>(null);
  const userId = query.filters.userId;
  const searchable = !!userId && !userIdProblem(userId);

  const list = useQuery({
    queryKey: [...chatRecordKeys.conversations, query],
    queryFn: ({ signal }) => chatRecordApi.conversations(toRequestParams(query), { signal }),
    placeholderData: keepPreviousData,
    enabled: searchable,
    retry: false,
  });

  useFormFollowsQuery(form, query.filters, (values) => toFormValues(FILTERS, values));

  const onSearch = (values: Record<string, FormValue>) =>
    setQuery({ filters: toQueryValues(values), current: 1, sort: undefined });

  const onTableChange: TableProps<ConversationSummary>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? String(single.columnKey) : undefined;
    setQuery({
      current: pagination.current ?? 1,
      size: pagination.pageSize ?? query.size,
      sort: field ? { field, order: single.order === 'descend' ? 'desc' : 'asc' } : undefined,
    });
  };

  const openWithReason = async ({ reason }: { reason: string }) => {
    const conversation = asking!;
    const access = await chatRecordApi.open(conversation.id, reason);
    setOpen({
      conversation,
      user: list.data!.user,
      access,
      reason,
      admin: me,
      openedAt: new Date().toISOString(),
      range: query.filters.range,
    });
    await queryClient.invalidateQueries({ queryKey: chatRecordKeys.accessLog });
  };

  const sortOrder = (key: string) =>
    query.sort?.field === key ? (query.sort.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;

  const conversations = !searchable ? (
    <Empty description={t('prompt')} />
  ) : list.isError ? (
    <LoadFailed error={list.error} retry={list.refetch} />
  ) : (
    <>
      {list.data && (
        <h2 className="chat-records__user">
          <Avatar src={list.data.user.avatar || undefined} alt="" />
          <UserText>
            {t('user', { nickname: list.data.user.nickname, login: list.data.user.login, id: list.data.user.id })}
          </UserText>
        </h2>
      )}
      <Table<ConversationSummary>
        rowKey="id"
        dataSource={list.data?.records ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={{ emptyText: t('empty') }}
        onChange={onTableChange}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
        }}
        columns={[
          { title: t('columns.other'), key: 'other', render: (_, row) => <UserName user={row.other} /> },
          {
            title: t('columns.messages'),
            dataIndex: 'messageCount',
            key: 'messageCount',
            sorter: true,
            sortOrder: sortOrder('messageCount'),
          },
          {
            title: t('columns.first'),
            key: 'firstMessageAt',
            sorter: true,
            sortOrder: sortOrder('firstMessageAt'),
            render: (_, row) => dayjs(row.firstMessageAt).format(TIME),
          },
          {
            title: t('columns.last'),
            key: 'lastMessageAt',
            sorter: true,
            sortOrder: sortOrder('lastMessageAt'),
            render: (_, row) => dayjs(row.lastMessageAt).format(TIME),
          },
          ...(canRead
            ? [
                {
                  title: t('columns.actions'),
                  key: 'actions',
                  render: (_: unknown, row: ConversationSummary) => (
                    <Button
                      type="link"
                      size="small"
                      aria-label={t('readAria', { name: nameOf(row.other) })}
                      onClick={() => setAsking(row)}
                    >
                      {t('read')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );

  return (
    <Card title={<h1 className="screen-title">{t('title')}</h1>}>
      <Alert type="info" showIcon title={t('readOnly')} className="list-page__filters" />
      <Form
        form={form}
        name="chat-records-search"
        layout="inline"
        onFinish={onSearch}
        className="list-page__filters"
        aria-label={t('kit:filters')}
      >
        <Form.Item
          name="userId"
          label={t('search.userId')}
          rules={[
            { required: true, whitespace: true, message: t('search.userIdRequired') },
            { pattern: CHAT_RULES.userIdPattern, message: t('search.userIdFormat') },
          ]}
        >
          <Input allowClear inputMode="numeric" maxLength={7} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="range" label={t('search.range')}>
          <DatePicker.RangePicker
            allowEmpty={[false, false]}
            placeholder={[t('search.start'), t('search.end')]}
            disabledDate={(day: Dayjs) => day.isAfter(dayjs(), 'day')}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search.submit')}
          </Button>
          <Button onClick={() => setQuery({ filters: {}, current: 1, sort: undefined })}>{t('search.reset')}</Button>
        </Space>
      </Form>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'conversations', label: t('tabs.conversations'), children: conversations },
          {
            key: 'accessLog',
            label: t('tabs.accessLog'),
            children: <AccessLog userId={searchable ? userId : undefined} />,
          },
        ]}
      />
      <ReasonDialog<object>
        open={asking !== null}
        title={asking && list.data ? t('reason.title', { a: nameOf(list.data.user), b: nameOf(asking.other) }) : ''}
        okText={t('reason.ok')}
        maxLength={CHAT_RULES.reasonMaxLength}
        onSubmit={openWithReason}
        onClose={() => setAsking(null)}
      >
        <Typography.Paragraph type="secondary">{t('reason.note')}</Typography.Paragraph>
      </ReasonDialog>
      <ConversationDrawer open={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
