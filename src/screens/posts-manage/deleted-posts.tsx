import { useTranslation } from 'react-i18next';
import { PostList } from '../../features/posts';

/** Deleted Posts: who deleted each and when; a restored post comes back unpublished. */
export default function DeletedPosts() {
  const { t } = useTranslation('posts');
  return (
    <PostList
      screen="deleted-posts"
      scope="deleted"
      title={t('screens.deleted-posts')}
      filters={['id', 'content', 'type', 'language', 'topic', 'publisher', 'postedAt']}
      columns={['id', 'content', 'media', 'type', 'language', 'topic', 'publisher', 'postedAt', 'deleted']}
    />
  );
}
