import { describeSmoke } from './smoke';

describeSmoke('push-manage', 1);
