import { describeGroup } from './gate';

describeGroup('insights-article', 'en', 1);
