import { describeSmoke } from './smoke';

describeSmoke('data-dashboard', 3);
