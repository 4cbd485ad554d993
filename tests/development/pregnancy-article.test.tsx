import { describeSmoke } from './smoke';

describeSmoke('pregnancy-article');
