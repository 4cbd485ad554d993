import { AccountScreen } from '../../features/permissions';

/** Admin accounts of the console: who may sign in, with which roles. */
export default function Account() {
  return <AccountScreen />;
}
