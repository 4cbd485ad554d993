import { describeGroup } from './gate';

describeGroup('content-recommend', 'ar', 2);
