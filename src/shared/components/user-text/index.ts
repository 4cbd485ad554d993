export { UserText } from './user-text';
