import { describeSmoke } from './smoke';

describeSmoke('im-manage');
