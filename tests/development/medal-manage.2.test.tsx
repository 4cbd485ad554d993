import { describeSmoke } from './smoke';

describeSmoke('medal-manage', 2);
