import { describeGroup } from './gate';

describeGroup('push-manage', 'en', 2);
