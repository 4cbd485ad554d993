import { describeSmoke } from './smoke';

describeSmoke('hot-content-operate', 1);
