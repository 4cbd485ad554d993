import { describeGroup } from './gate';

describeGroup('data-dashboard', 'ar', 1);
