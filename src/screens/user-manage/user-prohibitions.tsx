import { UserProhibitionsScreen } from '../../features/app-users';

/** Silenced app users: silence for a spec duration with a reason, see the time left, unsilence, history. */
export default function UserProhibitions() {
  return <UserProhibitionsScreen />;
}
