import { useTranslation } from 'react-i18next';
import { PostList } from '../../features/posts';

/** New Post: the posts of the last 72 hours, newest first, with every post action. */
export default function NewPost() {
  const { t } = useTranslation('posts');
  return <PostList screen="new-post" scope="new" title={t('screens.new-post')} />;
}
