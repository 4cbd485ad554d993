import { StopOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { userTextCell, UserText } from '../../../shared/components/user-text';
import { uniqueList } from '../../../shared/utils/duplicates';
import { formatTime } from '../../../shared/utils/format-time';
import { appUserKeys, silenceApi } from '../api';
import { silenceState } from '../rules';
import type { Punishment } from '../types';
import { PunishmentTable } from './punishment-table';
import { SilenceFields, type SilenceFormValues } from './silence-form';
import { useRefreshAppUsers, useRefreshPunished, useSilenceHistory } from './use-app-user-queries';
import { useUserLabels } from './use-user-labels';
import { LoginAndId } from './login-and-id';

const ACTION = (name: string) => `/user-manage/user-prohibitions:${name}`;

/** Silenced app users: silence for a spec duration with a reason, see the time left, unsilence, history. */
export function UserProhibitionsScreen() {
  const { t } = useTranslation(['users', 'kit']);
  const { message } = App.useApp();
  const refreshUsers = useRefreshAppUsers();
  const refreshPunished = useRefreshPunished();
  const labels = useUserLabels();
  const [silencing, setSilencing] = useState(false);
  // A new form each time it opens: the drawer's form would otherwise keep the last silence's values.
  const [formKey, setFormKey] = useState(0);
  const [historyOf, setHistoryOf] = useState<Pick<Punishment, 'userId' | 'login'> | null>(null);

  const history = useSilenceHistory(historyOf?.userId);

  const save = async (values: SilenceFormValues) => {
    const userIds = uniqueList(values.userIds).map(Number);
    await silenceApi.create({ userIds, duration: values.duration, reason: values.reason.trim() });
    message.success(t('prohibitions.silenced', { count: userIds.length }));
    setSilencing(false);
    await refreshPunished('silences');
  };

  const rowActions: RowAction<Punishment>[] = [
    {
      key: 'unsilence',
      label: t('prohibitions.unsilence'),
      permission: ACTION('unsilence'),
      available: (row) => silenceState(row, Date.now()) === 'active',
      confirm: t('prohibitions.confirmUnsilence'),
      success: t('prohibitions.unsilenced'),
      run: async (row) => {
        await silenceApi.lift(row.id);
        await refreshUsers();
      },
    },
    { key: 'history', label: t('prohibitions.history'), run: (row) => setHistoryOf(row) },
  ];

  return (
    <>
      <ListPage<Punishment>
        title={t('prohibitions.title')}
        queryKey={appUserKeys.silences}
        fetchPage={silenceApi.page}
        rowKey="id"
        filters={[
          { name: 'login', label: t('fields.userSearch') },
          {
            name: 'status',
            label: t('fields.state'),
            options: [
              { label: t('silenceState.active'), value: 'active' },
              { label: t('silenceState.ended'), value: 'ended' },
            ],
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('silence')}>
            <Button
              type="primary"
              danger
              icon={<StopOutlined />}
              onClick={() => {
                setFormKey((key) => key + 1);
                setSilencing(true);
              }}
            >
              {t('prohibitions.silence')}
            </Button>
          </PermissionGate>
        }
        columns={[
          {
            title: t('fields.user'),
            key: 'userId',
            render: (_: unknown, row) => <LoginAndId login={row.login} userId={row.userId} />,
          },
          { title: t('fields.startAt'), dataIndex: 'startAt', key: 'startAt', sorter: true, render: formatTime },
          { title: t('fields.duration'), dataIndex: 'duration', key: 'duration', render: labels.duration },
          {
            title: t('fields.reason'),
            dataIndex: 'reason',
            key: 'reason',
            render: (reason: string) => (
              <UserText lines={1} style={{ maxWidth: 240 }}>
                {reason}
              </UserText>
            ),
          },
          {
            title: t('fields.timeLeft'),
            key: 'timeLeft',
            render: (_: unknown, row) => {
              const active = silenceState(row, Date.now()) === 'active';
              return <Tag color={active ? 'red' : undefined}>{labels.timeLeft(row)}</Tag>;
            },
          },
          { title: t('fields.operator'), dataIndex: 'operator', key: 'operator', render: userTextCell },
        ]}
        rowActions={rowActions}
        exportFile={{
          permission: ACTION('export'),
          name: 'silenced-users',
          columns: [
            { title: t('fields.userId'), value: (row) => row.userId },
            { title: t('fields.login'), value: (row) => row.login },
            { title: t('fields.startAt'), value: (row) => formatTime(row.startAt) },
            { title: t('fields.duration'), value: (row) => labels.duration(row.duration) },
            { title: t('fields.reason'), value: (row) => row.reason },
            { title: t('fields.timeLeft'), value: (row) => labels.timeLeft(row) },
            { title: t('fields.operator'), value: (row) => row.operator },
          ],
        }}
      />
      <FormDrawer<SilenceFormValues>
        key={formKey}
        open={silencing}
        title={t('prohibitions.silenceTitle')}
        initialValues={{ duration: '24h' }}
        onSubmit={save}
        onClose={() => setSilencing(false)}
      >
        <SilenceFields />
      </FormDrawer>
      <Drawer
        open={historyOf !== null}
        title={historyOf ? t('prohibitions.historyTitle', { login: historyOf.login }) : ''}
        size={720}
        onClose={() => setHistoryOf(null)}
        destroyOnHidden
      >
        <PunishmentTable rows={history.data ?? []} loading={history.isPending} />
      </Drawer>
    </>
  );
}
