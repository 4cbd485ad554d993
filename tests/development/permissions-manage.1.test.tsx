import { describeSmoke } from './smoke';

describeSmoke('permissions-manage', 1);
