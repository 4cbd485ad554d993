import { describeSmoke } from './smoke';

describeSmoke('insights-article', 3);
