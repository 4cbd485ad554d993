/** The app-users feature's public entry: exactly what screens, app/ and other features use of it. */
export { AppUserRoles } from './components/app-user-roles';
export { GrievanceHandlingScreen } from './components/grievance-handling-screen';
export { SetWhiteListScreen } from './components/set-white-list-screen';
export { useUserLabels } from './components/use-user-labels';
export { UserAvatar } from './components/user-avatar';
export { UserListScreen } from './components/user-list-screen';
export { UserProhibitionsScreen } from './components/user-prohibitions-screen';
