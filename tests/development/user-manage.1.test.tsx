import { describeSmoke } from './smoke';

describeSmoke('user-manage', 1);
