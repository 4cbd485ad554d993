import { describeGroup } from './gate';

describeGroup('posts-manage', 'en', 5);
