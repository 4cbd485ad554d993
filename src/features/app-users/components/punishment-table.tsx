import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { silenceState } from '../rules';
import type { Punishment } from '../types';
import { useUserLabels } from './use-user-labels';
import { formatTime } from '../../../shared/utils/format-time';
import { userTextCell } from '../../../shared/components/user-text';

/** A user's punishments (silences and clears), newest first, with their state now. */
export function PunishmentTable({ rows, loading }: { rows: Punishment[]; loading?: boolean }) {
  const { t } = useTranslation('users');
  const labels = useUserLabels();
  return (
    <Table<Punishment>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('history.empty') }}
      columns={[
        { title: t('fields.kind'), dataIndex: 'kind', render: (_: unknown, row) => labels.kind(row.kind) },
        {
          title: t('fields.duration'),
          dataIndex: 'duration',
          render: (_: unknown, row) => labels.duration(row.duration),
        },
        { title: t('fields.reason'), dataIndex: 'reason' },
        { title: t('fields.startAt'), dataIndex: 'startAt', render: formatTime },
        {
          title: t('fields.state'),
          key: 'state',
          render: (_: unknown, row) => {
            if (row.liftedAt)
              return <Tag>{row.liftedWhy === 'appeal' ? t('silenceState.appealed') : t('silenceState.lifted')}</Tag>;
            if (row.kind !== 'silence') return <Tag color="red">{t('silenceState.inForce')}</Tag>;
            return silenceState(row, Date.now()) === 'active' ? (
              <Tag color="red">{labels.timeLeft(row)}</Tag>
            ) : (
              <Tag>{t('silenceState.expired')}</Tag>
            );
          },
        },
        { title: t('fields.operator'), dataIndex: 'operator', render: userTextCell },
      ]}
    />
  );
}
