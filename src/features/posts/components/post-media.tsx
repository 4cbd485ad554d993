import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Image, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '../types';

/**
 * A post's pictures as thumbnails that open the viewer (zoom, next, previous), or its video's cover that
 * opens a player.
 */
export function PostMedia({ post, size = 48 }: { post: Pick<Post, 'id' | 'images' | 'video'>; size?: number }) {
  const { t } = useTranslation('posts');
  const [playing, setPlaying] = useState(false);
  if (post.video) {
    return (
      <>
        <Button
          type="text"
          className="post-media__video"
          aria-label={t('media.playVideo', { id: post.id })}
          onClick={() => setPlaying(true)}
          style={{ width: size + 8, height: size + 8, padding: 4 }}
        >
          <span style={{ position: 'relative', display: 'inline-block' }}>
            <img src={post.video.cover} width={size} height={size} alt="" style={{ objectFit: 'cover' }} />
            <PlayCircleOutlined
              style={{
                position: 'absolute',
                insetInlineStart: size / 2 - 8,
                top: size / 2 - 8,
                fontSize: 16,
                color: '#fff',
              }}
            />
          </span>
        </Button>
        <Modal
          open={playing}
          title={t('media.videoTitle', { id: post.id })}
          footer={null}
          onCancel={() => setPlaying(false)}
          destroyOnHidden
        >
          <video src={post.video.url} poster={post.video.cover} controls autoPlay style={{ width: '100%' }}>
            <track kind="captions" />
          </video>
        </Modal>
      </>
    );
  }
  if (post.images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {post.images.map((src, index) => (
          <Image
            key={index}
            src={src}
            width={size}
            height={size}
            alt={t('media.imageAlt', { id: post.id, index: index + 1 })}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
