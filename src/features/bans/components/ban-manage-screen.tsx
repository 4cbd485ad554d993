import { App, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { MaskedValue } from '../../../shared/components/masked-value/masked-value';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { UserText, userTextCell } from '../../../shared/components/user-text';
import { formatTime } from '../../../shared/utils/format-time';
import { banApi, banKeys } from '../api';
import { useBanWrites } from '../queries';
import { BAN_MACHINE } from '../rules';
import { BAN_ORIGINS, BAN_RULES, BAN_STATE_FILTERS, BAN_SUBJECTS, type BanView } from '../types';
import { BanReason } from './ban-reason';
import { useBanLabels } from './use-ban-labels';

const ACTION = (name: string) => `/content-review/ban-manage:${name}`;

/** Every ban in force, on accounts and devices, from every screen that bans; lift one with a reason. */
export function BanManageScreen() {
  const { t } = useTranslation(['bans', 'kit']);
  const { message } = App.useApp();
  const writes = useBanWrites();
  const labels = useBanLabels();
  const [lifting, setLifting] = useState<BanView | null>(null);

  const subjectName = (row: BanView) => (row.subject === 'account' ? (row.login ?? row.subjectId) : row.subjectId);

  const rowActions: RowAction<BanView>[] = [
    {
      key: 'lift',
      label: t('ban.lift'),
      permission: ACTION('lift'),
      available: BAN_MACHINE.offers('lift', (row: BanView) => row.state),
      run: (row) => setLifting(row),
    },
  ];

  return (
    <>
      <ListPage<BanView>
        title={t('screens.banManage')}
        queryKey={banKeys.bans}
        fetchPage={banApi.page}
        rowKey="id"
        filters={[
          {
            name: 'subject',
            label: t('fields.subject'),
            options: BAN_SUBJECTS.map((subject) => ({ value: subject, label: labels.subject(subject) })),
          },
          {
            name: 'origin',
            label: t('fields.origin'),
            options: BAN_ORIGINS.map((origin) => ({ value: origin, label: labels.origin(origin) })),
          },
          { name: 'subjectId', label: t('fields.subjectId') },
          { name: 'bannedAt', label: t('fields.bannedAt'), dateRange: true },
          {
            name: 'state',
            label: t('fields.state'),
            placeholder: t('stateFilter.inForce'),
            options: BAN_STATE_FILTERS.map((state) => ({ value: state, label: t(`stateFilter.${state}`) })),
          },
        ]}
        columns={[
          {
            title: t('fields.subject'),
            dataIndex: 'subject',
            key: 'subject',
            render: (_: unknown, row) => (
              <Tag color={row.subject === 'device' ? 'purple' : 'geekblue'}>{labels.subject(row.subject)}</Tag>
            ),
          },
          {
            title: t('fields.subjectId'),
            key: 'subjectId',
            render: (_: unknown, row) =>
              row.subject === 'account' ? (
                <>
                  <Typography.Text strong>
                    <UserText>{row.login ?? String(row.subjectId)}</UserText>
                  </Typography.Text>{' '}
                  <Typography.Text type="secondary">{row.subjectId}</Typography.Text>
                </>
              ) : (
                <>
                  <MaskedValue
                    value={row.subjectId}
                    kind="deviceId"
                    target={{ entity: 'ban', id: row.id, field: 'subjectId' }}
                    permission={ACTION('reveal')}
                  />
                  {row.login && (
                    <>
                      <br />
                      <Typography.Text type="secondary">{t('ban.lastAccount', { login: row.login })}</Typography.Text>
                    </>
                  )}
                </>
              ),
          },
          {
            title: t('fields.reason'),
            key: 'reason',
            render: (_: unknown, row) => <BanReason ban={row} />,
          },
          { title: t('fields.origin'), dataIndex: 'origin', key: 'origin', render: labels.origin },
          { title: t('fields.bannedBy'), dataIndex: 'bannedBy', key: 'bannedBy', render: userTextCell },
          { title: t('fields.bannedAt'), dataIndex: 'bannedAt', key: 'bannedAt', sorter: true, render: formatTime },
          { title: t('fields.endsAt'), dataIndex: 'endsAt', key: 'endsAt', sorter: true, render: labels.ends },
          {
            title: t('fields.state'),
            key: 'state',
            render: (_: unknown, row) => <StatusTag machine={BAN_MACHINE} state={row.state} />,
          },
          {
            title: t('fields.lifted'),
            key: 'lifted',
            render: (_: unknown, row) =>
              row.liftedAt ? (
                <>
                  <Typography.Text>
                    {t('ban.liftedBy', { by: row.liftedBy, time: formatTime(row.liftedAt) })}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    <UserText>{row.liftReason}</UserText>
                  </Typography.Text>
                </>
              ) : (
                '—'
              ),
          },
        ]}
        rowActions={rowActions}
        exportFile={{
          permission: ACTION('export'),
          name: 'bans',
          columns: [
            { title: t('fields.subject'), value: (row) => labels.subject(row.subject) },
            { title: t('fields.subjectId'), value: (row) => row.subjectId },
            { title: t('fields.account'), value: (row) => row.login ?? '' },
            { title: t('fields.reason'), value: labels.reason },
            { title: t('fields.origin'), value: (row) => labels.origin(row.origin) },
            { title: t('fields.bannedBy'), value: (row) => row.bannedBy },
            { title: t('fields.bannedAt'), value: (row) => formatTime(row.bannedAt) },
            { title: t('fields.endsAt'), value: (row) => labels.ends(row.endsAt) },
            { title: t('fields.state'), value: (row) => t(`state.${row.state}`) },
            { title: t('fields.liftedBy'), value: (row) => row.liftedBy ?? '' },
            { title: t('fields.liftReason'), value: (row) => row.liftReason ?? '' },
          ],
        }}
      />
      <ReasonDialog
        key={lifting?.id}
        open={lifting !== null}
        title={
          lifting ? t('ban.liftTitle', { subject: labels.subject(lifting.subject), name: subjectName(lifting) }) : ''
        }
        okText={t('ban.lift')}
        maxLength={BAN_RULES.reasonMaxLength}
        onClose={() => setLifting(null)}
        onSubmit={async ({ reason }) => {
          await writes.lift(lifting!.id, reason);
          message.success(t('ban.lifted'));
        }}
      />
    </>
  );
}
