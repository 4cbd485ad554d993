import { describeGroupStates } from './gate';

describeGroupStates('creator-center-manage', 3);
