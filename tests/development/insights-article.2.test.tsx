import { describeSmoke } from './smoke';

describeSmoke('insights-article', 2);
