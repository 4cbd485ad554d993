import { describeGroup } from './gate';

describeGroup('hot-content-operate', 'en', 2);
