import { describeGroupStates } from './gate';

describeGroupStates('push-manage');
