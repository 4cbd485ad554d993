import { describeGroup } from './gate';
describeGroup('content-labels', 'en');
