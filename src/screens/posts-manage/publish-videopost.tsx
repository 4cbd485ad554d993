import { useTranslation } from 'react-i18next';
import { ComposeForm } from '../../features/posts';

/** Publishes a short-video post (video and cover) as an official, whitelist or KOL account, with a preview. */
export default function PublishVideoPostScreen() {
  const { t } = useTranslation('compose');
  return (
    <>
      <h1 className="screen-title">{t('publish.titleVideo')}</h1>
      <ComposeForm kind="video" permission="/posts-manage/publish-videopost:publish" />
    </>
  );
}
