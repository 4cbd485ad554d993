import { describeGroupStates } from './gate';

describeGroupStates('image-risk-control');
