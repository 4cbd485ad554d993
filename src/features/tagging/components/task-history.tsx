import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../shared/components/user-text';
import type { TaggingHistoryEntry } from '../types';
import { useTagName, useTags } from './use-tags';
import './task-history.css';

const AT = 'YYYY-MM-DD HH:mm';

/**
 * A tagging task's history, oldest first: who did what, when, and why (the tags chosen, the tagger it was
 * given to, the reason for a re-opening). Nothing is ever taken out of it; a re-opening adds a line.
 */
export function TaskHistory({ entries }: { entries: TaggingHistoryEntry[] }) {
  const { t } = useTranslation('tagging');
  const tags = useTags();
  const tagName = useTagName();
  const nameOf = (id: number | null) => tagName(tags.data?.find((tag) => tag.id === id)) || (id ?? '');
  return (
    <section aria-label={t('history.title')}>
      <h3 className="tagging-history__title">{t('history.title')}</h3>
      {entries.length === 0 ? (
        <p className="tagging-history__none">{t('history.none')}</p>
      ) : (
        <ol className="tagging-history__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              {t('history.entry', {
                action: t(`history.actions.${entry.action}`),
                operator: entry.operator,
                at: dayjs(entry.at).format(AT),
              })}
              {entry.assignee && ` · ${t('history.to', { login: entry.assignee })}`}
              {/* The tags by name once the dictionary has answered, not by their IDs meanwhile. */}
              {entry.action === 'tagged' && tags.data && (
                <div>{[entry.level1Id, ...entry.level2Ids, entry.qualityId].map(nameOf).join(' · ')}</div>
              )}
              {entry.reasonCode && <div>{t(`correctionReasons.${entry.reasonCode}`)}</div>}
              {entry.note && <UserText block>{entry.note}</UserText>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
