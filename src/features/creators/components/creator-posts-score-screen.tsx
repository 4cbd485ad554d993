import { App, Form, Image, InputNumber, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATOR_LEVELS } from '../../../shared/types/app-user';
import { POST_TYPES } from '../../../shared/types/post-types';
import { FormDialog } from '../../../shared/components/form-dialog';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { problemRule } from '../../../shared/utils/problem-rule';
import { UserText } from '../../../shared/components/user-text';
import { creatorApi, creatorKeys } from '../api';
import { scoreProblems } from '../rules';
import type { CreatorPost } from '../types';
import { useCreatorFields } from './use-creator-fields';
import { useRefreshCreatorPosts } from './use-creator-queries';

const SCREEN = '/creator-center-manage/creator-posts-operate-score';
const TIME = 'YYYY-MM-DD HH:mm';

/**
 * Creators' posts (from the posts collection), newest first, to score: the score is the post's own (0 to
 * 100, never empty) and the list says who scored it from here and when; filter by creator, level, field,
 * type, scored or not and date.
 */
export function CreatorPostsScoreScreen() {
  const { t } = useTranslation(['creators', 'kit', 'common']);
  const { message } = App.useApp();
  const refreshPosts = useRefreshCreatorPosts();
  const fields = useCreatorFields();
  const [scoring, setScoring] = useState<CreatorPost | null>(null);

  const rowActions: RowAction<CreatorPost>[] = [
    { key: 'score', label: t('score.action'), permission: `${SCREEN}:score`, run: setScoring },
  ];

  return (
    <>
      <ListPage<CreatorPost>
        title={t('score.title')}
        queryKey={creatorKeys.posts}
        fetchPage={creatorApi.posts}
        rowKey="id"
        filters={[
          { name: 'creator', label: t('users.keyword') },
          { name: 'postId', label: t('score.postId') },
          {
            name: 'level',
            label: t('score.level'),
            options: CREATOR_LEVELS.filter((level) => level > 0).map((level) => ({
              value: String(level),
              label: t(`levels.${level}`),
            })),
          },
          { name: 'fieldId', label: t('score.field'), options: fields.options },
          {
            name: 'type',
            label: t('score.type'),
            options: POST_TYPES.map((value) => ({ value, label: t(`postTypes.${value}`) })),
          },
          {
            name: 'scored',
            label: t('score.scoredFilter'),
            options: [
              { value: 'yes', label: t('score.yes') },
              { value: 'no', label: t('score.no') },
            ],
          },
          { name: 'postedAt', label: t('score.postedAt'), dateRange: true },
        ]}
        columns={[
          { title: t('score.postId'), dataIndex: 'id', key: 'id' },
          {
            title: t('score.post'),
            key: 'post',
            render: (_: unknown, post) => (
              <Space align="start">
                {post.images[0] && <Image src={post.images[0]} width={56} alt={t('score.picture', { id: post.id })} />}
                <Space orientation="vertical" size={0}>
                  <UserText lines={2} style={{ maxWidth: 320 }}>
                    {post.content}
                  </UserText>
                  <Typography.Text type="secondary">{t(`postTypes.${post.type}`)}</Typography.Text>
                </Space>
              </Space>
            ),
          },
          {
            title: t('score.creator'),
            key: 'creator',
            render: (_: unknown, post) => (
              <Space orientation="vertical" size={0}>
                <UserText>{post.creatorNickname}</UserText>
                <Typography.Text type="secondary">
                  <UserText>{post.creatorLogin}</UserText> · {t(`levels.${post.creatorLevel}`)}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('score.field'),
            dataIndex: 'fieldId',
            key: 'fieldId',
            render: (id: number | null) => <UserText>{fields.nameOf(id)}</UserText>,
          },
          {
            title: t('score.postedAt'),
            dataIndex: 'postedAt',
            key: 'postedAt',
            sorter: true,
            render: (value: string) => dayjs(value).format(TIME),
          },
          { title: t('score.likes'), dataIndex: 'likes', key: 'likes', sorter: true },
          { title: t('score.comments'), dataIndex: 'comments', key: 'comments' },
          {
            title: t('score.score'),
            dataIndex: 'score',
            key: 'score',
            sorter: true,
            render: (score: number, post) => (
              <Space orientation="vertical" size={0}>
                <strong>{score}</strong>
                <Typography.Text type="secondary">
                  {post.scoredBy
                    ? t('score.scoredBy', { by: post.scoredBy, at: dayjs(post.scoredAt).format(TIME) })
                    : t('score.notScored')}
                </Typography.Text>
              </Space>
            ),
          },
        ]}
        rowActions={rowActions}
      />
      <FormDialog<{ score: number | null }>
        open={scoring !== null}
        title={scoring ? t('score.dialogTitle', { id: scoring.id }) : ''}
        okText={t('score.action')}
        name="creator-post-score"
        onClose={() => setScoring(null)}
        onSubmit={async ({ score }) => {
          await creatorApi.score(scoring!.id, score ?? null);
          message.success(t('score.saved'));
          await refreshPosts();
        }}
      >
        {scoring && <UserText lines={3}>{scoring.content}</UserText>}
        <Form.Item
          name="score"
          label={t('score.score')}
          extra={t('score.scoreHelp')}
          required
          rules={[problemRule('creators', 'score', scoreProblems, t)]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
