/** The push list for screens outside the push group: `<PushList kind="..." />` for a channel of `PUSH_CHANNELS`. */
export { PushList } from './components/push-list';
