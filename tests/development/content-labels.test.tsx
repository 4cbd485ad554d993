import { describeSmoke } from './smoke';

describeSmoke('content-labels');
