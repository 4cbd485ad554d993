import { useTranslation } from 'react-i18next';
import { PostList } from '../../features/posts';

/** Posts the machine flagged as spam: confirm (the post is deleted) or clear (the post is published). */
export default function AiIdentifiedSpamPosts() {
  const { t } = useTranslation('posts');
  return (
    <PostList
      screen="ai-identified-spam-posts"
      scope="spam"
      title={t('screens.ai-identified-spam-posts')}
      filters={['id', 'content', 'type', 'language', 'publisher', 'postedAt']}
      columns={['id', 'content', 'media', 'type', 'language', 'status', 'publisher', 'postedAt']}
    />
  );
}
