import { describeGroupStates } from './gate';

describeGroupStates('version-manage', 1);
