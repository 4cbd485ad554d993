import { describeSmoke } from './smoke';

describeSmoke('task-system');
