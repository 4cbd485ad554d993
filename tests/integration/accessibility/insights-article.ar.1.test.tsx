import { describeGroup } from './gate';

describeGroup('insights-article', 'ar', 1);
