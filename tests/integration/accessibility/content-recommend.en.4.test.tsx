import { describeGroup } from './gate';

describeGroup('content-recommend', 'en', 4);
