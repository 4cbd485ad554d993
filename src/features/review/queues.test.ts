import { emptyCounts, grantOfAction, QUEUE_OF_SCREEN, queueGrants, waitingIn, type WaitingCounts } from './queues';
import { TASK_SOURCES } from './types';

function counts(): WaitingCounts {
  const all = Object.fromEntries(TASK_SOURCES.map((source) => [source, emptyCounts()])) as WaitingCounts;
  all.post = { audit: 10, report: 4, machine: { notReviewed: 3, machinePassed: 5, autoBlocked: 2 } };
  all.image = { audit: 6, report: 0, machine: { notReviewed: 1, machinePassed: 3, autoBlocked: 2 } };
  all['male-detect'] = { audit: 7, report: 0, machine: { notReviewed: 7, machinePassed: 0, autoBlocked: 0 } };
  return all;
}

describe('queue screens', () => {
  it('counts in each queue what it lists: its sources, its type, the machine decisions it takes', () => {
    expect(waitingIn(QUEUE_OF_SCREEN['/content-review/work-order'], counts())).toBe(14);
    expect(waitingIn(QUEUE_OF_SCREEN['/posts-manage/user-report-post'], counts())).toBe(4);
    // Machine passes and automatic blocks of posts and images, not what the machine left undecided.
    expect(waitingIn(QUEUE_OF_SCREEN['/content-review/ai-audit-manage'], counts())).toBe(12);
    expect(waitingIn(QUEUE_OF_SCREEN['/content-review/ai-male-user-detect'], counts())).toBe(7);
    expect(waitingIn(QUEUE_OF_SCREEN['/image-risk-control/pending-list'], counts())).toBe(6);
  });

  it('needs the punish entry for a ban, the blacklist entry for a blacklisting, the review entry otherwise', () => {
    expect(grantOfAction('ban')).toBe('punish');
    expect(grantOfAction('blacklist')).toBe('blacklist');
    expect(grantOfAction('overturn')).toBe('review');
    expect(grantOfAction(undefined)).toBe('review');
    expect(queueGrants(['image'], 'blacklist')).toEqual([
      '/image-risk-control/pending-list:blacklist',
      '/content-review/ai-audit-manage:blacklist',
    ]);
    expect(queueGrants(['post', 'image'])).toEqual(['/content-review/ai-audit-manage']);
  });

  it('offers on every screen only decisions some of its tasks allow', () => {
    expect(QUEUE_OF_SCREEN['/content-review/ai-male-user-detect'].decisions).toEqual(['ban', 'dismiss']);
    expect(Object.keys(QUEUE_OF_SCREEN)).not.toContain('/content-review/device-manage');
  });
});
