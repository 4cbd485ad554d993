import { CHANNELS, refusesThenCreates } from './push-channels-helpers';

/**
 * push-manage/help-post-push through the UI. The hot-content push: push.test.tsx; every channel's list: push-screens.test.tsx.
 */

describe('push-manage/help-post-push', () => {
  it('refuses a target it cannot push, keeping the form, then creates the push and lists it', () =>
    refusesThenCreates(CHANNELS.helpPost));
});
