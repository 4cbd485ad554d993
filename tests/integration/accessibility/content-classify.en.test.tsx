import { describeGroup } from './gate';

describeGroup('content-classify', 'en');
