import { useTranslation } from 'react-i18next';
import { PostList } from '../../features/posts';

/** Video posts: covers open the player. */
export default function VideoPostsList() {
  const { t } = useTranslation('posts');
  return (
    <PostList
      screen="video-posts-list"
      scope="video"
      title={t('screens.video-posts-list')}
      filters={['id', 'content', 'language', 'publishStatus', 'topic', 'publisher', 'postedAt', 'pinned', 'featured']}
    />
  );
}
