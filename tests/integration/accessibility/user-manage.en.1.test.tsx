import { describeGroup } from './gate';

describeGroup('user-manage', 'en', 1);
