import { describeGroup } from './gate';

describeGroup('content-review', 'en', 3);
