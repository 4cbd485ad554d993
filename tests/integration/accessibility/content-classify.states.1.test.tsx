import { describeGroupStates } from './gate';

describeGroupStates('content-classify', 1);
