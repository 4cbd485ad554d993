import { describeGroupStates } from './gate';

describeGroupStates('help-manage', 1);
