import { App, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserLabels } from '../../features/app-users';
import { formatTime } from '../../shared/utils/format-time';
import { commentApi, commentKeys, type PostComment, ReplyDrawer, useReplyToComment } from '../../features/comments';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { UserText } from '../../shared/components/user-text';

const ACTION = (name: string) => `/posts-manage/comment-manage:${name}`;

/** Comments on posts: find them by post, author, text or day; delete them, or reply as a staff account. */
export default function CommentManageScreen() {
  const { t } = useTranslation(['comments', 'kit']);
  const { message } = App.useApp();
  const reply = useReplyToComment();
  const labels = useUserLabels();
  const [replyingTo, setReplyingTo] = useState<PostComment | null>(null);

  const rowActions: RowAction<PostComment>[] = [
    {
      key: 'reply',
      label: t('reply.action'),
      permission: ACTION('reply'),
      run: (row) => setReplyingTo(row),
    },
    {
      key: 'delete',
      label: t('delete'),
      permission: ACTION('delete'),
      danger: true,
      confirm: t('deleteConfirm'),
      success: t('kit:success.delete'),
      run: (row) => commentApi.delete(row.id),
    },
  ];

  return (
    <>
      <ListPage<PostComment>
        title={t('title')}
        queryKey={commentKeys.comments}
        fetchPage={commentApi.page}
        rowKey="id"
        filters={[
          { name: 'postId', label: t('fields.postId') },
          { name: 'author', label: t('fields.author') },
          { name: 'content', label: t('fields.content') },
          { name: 'createdAt', label: t('fields.createdAt'), dateRange: true },
        ]}
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id' },
          { title: t('fields.postId'), dataIndex: 'postId', key: 'postId' },
          {
            title: t('fields.content'),
            key: 'content',
            render: (_: unknown, row) => (
              <Space orientation="vertical" size={0} style={{ maxWidth: 360 }}>
                {row.parentId && (
                  <Typography.Text type="secondary">{t('replyTo', { id: row.parentId })}</Typography.Text>
                )}
                <UserText lines={3}>{row.content}</UserText>
              </Space>
            ),
          },
          {
            title: t('fields.author'),
            key: 'author',
            render: (_: unknown, row) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>
                  <UserText>{row.authorLogin}</UserText>
                </Typography.Text>
                <Typography.Text type="secondary">
                  <UserText>{row.authorNickname}</UserText>
                </Typography.Text>
                {row.authorType && row.authorType !== 'general' && (
                  <Tag color="blue">{labels.userType(row.authorType)}</Tag>
                )}
                {row.staffLogin && (
                  <Typography.Text type="secondary">{t('byStaff', { login: row.staffLogin })}</Typography.Text>
                )}
              </Space>
            ),
          },
          { title: t('fields.createdAt'), dataIndex: 'createdAt', key: 'createdAt', sorter: true, render: formatTime },
          { title: t('fields.likes'), dataIndex: 'likes', key: 'likes', sorter: true },
          { title: t('fields.replies'), dataIndex: 'replies', key: 'replies', sorter: true },
        ]}
        rowActions={rowActions}
      />
      <PermissionGate action={ACTION('reply')}>
        <ReplyDrawer
          key={replyingTo?.id}
          comment={replyingTo}
          onClose={() => setReplyingTo(null)}
          onSubmit={async (input) => {
            await reply(replyingTo!.id, input);
            message.success(t('reply.sent'));
            setReplyingTo(null);
          }}
        />
      </PermissionGate>
    </>
  );
}
