import { describeGroup } from './gate';
describeGroup('content-labels', 'ar');
