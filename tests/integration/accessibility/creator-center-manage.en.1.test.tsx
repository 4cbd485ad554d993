import { describeGroup } from './gate';

describeGroup('creator-center-manage', 'en', 1);
