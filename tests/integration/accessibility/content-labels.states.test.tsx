import { describeGroupStates } from './gate';

describeGroupStates('content-labels');
