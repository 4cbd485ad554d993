import { describeGroupStates } from './gate';

describeGroupStates('medal-manage', 1);
