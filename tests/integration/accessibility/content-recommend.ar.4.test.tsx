import { describeGroup } from './gate';

describeGroup('content-recommend', 'ar', 4);
