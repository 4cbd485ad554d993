import { describeGroup } from './gate';

describeGroup('content-review', 'ar', 3);
