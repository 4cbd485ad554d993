import { describeSmoke } from './smoke';

describeSmoke('beauty-manage');
