import { describeGroup } from './gate';

describeGroup('version-manage', 'ar', 2);
