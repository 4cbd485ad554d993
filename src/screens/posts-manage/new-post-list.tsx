import { useTranslation } from 'react-i18next';
import { PostList } from '../../features/posts';

/** New and Hot Post List: every post, narrowed to the new or the hot ones by the hot/new filter. */
export default function NewPostList() {
  const { t } = useTranslation('posts');
  return (
    <PostList
      screen="new-post-list"
      scope="latest"
      title={t('screens.new-post-list')}
      filters={[
        'id',
        'content',
        'heat',
        'type',
        'language',
        'publishStatus',
        'topic',
        'publisher',
        'postedAt',
        'pinned',
        'featured',
        'warmth',
      ]}
    />
  );
}
