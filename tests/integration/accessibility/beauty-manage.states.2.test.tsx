import { describeGroupStates } from './gate';

describeGroupStates('beauty-manage', 2);
