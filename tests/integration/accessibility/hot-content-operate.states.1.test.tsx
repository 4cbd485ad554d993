import { describeGroupStates } from './gate';

describeGroupStates('hot-content-operate', 1);
