import { describeGroup } from './gate';

describeGroup('user-manage', 'ar', 1);
