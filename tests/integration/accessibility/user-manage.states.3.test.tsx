import { describeGroupStates } from './gate';

describeGroupStates('user-manage', 3);
