import { describeGroup } from './gate';

describeGroup('im-manage', 'ar');
