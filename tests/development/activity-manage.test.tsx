import { describeSmoke } from './smoke';

describeSmoke('activity-manage');
