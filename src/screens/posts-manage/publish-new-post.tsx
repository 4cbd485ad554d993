import { useTranslation } from 'react-i18next';
import { ComposeForm } from '../../features/posts';

/** Publishes a graphics or vote post as an official, whitelist or KOL account, with a preview. */
export default function PublishNewPostScreen() {
  const { t } = useTranslation('compose');
  return (
    <>
      <h1 className="screen-title">{t('publish.titlePost')}</h1>
      <ComposeForm kind="post" permission="/posts-manage/publish-new-post:publish" />
    </>
  );
}
