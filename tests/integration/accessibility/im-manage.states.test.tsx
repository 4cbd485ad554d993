import { describeGroupStates } from './gate';

describeGroupStates('im-manage');
