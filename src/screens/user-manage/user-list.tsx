import { App, Button, Descriptions, Drawer, Flex, Space, Spin, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AppUser,
  appUserApi,
  type AppUserDetail,
  appUserKeys,
  ClearDialog,
  type ClearKind,
  PunishmentTable,
  silenceApi,
  SilenceFields,
  type SilenceFormValues,
  useAppUser,
  UserAvatar,
  useRefreshPunished,
  useUserLabels,
} from '../../features/app-users';
import { CREATOR_LEVELS, type CreatorLevel, USER_TYPES, type UserType } from '../../shared/types/app-user';
import { formatTime } from '../../shared/utils/format-time';
import { FormDrawer } from '../../shared/components/form-drawer';
import { ListPage } from '../../shared/components/list-page/list-page';
import { MaskedValue } from '../../shared/components/masked-value/masked-value';
import { useCan } from '../../shared/hooks/use-permission';
import { UserText, userTextCell } from '../../shared/components/user-text';
import { QueryState } from '../../shared/components/query-state';

const ACTION = (name: string) => `/user-manage/user-list:${name}`;

/** The user's phone as the server sends it, masked, revealed with a reason by those who hold `:reveal`. */
const phoneOf = (user: AppUser) => (
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
function UserDetail({ userId, onClose }: { userId: number; onClose: () => void }) {
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

/** The app's users: filter by login, type, creator level and registration time; details and punishments. */
export default function UserListScreen() {
  const { t } = useTranslation(['users', 'kit', 'privacy']);
  const labels = useUserLabels();
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <>
      <ListPage<AppUser>
        title={t('userList.title')}
        queryKey={appUserKeys.users}
        fetchPage={appUserApi.page}
        rowKey="id"
        filters={[
          { name: 'login', label: t('fields.userSearch') },
          {
            name: 'userType',
            label: t('fields.userType'),
            options: USER_TYPES.map((type) => ({ value: type, label: labels.userType(type) })),
          },
          {
            name: 'creatorLevel',
            label: t('fields.creatorLevel'),
            options: CREATOR_LEVELS.map((level) => ({ value: String(level), label: labels.level(level) })),
          },
          { name: 'registeredAt', label: t('fields.registeredAt'), dateRange: true },
        ]}
        columns={[
          {
            title: t('fields.avatar'),
            dataIndex: 'avatar',
            key: 'avatar',
            render: (_avatar: string, row) => <UserAvatar user={row} />,
          },
          { title: t('fields.userId'), dataIndex: 'id', key: 'id', sorter: true },
          { title: t('fields.login'), dataIndex: 'login', key: 'login', render: userTextCell },
          {
            title: t('fields.nickname'),
            dataIndex: 'nickname',
            key: 'nickname',
            render: (nickname: string) => <UserText>{nickname}</UserText>,
          },
          {
            title: t('privacy:fields.phone'),
            dataIndex: 'phone',
            key: 'phone',
            render: (_: unknown, row) => phoneOf(row),
          },
          {
            title: t('fields.userType'),
            dataIndex: 'userType',
            key: 'userType',
            render: (type: UserType) => labels.userType(type),
          },
          {
            title: t('fields.creatorLevel'),
            dataIndex: 'creatorLevel',
            key: 'creatorLevel',
            sorter: true,
            render: (level: CreatorLevel) => labels.level(level),
          },
          { title: t('fields.followers'), dataIndex: 'followers', key: 'followers', sorter: true },
          { title: t('fields.posts'), dataIndex: 'posts', key: 'posts', sorter: true },
          {
            title: t('fields.registeredAt'),
            dataIndex: 'registeredAt',
            key: 'registeredAt',
            sorter: true,
            render: formatTime,
          },
          {
            title: t('fields.state'),
            dataIndex: 'silenced',
            key: 'silenced',
            render: (silenced: boolean) => (silenced ? <Tag color="red">{t('userList.silenced')}</Tag> : null),
          },
        ]}
        rowActions={[{ key: 'details', label: t('userList.details'), run: (row) => setViewing(row.id) }]}
        exportFile={{
          permission: ACTION('export'),
          name: 'app-users',
          columns: [
            { title: t('fields.userId'), value: (row) => row.id },
            { title: t('fields.login'), value: (row) => row.login },
            { title: t('fields.nickname'), value: (row) => row.nickname },
            { title: t('fields.userType'), value: (row) => labels.userType(row.userType) },
            { title: t('fields.creatorLevel'), value: (row) => labels.level(row.creatorLevel) },
            { title: t('fields.followers'), value: (row) => row.followers },
            { title: t('fields.posts'), value: (row) => row.posts },
            { title: t('fields.registeredAt'), value: (row) => formatTime(row.registeredAt) },
          ],
        }}
      />
      {viewing !== null && <UserDetail userId={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
