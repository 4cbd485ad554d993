import { describeGroup } from './gate';

describeGroup('task-system', 'en');
