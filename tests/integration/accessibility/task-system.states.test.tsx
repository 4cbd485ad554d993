import { describeGroupStates } from './gate';

describeGroupStates('task-system');
