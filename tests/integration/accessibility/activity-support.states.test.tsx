import { describeGroupStates } from './gate';

describeGroupStates('activity-support');
