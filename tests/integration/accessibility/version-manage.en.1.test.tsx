import { describeGroup } from './gate';

describeGroup('version-manage', 'en', 1);
