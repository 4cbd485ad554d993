import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotPostSummary } from '../types';

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
      <Typography.Paragraph dir="auto" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
        {post.content}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('post.numbers', { likes: post.likes, comments: post.comments, uv: post.uv })}
      </Typography.Text>
    </Space>
  );
}
