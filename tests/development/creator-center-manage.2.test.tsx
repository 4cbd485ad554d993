import { describeSmoke } from './smoke';

describeSmoke('creator-center-manage', 2);
