import { describeSmoke } from './smoke';

describeSmoke('image-risk-control');
