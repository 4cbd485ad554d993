import { describeGroupStates } from './gate';

describeGroupStates('content-recommend', 4);
