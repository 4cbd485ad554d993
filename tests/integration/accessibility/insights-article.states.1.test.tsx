import { describeGroupStates } from './gate';

describeGroupStates('insights-article', 1);
