import { describeGroup } from './gate';

describeGroup('permissions-manage', 'en');
