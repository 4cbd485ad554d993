import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Table, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../shared/components/list-page/list-page';
import { useListQuery } from '../../../shared/components/list-page/use-list-query';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { UserText } from '../../../shared/components/user-text';
import { useSessionStore } from '../../../shared/stores/session-store';
import { chatRecordApi, chatRecordKeys } from '../api';
import { userIdProblem } from '../rules';
import {
  CHAT_RULES,
  type AccessLogEntry,
  type ChatUser,
  type ConversationPage,
  type ConversationSummary,
} from '../types';
import { ConversationDrawer, type OpenConversation } from './conversation-drawer';
import './chat-records.css';

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
  const { query } = useListQuery(['userId', 'range']);
  const [tab, setTab] = useState('conversations');
  const [asking, setAsking] = useState<ConversationSummary | null>(null);
  const [open, setOpen] = useState<OpenConversation | null>(null);
  const userId = query.filters.userId;
  const searchable = !!userId && !userIdProblem(userId);

  const openWithReason =
    (user: ChatUser) =>
    async ({ reason }: { reason: string }) => {
      const conversation = asking!;
      const access = await chatRecordApi.open(conversation.id, reason);
      setOpen({
        conversation,
        user,
        access,
        reason,
        admin: me,
        openedAt: new Date().toISOString(),
        range: query.filters.range,
      });
      await queryClient.invalidateQueries({ queryKey: chatRecordKeys.accessLog });
    };

  // The searched user heads the list; the access log is the tab beside it.
  const frame = (list: ReactNode, page: ConversationPage | undefined) => (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'conversations',
            label: t('tabs.conversations'),
            children: (
              <>
                {searchable && page && (
                  <h2 className="chat-records__user">
                    <Avatar src={page.user.avatar || undefined} alt="" />
                    <UserText>
                      {t('user', { nickname: page.user.nickname, login: page.user.login, id: page.user.id })}
                    </UserText>
                  </h2>
                )}
                {list}
              </>
            ),
          },
          {
            key: 'accessLog',
            label: t('tabs.accessLog'),
            children: <AccessLog userId={searchable ? userId : undefined} />,
          },
        ]}
      />
      <ReasonDialog<object>
        open={asking !== null}
        title={asking && page ? t('reason.title', { a: nameOf(page.user), b: nameOf(asking.other) }) : ''}
        okText={t('reason.ok')}
        maxLength={CHAT_RULES.reasonMaxLength}
        onSubmit={page ? openWithReason(page.user) : () => Promise.resolve()}
        onClose={() => setAsking(null)}
      >
        <Typography.Paragraph type="secondary">{t('reason.note')}</Typography.Paragraph>
      </ReasonDialog>
    </>
  );

  return (
    <>
      <ListPage<ConversationSummary, ConversationPage>
        title={t('title')}
        intro={<Alert type="info" showIcon title={t('readOnly')} className="list-page__filters" />}
        queryKey={chatRecordKeys.conversations}
        fetchPage={chatRecordApi.conversations}
        rowKey="id"
        filters={[
          {
            name: 'userId',
            label: t('search.userId'),
            required: { message: t('search.userIdRequired') },
            rules: [{ pattern: CHAT_RULES.userIdPattern, message: t('search.userIdFormat') }],
            numeric: true,
            maxLength: 7,
          },
          {
            name: 'range',
            label: t('search.range'),
            dateRange: true,
            disabledDate: (day: Dayjs) => day.isAfter(dayjs(), 'day'),
          },
        ]}
        awaiting={t('prompt')}
        emptyText={t('empty')}
        frame={frame}
        columns={[
          { title: t('columns.other'), key: 'other', render: (_, row) => <UserName user={row.other} /> },
          { title: t('columns.messages'), dataIndex: 'messageCount', key: 'messageCount', sorter: true },
          {
            title: t('columns.first'),
            key: 'firstMessageAt',
            sorter: true,
            render: (_, row) => dayjs(row.firstMessageAt).format(TIME),
          },
          {
            title: t('columns.last'),
            key: 'lastMessageAt',
            sorter: true,
            render: (_, row) => dayjs(row.lastMessageAt).format(TIME),
          },
        ]}
        rowActions={[
          {
            key: 'read',
            label: t('read'),
            permission: `${screenUri}:read`,
            ariaLabel: (row) => t('readAria', { name: nameOf(row.other) }),
            run: setAsking,
          },
        ]}
      />
      <ConversationDrawer open={open} onClose={() => setOpen(null)} />
    </>
  );
}
