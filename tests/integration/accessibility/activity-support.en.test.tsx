import { describeGroup } from './gate';

describeGroup('activity-support', 'en');
