import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../shared/components/list-page/list-page';
import { UserText, userTextCell } from '../../../shared/components/user-text';
import { CREATOR_LEVELS, type CreatorLevel, USER_TYPES, type UserType } from '../../../shared/types/app-user';
import { formatTime } from '../../../shared/utils/format-time';
import { appUserApi, appUserKeys } from '../api';
import type { AppUser } from '../types';
import { phoneOf, UserDetail } from './user-detail-drawer';
import { useUserLabels } from './use-user-labels';
import { UserAvatar } from './user-avatar';

const ACTION = (name: string) => `/user-manage/user-list:${name}`;

/** The app's users: filter by login, type, creator level and registration time; details and punishments. */
export function UserListScreen() {
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
