import { useQuery } from '@tanstack/react-query';
import { Drawer, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/components/query-state';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { pushApi, pushKeys } from '../api';
import type { PushKind } from '../channels';
import type { FieldChange, Push, PushAuditEntry } from '../types';
import { UserText } from '../../../shared/components/user-text';

const TIME = 'YYYY-MM-DD HH:mm';

/** A field's name in the admin's language (`texts.ar.title`: "Title (Arabic)"). */
function useFieldName() {
  const { t } = useTranslation('push');
  return (field: string) => {
    const [head, language, key] = field.split('.');
    if (head === 'texts')
      return t('audit.textField', { field: t(`fields.${key}`), language: t(`languages.${language}`) });
    return t(`fields.${head}`);
  };
}

function ChangeLine({ change }: { change: FieldChange }) {
  const { t } = useTranslation('push');
  const fieldName = useFieldName();
  const value = (raw: string | null) => {
    if (raw === null) return t('audit.empty');
    if (change.field === 'status') return t(`status.${raw}`);
    if (change.field === 'userGroup') return t(`groups.${raw}`);
    if (change.field === 'forceUpdate') return raw === 'true' ? t('yes') : t('no');
    if (change.field === 'designatedUsers') return t('audit.userCount', { count: Number(raw) });
    if (change.field === 'creatorLevels')
      return raw
        .split(', ')
        .map((level) => t('creatorLevel', { level }))
        .join(', ');
    if (change.field === 'startAt' || change.field === 'endAt') return dayjs(raw).format(TIME);
    return raw;
  };
  return (
    <li>
      {fieldName(change.field)}: <UserText>{value(change.before)}</UserText> →{' '}
      <UserText>{value(change.after)}</UserText>
    </li>
  );
}

function Entry({ entry }: { entry: PushAuditEntry }) {
  const { t, i18n } = useTranslation('push');
  return (
    <div>
      <Typography.Text strong>
        {t(`audit.actions.${entry.action}`)} · <UserText>{entry.by}</UserText> ·{' '}
        <bdi>{dayjs(entry.at).format(TIME)}</bdi>
      </Typography.Text>
      <div>
        {t('audit.reason')}: <UserText>{entry.reason}</UserText>
      </div>
      <div>{t('audit.audience', { value: entry.audience.toLocaleString(i18n.language) })}</div>
      {entry.changes.length > 0 && (
        <ul aria-label={t('audit.changes')} className="push-audit__changes">
          {entry.changes.map((change) => (
            <ChangeLine key={change.field} change={change} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A push's audit trail: every create, change, send, disable and delete, who did it, when, why and what changed. */
export function AuditDrawer({ kind, push, onClose }: { kind: PushKind; push: Push | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('push');
  const audit = useQuery({
    queryKey: pushKeys.audit(kind, push?.id ?? 0),
    queryFn: () => pushApi.audit(kind, push!.id),
    enabled: push !== null,
  });
  return (
    <Drawer
      open={push !== null}
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={push ? t('audit.title', { title: displayName(push.texts, i18n.language, 'title') }) : undefined}
    >
      <QueryState query={audit} isEmpty={(entries) => entries.length === 0} emptyText={t('audit.none')}>
        {(entries) => (
          <Timeline items={entries.map((entry) => ({ key: entry.id, content: <Entry entry={entry} /> }))} />
        )}
      </QueryState>
    </Drawer>
  );
}
