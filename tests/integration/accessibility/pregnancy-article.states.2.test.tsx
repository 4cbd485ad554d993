import { describeGroupStates } from './gate';

describeGroupStates('pregnancy-article', 2);
