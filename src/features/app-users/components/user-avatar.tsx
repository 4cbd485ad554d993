import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppUser } from '../types';

/**
 * An app user's avatar, named after the user ("Avatar of fatima.h") so a screen reader says whose it
 * is; a user without one shows the placeholder icon under the same name.
 */
export function UserAvatar({ user, size }: { user: Pick<AppUser, 'avatar' | 'nickname' | 'login'>; size?: number }) {
  const { t } = useTranslation('users');
  const name = t('userList.avatarOf', { name: user.nickname || user.login });
  return <Avatar size={size} src={user.avatar || undefined} alt={name} icon={<UserOutlined aria-label={name} />} />;
}
