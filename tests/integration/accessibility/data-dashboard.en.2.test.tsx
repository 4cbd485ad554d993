import { describeGroup } from './gate';

describeGroup('data-dashboard', 'en', 2);
