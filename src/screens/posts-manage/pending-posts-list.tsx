import { useTranslation } from 'react-i18next';
import { PostList } from '../../features/posts';

/** Pending posts: unpublished posts waiting to be published (not those flagged as spam). */
export default function PendingPostsList() {
  const { t } = useTranslation('posts');
  return (
    <PostList
      screen="pending-posts-list"
      scope="pending"
      title={t('screens.pending-posts-list')}
      filters={['id', 'content', 'type', 'language', 'topic', 'publisher', 'postedAt']}
    />
  );
}
