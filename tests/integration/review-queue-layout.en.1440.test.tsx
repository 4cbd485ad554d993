import { describeQueueLayout } from './review-queue-layout';

describeQueueLayout('en', [1440, 900], 240);
