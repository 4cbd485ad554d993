import { describeGroup } from './gate';

describeGroup('creator-center-manage', 'ar', 2);
