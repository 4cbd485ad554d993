import { describeGroupStates } from './gate';

describeGroupStates('help-manage');
