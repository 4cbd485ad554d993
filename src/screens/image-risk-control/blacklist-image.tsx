import { Image } from 'antd';
import { formatTime } from '../../shared/utils/format-time';
import { useTranslation } from 'react-i18next';
import { type BlacklistEntry, imageRiskApi, imageRiskKeys } from '../../features/image-risk';
import { ListPage } from '../../shared/components/list-page/list-page';
import { userTextCell } from '../../shared/components/user-text';

const REMOVE = '/image-risk-control/blacklist-image:remove';

/**
 * The image blacklist: every picture moderators put on it from the pending list, by fingerprint, with who
 * added it, when and from which task; a picture taken off is no longer recognised (it stays deleted).
 */
export default function BlacklistImage() {
  const { t } = useTranslation(['imageRisk', 'kit']);
  return (
    <ListPage<BlacklistEntry>
      title={t('blacklist.title')}
      queryKey={imageRiskKeys.blacklist}
      fetchPage={imageRiskApi.blacklist}
      rowKey="id"
      filters={[
        { name: 'addedAt', label: t('fields.addedAt'), dateRange: true },
        { name: 'addedBy', label: t('fields.addedBy') },
        { name: 'fingerprint', label: t('fields.fingerprint') },
      ]}
      columns={[
        {
          title: t('fields.image'),
          key: 'image',
          width: 88,
          render: (_: unknown, row: BlacklistEntry) => (
            <Image src={row.image} width={64} alt={t('blacklist.imageAlt', { fingerprint: row.fingerprint })} />
          ),
        },
        {
          title: t('fields.fingerprint'),
          dataIndex: 'fingerprint',
          key: 'fingerprint',
          render: (fingerprint: string) => <code dir="ltr">{fingerprint}</code>,
        },
        { title: t('fields.addedBy'), dataIndex: 'addedBy', key: 'addedBy', render: userTextCell },
        { title: t('fields.addedAt'), dataIndex: 'addedAt', key: 'addedAt', sorter: true, render: formatTime },
        {
          title: t('fields.taskId'),
          dataIndex: 'taskId',
          key: 'taskId',
          render: (taskId: number | null) => (taskId === null ? t('blacklist.beforeTasks') : taskId),
        },
      ]}
      rowActions={[
        {
          key: 'remove',
          label: t('blacklist.remove'),
          permission: REMOVE,
          danger: true,
          confirm: t('blacklist.confirmRemove'),
          success: t('blacklist.removed', { count: 1 }),
          run: (row) => imageRiskApi.remove([row.id]),
        },
      ]}
      batchActions={[
        {
          key: 'remove',
          label: t('blacklist.removeSelected'),
          permission: REMOVE,
          danger: true,
          confirm: (count) => t('blacklist.confirmRemoveMany', { count }),
          success: t('blacklist.removed', { count: 2 }),
          run: (rows) => imageRiskApi.remove(rows.map((row) => row.id)),
        },
      ]}
    />
  );
}
