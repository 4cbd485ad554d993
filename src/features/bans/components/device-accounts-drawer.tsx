import { useQuery } from '@tanstack/react-query';
import { Drawer, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../app-users';
import { formatTime } from '../../../shared/utils/format-time';
import { banKeys, deviceApi } from '../api';
import type { Device, DeviceAccount } from '../types';
import { UserText } from '../../../shared/components/user-text';

/** The accounts that signed in on a device, the latest first, each with whether it is banned. */
export function DeviceAccountsDrawer({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('bans');
  const accounts = useQuery({
    queryKey: banKeys.deviceAccounts(String(device?.id ?? '')),
    queryFn: () => deviceApi.accounts(String(device!.id)),
    enabled: device !== null,
  });
  return (
    <Drawer
      open={device !== null}
      title={device ? t('device.accountsTitle', { deviceId: device.deviceId }) : ''}
      size={720}
      onClose={onClose}
      destroyOnHidden
    >
      {device && (
        <Typography.Paragraph type="secondary">
          {t('device.accountsSummary', { model: device.model, os: device.osVersion, number: device.accountCount })}
        </Typography.Paragraph>
      )}
      <Table<DeviceAccount>
        rowKey="userId"
        loading={accounts.isPending}
        dataSource={accounts.data ?? []}
        pagination={false}
        locale={{ emptyText: t('kit:empty') }}
        columns={[
          {
            title: t('fields.account'),
            key: 'account',
            render: (_: unknown, row) => (
              <Space>
                <UserAvatar user={row} size={32} />
                <span>
                  <Typography.Text strong>
                    <UserText>{row.login}</UserText>
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    <UserText>{row.nickname}</UserText>
                  </Typography.Text>
                </span>
              </Space>
            ),
          },
          { title: t('fields.userId'), dataIndex: 'userId', key: 'userId' },
          { title: t('fields.firstSignInAt'), dataIndex: 'firstSignInAt', key: 'firstSignInAt', render: formatTime },
          { title: t('fields.lastSignInAt'), dataIndex: 'lastSignInAt', key: 'lastSignInAt', render: formatTime },
          {
            title: t('fields.accountBan'),
            key: 'banned',
            render: (_: unknown, row) =>
              row.banned ? <Tag color="red">{t('banned.banned')}</Tag> : <Tag>{t('banned.notBanned')}</Tag>,
          },
        ]}
      />
    </Drawer>
  );
}
