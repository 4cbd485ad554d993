import { describeQueueLayout } from './review-queue-layout';

describeQueueLayout('ar', [1440, 900], 240);
