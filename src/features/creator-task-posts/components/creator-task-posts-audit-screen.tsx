import { StarFilled } from '@ant-design/icons';
import { App, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATOR_LEVELS } from '../../../shared/types/app-user';
import { useUserLabels } from '../../app-users';
import { formatTime } from '../../../shared/utils/format-time';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { UserText } from '../../../shared/components/user-text';
import { taskPostApi, taskPostKeys } from '../api';
import { useRejectionReasons, useRejectTaskPost } from '../queries';
import { TASK_POST_MACHINE } from '../rules';
import { type CreatorTaskPost, TASK_POST_STATUSES } from '../types';
import { reasonText, RejectDialog } from './reject-dialog';
import { PostCell } from './task-post-cell';

const REVIEW = '/posts-manage/creator-task-posts-audit:review';

/** Posts creators submitted for their tasks: pass them, or reject them with a creator-centre reason. */
export function CreatorTaskPostsAuditScreen() {
  const { t, i18n } = useTranslation(['compose', 'kit']);
  const { message } = App.useApp();
  const reject = useRejectTaskPost();
  const labels = useUserLabels();
  const [rejecting, setRejecting] = useState<CreatorTaskPost | null>(null);
  const reasons = useRejectionReasons();
  const language = i18n.language;

  const rowActions: RowAction<CreatorTaskPost>[] = [
    {
      key: 'pass',
      label: t('taskPosts.pass'),
      permission: REVIEW,
      available: TASK_POST_MACHINE.offers('pass', (row: CreatorTaskPost) => row.status),
      success: t('taskPosts.passed'),
      run: (row) => taskPostApi.pass(row.id),
    },
    {
      key: 'reject',
      label: t('taskPosts.reject'),
      permission: REVIEW,
      danger: true,
      available: TASK_POST_MACHINE.offers('reject', (row: CreatorTaskPost) => row.status),
      run: (row) => setRejecting(row),
    },
  ];

  return (
    <>
      <ListPage<CreatorTaskPost>
        title={t('taskPosts.title')}
        queryKey={taskPostKeys.posts}
        fetchPage={taskPostApi.page}
        rowKey="id"
        filters={[
          {
            name: 'status',
            label: t('taskPosts.fields.status'),
            options: TASK_POST_STATUSES.map((status) => ({ value: status, label: t(`taskPosts.status.${status}`) })),
          },
          { name: 'taskTitle', label: t('taskPosts.fields.task') },
          { name: 'creator', label: t('taskPosts.fields.creator') },
          {
            name: 'level',
            label: t('taskPosts.fields.level'),
            options: CREATOR_LEVELS.map((level) => ({ value: String(level), label: labels.level(level) })),
          },
          { name: 'postId', label: t('taskPosts.fields.postId') },
          { name: 'submittedAt', label: t('taskPosts.fields.submittedAt'), dateRange: true },
        ]}
        columns={[
          {
            title: t('taskPosts.fields.task'),
            key: 'task',
            render: (_: unknown, row) => (
              <Space orientation="vertical" size={0}>
                <UserText>{reasonText(row.taskTitle, language)}</UserText>
                <Typography.Text
                  type="secondary"
                  role="img"
                  aria-label={t('taskPosts.starRating', { stars: row.taskStars })}
                >
                  {Array.from({ length: row.taskStars }, (_, index) => (
                    <StarFilled key={index} style={{ color: '#faad14' }} aria-hidden />
                  ))}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('taskPosts.fields.creator'),
            key: 'creator',
            render: (_: unknown, row) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>
                  <UserText>{row.creatorLogin}</UserText>
                </Typography.Text>
                <Typography.Text type="secondary">
                  <UserText>{row.creatorNickname}</UserText>
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('taskPosts.fields.level'),
            key: 'level',
            render: (_: unknown, row) => <Tag color="purple">{labels.level(row.creatorLevel)}</Tag>,
          },
          {
            title: t('taskPosts.fields.post'),
            key: 'post',
            render: (_: unknown, row) => (
              <PostCell postId={row.postId} postType={row.postType} content={row.postContent} images={row.postImages} />
            ),
          },
          {
            title: t('taskPosts.fields.submittedAt'),
            dataIndex: 'submittedAt',
            key: 'submittedAt',
            sorter: true,
            render: formatTime,
          },
          {
            title: t('taskPosts.fields.status'),
            key: 'status',
            render: (_: unknown, row) => (
              <Space orientation="vertical" size={0}>
                <StatusTag machine={TASK_POST_MACHINE} state={row.status} />
                {row.decidedBy && (
                  <Typography.Text type="secondary">
                    {t('taskPosts.decidedBy', { by: row.decidedBy, time: formatTime(row.decidedAt) })}
                  </Typography.Text>
                )}
                {row.rejectionReason && (
                  <Typography.Text type="danger">
                    <UserText>{reasonText(row.rejectionReason, language)}</UserText>
                  </Typography.Text>
                )}
              </Space>
            ),
          },
        ]}
        rowActions={rowActions}
      />
      <RejectDialog
        key={rejecting?.id}
        open={rejecting !== null}
        title={rejecting ? t('taskPosts.rejectTitle', { id: rejecting.postId }) : ''}
        reasons={reasons.data ?? []}
        onClose={() => setRejecting(null)}
        onSubmit={async (reasonId) => {
          await reject(rejecting!.id, reasonId);
          message.success(t('taskPosts.rejected'));
        }}
      />
    </>
  );
}
