export { UserText, userTextCell } from './user-text';
