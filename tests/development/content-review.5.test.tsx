import { describeSmoke } from './smoke';

describeSmoke('content-review', 5);
