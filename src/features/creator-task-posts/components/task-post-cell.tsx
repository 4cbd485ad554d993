import { Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PostType } from '../../../shared/types/post-types';
import { UserText } from '../../../shared/components/user-text';

interface PostCellProps {
  postId: number;
  postType: PostType;
  content: string;
  images: string[];
}

/** A post in a list cell: its ID and type, the text as written (its own direction), pictures with a viewer. */
export function PostCell({ postId, postType, content, images }: PostCellProps) {
  const { t } = useTranslation('compose');
  return (
    <Space orientation="vertical" size={4} style={{ maxWidth: 360 }}>
      <Space size={4}>
        <Typography.Text type="secondary">{t('postId', { id: postId })}</Typography.Text>
        <Tag>{t(`postTypes.${postType}`)}</Tag>
      </Space>
      {/* antd's expandable ellipsis; the text inside keeps its own direction (the paragraph's is the page's). */}
      <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: t('more') }} style={{ margin: 0 }}>
        <UserText>{content}</UserText>
      </Typography.Paragraph>
      {images.length > 0 && (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {images.map((src, index) => (
              <Image key={src} src={src} width={48} height={48} alt={t('image', { number: index + 1 })} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Space>
  );
}
