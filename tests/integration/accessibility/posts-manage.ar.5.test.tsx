import { describeGroup } from './gate';

describeGroup('posts-manage', 'ar', 5);
