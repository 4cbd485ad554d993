/** The review feature's public entry: exactly what screens, app/ and other features use of it. */
export { percent } from './components/detection-details';
export { ReviewQueue } from './components/review-queue';
export type { QueueTask } from './types';
export { useWaitingCounts } from './use-waiting-counts';
