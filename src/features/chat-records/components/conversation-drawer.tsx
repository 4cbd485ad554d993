import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Image, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chatRecordApi, chatRecordKeys } from '../api';
import { CHAT_RULES, type ChatUser, type ConversationAccess, type ConversationSummary } from '../types';
import './chat-records.css';
import { UserText } from '../../../shared/components/user-text';

export interface OpenConversation {
  conversation: ConversationSummary;
  /** The searched user: their messages sit on the start side, the other party's on the end side. */
  user: ChatUser;
  access: ConversationAccess;
  reason: string;
  admin: string;
  openedAt: string;
  range?: string;
}

const TIME = 'YYYY-MM-DD HH:mm';
const nameOf = (user: ChatUser) => user.nickname || user.login;

/**
 * A conversation opened with a reason: its messages, newest at the bottom, read a page at a time from the
 * server (older pages on request). What members wrote is text in its own direction; photos are
 * thumbnails that open a viewer with zoom.
 */
export function ConversationDrawer({ open, onClose }: { open: OpenConversation | null; onClose: () => void }) {
  const { t } = useTranslation('chatRecords');
  const accessId = open?.access.accessId ?? 0;
  const messages = useInfiniteQuery({
    queryKey: [...chatRecordKeys.messages(accessId), open?.range ?? ''],
    queryFn: ({ pageParam, signal }) =>
      chatRecordApi.messages(
        open!.conversation.id,
        {
          accessId,
          current: pageParam,
          size: CHAT_RULES.messagePageSize,
          ...(open?.range ? { range: open.range } : {}),
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
    enabled: !!open,
    // An access lapses: what was read stays, nothing is fetched behind the admin's back.
    staleTime: Infinity,
    retry: false,
  });

  const pages = messages.data?.pages ?? [];
  // Pages come newest first; the conversation reads oldest first.
  const shown = pages.flatMap((page) => page.records).reverse();
  const total = pages[0]?.total ?? 0;
  const other = open?.conversation.other;

  return (
    <Drawer
      open={!!open}
      onClose={onClose}
      size="large"
      destroyOnHidden
      title={open && other ? t('conversation.title', { a: nameOf(open.user), b: nameOf(other) }) : ''}
    >
      {open && other && (
        <>
          <Alert
            type="info"
            showIcon
            title={
              <span>
                {t('conversation.opened', { admin: open.admin, at: dayjs(open.openedAt).format(TIME) })}{' '}
                {t('conversation.reason')} <UserText>{open.reason}</UserText>
              </span>
            }
            description={t('conversation.until', { at: dayjs(open.access.expiresAt).format(TIME) })}
          />
          {messages.isError ? (
            <Alert
              className="chat-records__error"
              type="error"
              showIcon
              role="alert"
              title={t('conversation.loadFailed')}
              description={messages.error.message}
            />
          ) : messages.isPending ? (
            <Spin className="chat-records__loading" />
          ) : total === 0 ? (
            <Empty description={t('conversation.empty')} />
          ) : (
            <section aria-label={t('conversation.messages')} className="chat-records__conversation">
              <Typography.Text type="secondary">
                {t('conversation.shown', { shown: shown.length, total })}
              </Typography.Text>
              {messages.hasNextPage ? (
                <Button
                  block
                  loading={messages.isFetchingNextPage}
                  onClick={() => void messages.fetchNextPage()}
                  className="chat-records__earlier"
                >
                  {t('conversation.earlier')}
                </Button>
              ) : (
                <p className="chat-records__start">{t('conversation.start')}</p>
              )}
              <Image.PreviewGroup>
                <ol className="chat-records__messages">
                  {shown.map((message) => {
                    const sender = message.senderId === open.user.id ? open.user : other;
                    const own = sender === open.user;
                    return (
                      <li
                        key={message.id}
                        className={`chat-records__message ${own ? 'chat-records__message--user' : 'chat-records__message--other'}`}
                      >
                        <div className="chat-records__meta">
                          <UserText>{nameOf(sender)}</UserText> ·{' '}
                          <time dateTime={message.sentAt}>{dayjs(message.sentAt).format(TIME)}</time>
                        </div>
                        {message.kind === 'image' ? (
                          <Image
                            src={message.imageUrl}
                            width={120}
                            alt={t('conversation.image', { name: nameOf(sender) })}
                          />
                        ) : (
                          // What a member wrote: text, never markup, in its own direction.
                          <p className="chat-records__bubble">
                            <UserText block>{message.text}</UserText>
                          </p>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </Image.PreviewGroup>
            </section>
          )}
        </>
      )}
    </Drawer>
  );
}
