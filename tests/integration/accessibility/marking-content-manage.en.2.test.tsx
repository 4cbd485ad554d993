import { describeGroup } from './gate';

describeGroup('marking-content-manage', 'en', 2);
