import { describeGroup } from './gate';

describeGroup('pregnancy-article', 'ar');
