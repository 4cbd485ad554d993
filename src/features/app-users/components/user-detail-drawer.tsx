import { App, Button, Descriptions, Drawer, Flex, Space, Spin, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { MaskedValue } from '../../../shared/components/masked-value/masked-value';
import { QueryState } from '../../../shared/components/query-state';
import { UserText } from '../../../shared/components/user-text';
import { useCan } from '../../../shared/hooks/use-permission';
import { formatTime } from '../../../shared/utils/format-time';
import { silenceApi } from '../api';
import type { AppUser, AppUserDetail, ClearKind } from '../types';
import { ClearDialog } from './clear-dialog';
import { PunishmentTable } from './punishment-table';
import { SilenceFields, type SilenceFormValues } from './silence-form';
import { useAppUser, useRefreshPunished } from './use-app-user-queries';
import { useUserLabels } from './use-user-labels';
import { UserAvatar } from './user-avatar';

const ACTION = (name: string) => `/user-manage/user-list:${name}`;

/** The user's phone as the server sends it, masked, revealed with a reason by those who hold `:reveal`. */
export const phoneOf = (user: AppUser) => (
  <MaskedValue
    value={user.phone}
    kind="phone"
    target={{ entity: 'appUser', id: user.id, field: 'phone' }}
    permission={ACTION('reveal')}
  />
);
const CLEARS: ClearKind[] = ['clear-avatar', 'clear-name', 'clear-profile'];

function isEmpty(user: AppUserDetail, kind: ClearKind) {
  if (kind === 'clear-avatar') return !user.avatar;
  if (kind === 'clear-name') return user.nickname === `user${user.id}`;
  return !user.profile;
}

/** One user's profile, counts and punishment history, with the punish actions the admin holds. */
export function UserDetail({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation(['users', 'kit', 'privacy']);
  const { message } = App.useApp();
  const labels = useUserLabels();
  const canSilence = useCan(ACTION('silence'));
  const canPunish = useCan(ACTION('punish'));
  const [silencing, setSilencing] = useState(false);
  const [clearing, setClearing] = useState<ClearKind | null>(null);
  const detail = useAppUser(userId);
  const user = detail.data;

  const refreshPunished = useRefreshPunished();
  const refresh = () => refreshPunished('users');

  const silence = async (values: SilenceFormValues) => {
    await silenceApi.create({ userIds: [userId], duration: values.duration, reason: values.reason.trim() });
    message.success(t('prohibitions.silenced', { count: 1 }));
    setSilencing(false);
    await refresh();
  };

  return (
    <Drawer open title={user ? t('userList.detailTitle', { login: user.login }) : ''} size={760} onClose={onClose}>
      <QueryState query={detail} loading={<Spin />}>
        {(user) => (
          <Flex vertical gap={16}>
            <Flex gap={16} align="center">
              <UserAvatar user={user} size={64} />
              <div>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  <UserText>{user.nickname}</UserText>
                </Typography.Title>
                <Typography.Text type="secondary">
                  <UserText>{user.login}</UserText> · {user.id}
                </Typography.Text>{' '}
                {user.silenced && <Tag color="red">{t('userList.silenced')}</Tag>}
              </div>
            </Flex>
            {(canSilence || canPunish) && (
              <Space wrap aria-label={t('userList.punish')}>
                {canSilence && (
                  <Button danger disabled={user.silenced} onClick={() => setSilencing(true)}>
                    {t('kinds.silence')}
                  </Button>
                )}
                {canPunish &&
                  CLEARS.map((kind) => (
                    <Button key={kind} danger disabled={isEmpty(user, kind)} onClick={() => setClearing(kind)}>
                      {t(`kinds.${kind}`)}
                    </Button>
                  ))}
              </Space>
            )}
            <Descriptions
              column={2}
              size="small"
              bordered
              items={[
                {
                  key: 'profile',
                  label: t('fields.profile'),
                  span: 2,
                  children: <UserText>{user.profile || '—'}</UserText>,
                },
                { key: 'phone', label: t('privacy:fields.phone'), span: 2, children: phoneOf(user) },
                { key: 'type', label: t('fields.userType'), children: labels.userType(user.userType) },
                { key: 'level', label: t('fields.creatorLevel'), children: labels.level(user.creatorLevel) },
                { key: 'registered', label: t('fields.registeredAt'), children: formatTime(user.registeredAt) },
                { key: 'login', label: t('fields.lastLoginAt'), children: formatTime(user.lastLoginAt) },
              ]}
            />
            <Flex gap={24} wrap>
              <Statistic title={t('fields.followers')} value={user.followers} />
              <Statistic title={t('fields.following')} value={user.following} />
              <Statistic title={t('fields.posts')} value={user.posts} />
              <Statistic title={t('fields.likes')} value={user.likes} />
            </Flex>
            <Typography.Title level={5}>{t('userList.punishments')}</Typography.Title>
            <PunishmentTable rows={user.punishments} loading={detail.isFetching} />
          </Flex>
        )}
      </QueryState>
      <FormDrawer<SilenceFormValues>
        key={String(silencing)}
        open={silencing}
        title={user ? t('userList.silenceTitle', { login: user.login }) : ''}
        initialValues={{ duration: '24h' }}
        onSubmit={silence}
        onClose={() => setSilencing(false)}
      >
        <SilenceFields fixedUser={user ? `${user.login} (${user.id})` : ''} />
      </FormDrawer>
      <ClearDialog
        target={user && clearing ? { userId: user.id, login: user.login, kind: clearing } : null}
        onClose={() => setClearing(null)}
        onDone={refresh}
      />
    </Drawer>
  );
}
