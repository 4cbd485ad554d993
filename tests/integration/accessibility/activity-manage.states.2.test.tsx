import { describeGroupStates } from './gate';

describeGroupStates('activity-manage', 2);
