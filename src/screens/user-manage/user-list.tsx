import { UserListScreen } from '../../features/app-users';

/** The app's users: filter by login, type, creator level and registration time; details and punishments. */
export default function UserList() {
  return <UserListScreen />;
}
