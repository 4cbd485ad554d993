import { describeGroupStates } from './gate';

describeGroupStates('posts-manage', 3);
