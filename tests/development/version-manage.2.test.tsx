import { describeSmoke } from './smoke';

describeSmoke('version-manage', 2);
