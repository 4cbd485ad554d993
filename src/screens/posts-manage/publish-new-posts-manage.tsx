import { useTranslation } from 'react-i18next';
import { PostList } from '../../features/posts';

/** What staff accounts published through the console, as official, whitelist or KOL users. */
export default function PublishNewPostsManage() {
  const { t } = useTranslation('posts');
  return (
    <PostList
      screen="publish-new-posts-manage"
      scope="staff"
      title={t('screens.publish-new-posts-manage')}
      columns={[
        'id',
        'content',
        'media',
        'type',
        'language',
        'status',
        'likes',
        'comments',
        'score',
        'topic',
        'publisher',
        'staff',
        'postedAt',
      ]}
    />
  );
}
