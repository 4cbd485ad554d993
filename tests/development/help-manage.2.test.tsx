import { describeSmoke } from './smoke';

describeSmoke('help-manage', 2);
