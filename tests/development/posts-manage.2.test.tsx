import { describeSmoke } from './smoke';

describeSmoke('posts-manage', 2);
