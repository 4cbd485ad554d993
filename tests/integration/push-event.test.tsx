import { CHANNELS, refusesThenCreates } from './push-channels-helpers';

/**
 * push-manage/activity-push through the UI. The hot-content push: push.test.tsx; every channel's list: push-screens.test.tsx.
 */

describe('push-manage/activity-push', () => {
  it('refuses a target it cannot push, keeping the form, then creates the push and lists it', () =>
    refusesThenCreates(CHANNELS.activity));
});
