import { useTranslation } from 'react-i18next';
import { PostList } from '../../features/posts';

/** Hot Post List: the published posts that are hot now, most liked first. */
export default function HotPostList() {
  const { t } = useTranslation('posts');
  return (
    <PostList
      screen="hot-post-list"
      scope="hot"
      title={t('screens.hot-post-list')}
      filters={['id', 'content', 'type', 'language', 'topic', 'publisher', 'postedAt', 'pinned', 'featured']}
    />
  );
}
