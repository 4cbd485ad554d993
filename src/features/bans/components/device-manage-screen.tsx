import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { MaskedValue } from '../../../shared/components/masked-value/masked-value';
import { UserText, userTextCell } from '../../../shared/components/user-text';
import { useCan } from '../../../shared/hooks/use-permission';
import { PAGE_LANGUAGES as DEVICE_LANGUAGES } from '../../../shared/i18n/page-languages';
import { formatTime } from '../../../shared/utils/format-time';
import { banKeys, deviceApi } from '../api';
import { useBanWrites } from '../queries';
import type { Device } from '../types';
import { DeviceAccountsDrawer } from './device-accounts-drawer';
import { BanDeviceDialog, UnbanDeviceDialog } from './device-ban-dialogs';
import { useBanLabels } from './use-ban-labels';

const ACTION = (name: string) => `/content-review/device-manage:${name}`;

/**
 * The devices behind app accounts: who signs in on each, devices shared by several accounts flagged, and
 * a ban (for a duration, with a reason) that shuts every account out on that device.
 */
export function DeviceManageScreen() {
  const { t } = useTranslation(['bans', 'kit']);
  const { message } = App.useApp();
  const writes = useBanWrites();
  const labels = useBanLabels();
  const [banning, setBanning] = useState<Device | null>(null);
  const [unbanning, setUnbanning] = useState<Device | null>(null);
  const [accountsOf, setAccountsOf] = useState<Device | null>(null);
  // The server finds a device by part of its ID only for those who may reveal IDs.
  const searchesByPart = useCan(ACTION('reveal'));

  const rowActions: RowAction<Device>[] = [
    { key: 'accounts', label: t('device.accounts'), run: (row) => setAccountsOf(row) },
    {
      key: 'ban',
      label: t('device.ban'),
      danger: true,
      permission: ACTION('ban'),
      available: (row) => row.ban === null,
      run: (row) => setBanning(row),
    },
    {
      key: 'unban',
      label: t('device.unban'),
      permission: ACTION('unban'),
      available: (row) => row.ban !== null,
      run: (row) => setUnbanning(row),
    },
  ];

  const banStatus = (row: Device) =>
    row.ban ? (
      <Space orientation="vertical" size={0}>
        <Tag color="red">{t('banned.banned')}</Tag>
        <Typography.Text type="secondary">
          {row.ban.endsAt ? t('until', { time: formatTime(row.ban.endsAt) }) : t('durations.permanent')}
        </Typography.Text>
      </Space>
    ) : (
      <Tag>{t('banned.notBanned')}</Tag>
    );

  return (
    <>
      <ListPage<Device>
        title={t('screens.deviceManage')}
        queryKey={banKeys.devices}
        fetchPage={deviceApi.page}
        rowKey="id"
        filters={[
          { name: 'deviceId', label: t(searchesByPart ? 'fields.deviceId' : 'fields.deviceIdWhole') },
          { name: 'userId', label: t('fields.userId') },
          {
            name: 'language',
            label: t('fields.language'),
            options: DEVICE_LANGUAGES.map((language) => ({ value: language, label: labels.language(language) })),
          },
          {
            name: 'banned',
            label: t('fields.banStatus'),
            options: [
              { value: 'banned', label: t('banned.banned') },
              { value: 'notBanned', label: t('banned.notBanned') },
            ],
          },
          {
            name: 'shared',
            label: t('fields.sharing'),
            options: [
              { value: 'shared', label: t('sharing.shared') },
              { value: 'single', label: t('sharing.single') },
            ],
          },
        ]}
        columns={[
          {
            title: t('fields.deviceId'),
            dataIndex: 'deviceId',
            key: 'deviceId',
            render: (deviceId: string, row) => (
              <MaskedValue
                value={deviceId}
                kind="deviceId"
                target={{ entity: 'device', id: row.id, field: 'deviceId' }}
                permission={ACTION('reveal')}
              />
            ),
          },
          {
            title: t('fields.model'),
            key: 'model',
            render: (_: unknown, row) => (
              <>
                <UserText>{row.model}</UserText>
                <br />
                <Typography.Text type="secondary">
                  <UserText>{row.osVersion}</UserText>
                </Typography.Text>
              </>
            ),
          },
          { title: t('fields.appVersion'), dataIndex: 'appVersion', key: 'appVersion', render: userTextCell },
          { title: t('fields.language'), dataIndex: 'language', key: 'language', render: labels.language },
          {
            title: t('fields.firstSeenAt'),
            dataIndex: 'firstSeenAt',
            key: 'firstSeenAt',
            sorter: true,
            render: formatTime,
          },
          {
            title: t('fields.lastSeenAt'),
            dataIndex: 'lastSeenAt',
            key: 'lastSeenAt',
            sorter: true,
            render: formatTime,
          },
          {
            title: t('fields.accounts'),
            dataIndex: 'accountCount',
            key: 'accountCount',
            sorter: true,
            render: (count: number, row) => (
              <Space size={4}>
                <Button
                  type="link"
                  size="small"
                  aria-label={t('device.accountsOf', { number: count, deviceId: row.deviceId })}
                  onClick={() => setAccountsOf(row)}
                >
                  {count}
                </Button>
                {row.shared && (
                  <Tooltip title={t('sharing.hint', { number: count })}>
                    <Tag color="orange">{t('sharing.tag')}</Tag>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          { title: t('fields.banStatus'), key: 'ban', render: (_: unknown, row) => banStatus(row) },
        ]}
        rowActions={rowActions}
        exportFile={{
          permission: ACTION('export'),
          name: 'devices',
          columns: [
            { title: t('fields.deviceId'), value: (row) => row.deviceId },
            { title: t('fields.model'), value: (row) => row.model },
            { title: t('fields.os'), value: (row) => row.osVersion },
            { title: t('fields.appVersion'), value: (row) => row.appVersion },
            { title: t('fields.language'), value: (row) => labels.language(row.language) },
            { title: t('fields.firstSeenAt'), value: (row) => formatTime(row.firstSeenAt) },
            { title: t('fields.lastSeenAt'), value: (row) => formatTime(row.lastSeenAt) },
            { title: t('fields.accounts'), value: (row) => row.accountCount },
            { title: t('fields.banStatus'), value: (row) => t(row.ban ? 'banned.banned' : 'banned.notBanned') },
            { title: t('fields.endsAt'), value: (row) => (row.ban ? labels.ends(row.ban.endsAt) : '') },
            { title: t('fields.reason'), value: (row) => row.ban?.reason ?? '' },
          ],
        }}
      />
      <BanDeviceDialog
        device={banning}
        onClose={() => setBanning(null)}
        onSubmit={async (device, values) => {
          await writes.banDevice(String(device.id), values);
          message.success(t('device.banned'));
        }}
      />
      <UnbanDeviceDialog
        device={unbanning}
        onClose={() => setUnbanning(null)}
        onSubmit={async (device, reason) => {
          await writes.unbanDevice(String(device.id), reason);
          message.success(t('device.unbanned'));
        }}
      />
      <DeviceAccountsDrawer device={accountsOf} onClose={() => setAccountsOf(null)} />
    </>
  );
}
