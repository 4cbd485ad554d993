import { describeGroup } from './gate';

describeGroup('hot-content-operate', 'ar', 1);
