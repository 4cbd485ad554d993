import { describeSmoke } from './smoke';

describeSmoke('content-recommend', 1);
