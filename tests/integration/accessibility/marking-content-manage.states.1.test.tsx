import { describeGroupStates } from './gate';

describeGroupStates('marking-content-manage', 1);
