import { describeGroup } from './gate';

describeGroup('activity-manage', 'en');
