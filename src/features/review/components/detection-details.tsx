import { Descriptions, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMenuStore } from '../../../shared/stores/menu-store';
import type { MaleDetection, QueueTask } from '../types';
import { UserText } from '../../../shared/components/user-text';

const USER_LIST = '/user-manage/user-list';

/** A score as a whole percentage. */
export const percent = (score: number) => Math.round(score * 100);

/**
 * The male-user detection's case against an account: how sure it is, what weighed (what the account wrote
 * shown as text in its own direction), and the account itself, a link to the user list for an admin who
 * holds it.
 */
export function DetectionDetails({ task, detection }: { task: QueueTask; detection: MaleDetection }) {
  const { t } = useTranslation('review');
  const canOpenUsers = useMenuStore((state) => state.routes.some((route) => route.path === USER_LIST));
  const account = `${task.authorLogin} (${task.authorId})`;
  return (
    <section aria-label={t('detection.title')} className="review-panel__detection">
      <h3 className="review-panel__subtitle">{t('detection.title')}</h3>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'account',
            label: t('detection.account'),
            children: canOpenUsers ? (
              <Link to={`${USER_LIST}?login=${encodeURIComponent(task.authorLogin)}`}>
                <UserText>{account}</UserText>
              </Link>
            ) : (
              <UserText>{account}</UserText>
            ),
          },
          {
            key: 'score',
            label: t('detection.score'),
            children: (
              <Progress
                percent={percent(detection.score)}
                size="small"
                status={detection.score >= 0.8 ? 'exception' : 'normal'}
                aria-label={t('detection.score')}
              />
            ),
          },
        ]}
      />
      <ul className="review-panel__signals">
        {detection.signals.map((signal) => (
          <li key={signal.signal}>
            <Tag>{t(`detection.signals.${signal.signal}`)}</Tag>
            {t('detection.weight', { weight: percent(signal.weight) })}{' '}
            {signal.signal === 'avatar' ? (
              t('detection.avatarEvidence')
            ) : (
              <UserText className="review-panel__evidence">{signal.evidence}</UserText>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
