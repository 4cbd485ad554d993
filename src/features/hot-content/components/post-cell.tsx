import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotPostSummary } from '../types';
import { UserText } from '../../../shared/components/user-text';

/** A post in a hot list: its ID, what was written (as text, in its own direction) and its numbers. */
export function PostCell({ post, postId }: { post: HotPostSummary | null; postId?: number | null }) {
  const { t } = useTranslation('hot');
  if (!post) {
    return postId ? (
      <Typography.Text type="secondary">{t('post.gone', { id: postId })}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t('post.empty')}</Typography.Text>
    );
  }
  return (
    <Space orientation="vertical" size={0} style={{ maxWidth: 360 }}>
      <Typography.Text strong>{t('post.id', { id: post.id })}</Typography.Text>
      <UserText lines={2}>{post.content}</UserText>
      <Typography.Text type="secondary">
        {t('post.numbers', { likes: post.likes, comments: post.comments, uv: post.uv })}
      </Typography.Text>
    </Space>
  );
}
