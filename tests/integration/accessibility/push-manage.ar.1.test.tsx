import { describeGroup } from './gate';

describeGroup('push-manage', 'ar', 1);
