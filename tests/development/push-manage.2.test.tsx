import { describeSmoke } from './smoke';

describeSmoke('push-manage', 2);
