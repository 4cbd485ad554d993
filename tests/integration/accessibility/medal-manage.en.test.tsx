import { describeGroup } from './gate';

describeGroup('medal-manage', 'en');
