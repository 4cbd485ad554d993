import { describeGroupStates } from './gate';

describeGroupStates('content-review', 2);
