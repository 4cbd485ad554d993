import { describeSmoke } from './smoke';

describeSmoke('content-classify', 1);
