import { Typography } from 'antd';
import { UserText } from '../../../shared/components/user-text';

/** An app user in a list's cell: the login (as the user wrote it, in its own direction), then the user ID. */
export function LoginAndId({ login, userId }: { login: string; userId: number }) {
  return (
    <>
      <Typography.Text strong>
        <UserText>{login}</UserText>
      </Typography.Text>{' '}
      <Typography.Text type="secondary">{userId}</Typography.Text>
    </>
  );
}
