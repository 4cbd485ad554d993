import { describeGroup } from './gate';

describeGroup('marking-content-manage', 'ar', 2);
