import { describeQueueLayout } from './review-queue-layout';

describeQueueLayout('en', [1280, 800], 200);
