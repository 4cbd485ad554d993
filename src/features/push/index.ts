/** The push feature's public entry: exactly what screens, app/ and other features use of it. */
export { PushList } from './components/push-list';
