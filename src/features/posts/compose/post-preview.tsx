import { Avatar, Button, Card, Empty, Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANG_TAG, type ContentLanguage } from '../../../shared/components/lang-fields/content-languages';
import type { ComposeType, PosterAccount } from './types';
import { UserText } from '../../../shared/components/user-text';

export interface PreviewPost {
  type: ComposeType;
  language: ContentLanguage;
  content: string;
  images: string[];
  options: string[];
  videoUrl: string;
  cover: string;
  topicName: string | null;
}

/** The post as the app shows it in the feed: the poster, the text in its own direction, then its media. */
export function PostPreview({ post, poster }: { post: PreviewPost; poster: PosterAccount | null }) {
  const { t } = useTranslation('compose');
  const empty = !post.content.trim() && !post.images.length && !post.videoUrl && !post.options.some((o) => o.trim());
  return (
    <Card title={t('publish.preview')} size="small" role="region" aria-label={t('publish.preview')}>
      {empty && !poster ? (
        <Empty description={t('publish.previewEmpty')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Avatar src={poster?.avatar || undefined} alt="">
              {poster ? (poster.nickname || poster.login).slice(0, 1) : '?'}
            </Avatar>
            <Typography.Text strong>
              {poster ? <UserText>{poster.nickname || poster.login}</UserText> : t('publish.noPosterYet')}
            </Typography.Text>
          </Space>
          <UserText block keepBreaks lang={CONTENT_LANG_TAG[post.language]}>
            {post.content}
          </UserText>
          {post.topicName && (
            <Tag color="magenta">
              <UserText>{`#${post.topicName}`}</UserText>
            </Tag>
          )}
          {post.type === 'graphics' && post.images.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap size={4}>
                {post.images.map((src, index) => (
                  <Image key={src} src={src} width={96} height={96} alt={t('image', { number: index + 1 })} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          {post.type === 'vote' && (
            <Space orientation="vertical" style={{ width: '100%' }} aria-label={t('publish.voteOptions')} role="group">
              {post.options
                .filter((option) => option.trim())
                .map((option, index) => (
                  <Button key={index} block tabIndex={-1}>
                    <UserText>{option}</UserText>
                  </Button>
                ))}
            </Space>
          )}
          {post.type === 'video' && post.videoUrl && (
            <video
              src={post.videoUrl}
              poster={post.cover || undefined}
              controls
              preload="none"
              aria-label={t('publish.videoPreview')}
              style={{ width: '100%', maxHeight: 320, background: '#000' }}
            />
          )}
          {post.type === 'video' && !post.videoUrl && post.cover && (
            <Image src={post.cover} width={160} alt={t('publish.fields.cover')} />
          )}
        </Space>
      )}
    </Card>
  );
}
