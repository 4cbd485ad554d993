import { describeSmoke } from './smoke';

describeSmoke('marking-content-manage', 1);
