import { describeSmoke } from './smoke';

describeSmoke('activity-support');
