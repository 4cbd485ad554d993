import { describeGroupStates } from './gate';

describeGroupStates('permissions-manage', 1);
