import {
  actionsFor,
  decisionsFor,
  isUndoable,
  keepsContent,
  statusAfter,
  afterMachineReview,
  claimed,
  CLAIM_MS,
  createsTaggingTask,
  NOTE_MAX_LENGTH,
  reasonRefusal,
  reasonsFor,
  refusalOf,
  RELEASED,
  SEARCH_TEXT_MAX,
  searchProblems,
  UNDO_MS,
} from './rules';
import { claimStateOf } from '../../shared/utils/claim-state';
import type { ReviewTask } from './types';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function task(overrides: Partial<ReviewTask> = {}): ReviewTask {
  return {
    id: 1,
    type: 'audit',
    source: 'post',
    subjectId: 10,
    postType: 'graphics',
    authorId: 1000001,
    content: 'hello',
    images: [],
    language: 'en',
    machineStatus: 'notReviewed',
    machineLabel: '',
    status: 'notProcessed',
    createdAt: iso(NOW - 60_000),
    ...RELEASED,
    outcome: null,
    ...overrides,
  };
}

describe('review claims', () => {
  it('is free in the pool and after the claim lapses, mine or others while it runs', () => {
    expect(claimStateOf(task(), 'lina', NOW)).toBe('free');
    const open = claimed('lina', NOW);
    expect(claimStateOf(task(open), 'lina', NOW + CLAIM_MS - 1)).toBe('mine');
    expect(claimStateOf(task(open), 'omar', NOW + CLAIM_MS - 1)).toBe('others');
    expect(claimStateOf(task(open), 'omar', NOW + CLAIM_MS)).toBe('free');
  });

  it('refuses every action to a moderator while another holds the task, naming who', () => {
    const held = task(claimed('lina', NOW));
    expect(refusalOf(held, 'pass', 'omar', NOW)).toEqual({ kind: 'claimedByOther', by: 'lina' });
    expect(refusalOf(held, 'returnToPool', 'omar', NOW)).toEqual({ kind: 'claimedByOther', by: 'lina' });
    expect(actionsFor(held, 'omar', NOW)).toEqual([]);
    expect(actionsFor(held, 'lina', NOW)).toEqual(['pass', 'delete', 'punish', 'returnToPool']);
  });

  it('returns to the pool only a task the moderator holds', () => {
    expect(refusalOf(task(), 'returnToPool', 'lina', NOW)).toEqual({ kind: 'notAllowed', action: 'returnToPool' });
    expect(refusalOf(task(claimed('lina', NOW)), 'returnToPool', 'lina', NOW)).toBeNull();
  });
});

describe('review decisions', () => {
  it('passes audits and ignores reports, never the other way round', () => {
    expect(actionsFor(task({ type: 'audit' }), 'lina', NOW)).toEqual(['pass', 'delete', 'punish']);
    expect(actionsFor(task({ type: 'report' }), 'lina', NOW)).toEqual(['delete', 'ignore', 'punish']);
    expect(refusalOf(task({ type: 'report' }), 'pass', 'lina', NOW)).toEqual({ kind: 'notAllowed', action: 'pass' });
    expect(refusalOf(task({ type: 'audit' }), 'ignore', 'lina', NOW)).toEqual({ kind: 'notAllowed', action: 'ignore' });
  });

  it('offers nothing but undo on a decided task, and undo only to its moderator within the window', () => {
    const passed = task({
      status: 'manualPassed',
      outcome: { decision: 'pass', punishKind: null, reason: '', operator: 'lina', decidedAt: iso(NOW) },
    });
    expect(refusalOf(passed, 'delete', 'lina', NOW)).toEqual({ kind: 'notAllowed', action: 'delete' });
    expect(actionsFor(passed, 'lina', NOW + UNDO_MS)).toEqual(['undo']);
    expect(refusalOf(passed, 'undo', 'omar', NOW)).toEqual({ kind: 'notYours' });
    expect(refusalOf(passed, 'undo', 'lina', NOW + UNDO_MS + 1)).toEqual({ kind: 'undoExpired' });
  });

  it('cannot undo a delete or a punishment', () => {
    const deleted = task({
      status: 'processed',
      outcome: { decision: 'delete', punishKind: null, reason: '', operator: 'lina', decidedAt: iso(NOW) },
    });
    expect(refusalOf(deleted, 'undo', 'lina', NOW)).toEqual({ kind: 'notAllowed', action: 'undo' });
  });
});

describe('the way of a post through review and tagging (spec 4)', () => {
  it('sends a vote post the machine passed straight to tagging, skipping review', () => {
    expect(afterMachineReview('vote', 'machinePassed')).toEqual({ review: false, tagging: true });
    expect(afterMachineReview('vote', 'autoBlocked')).toEqual({ review: true, tagging: false });
  });

  it('holds a graphics post for a moderator, whose pass sends it to tagging', () => {
    expect(afterMachineReview('graphics', 'machinePassed')).toEqual({ review: true, tagging: false });
    expect(createsTaggingTask('pass', 'post', 'machinePassed')).toBe(true);
    expect(createsTaggingTask('delete', 'post', 'machinePassed')).toBe(false);
    expect(createsTaggingTask('pass', 'comment', 'machinePassed')).toBe(false);
  });
});

describe('the AI queues', () => {
  it('lets a person confirm or overturn a machine decision on a post or an image, and nothing else', () => {
    const blocked = task({ machineStatus: 'autoBlocked' });
    expect(actionsFor(blocked, 'lina', NOW)).toEqual(['pass', 'delete', 'punish', 'confirm', 'overturn']);
    expect(decisionsFor({ type: 'audit', source: 'image', machineStatus: 'machinePassed' })).toEqual([
      'pass',
      'delete',
      'punish',
      'blacklist',
      'confirm',
      'overturn',
    ]);
    // Nothing to confirm where the machine did not decide, nor on comments or reports.
    expect(refusalOf(task(), 'confirm', 'lina', NOW)).toEqual({ kind: 'notAllowed', action: 'confirm' });
    expect(decisionsFor({ type: 'audit', source: 'comment', machineStatus: 'autoBlocked' })).not.toContain('overturn');
    expect(decisionsFor({ type: 'report', source: 'post', machineStatus: 'notReviewed' })).not.toContain('confirm');
  });

  it('keeps or removes the item by what the machine decided', () => {
    expect(keepsContent('confirm', 'machinePassed')).toBe(true);
    expect(keepsContent('overturn', 'machinePassed')).toBe(false);
    expect(keepsContent('confirm', 'autoBlocked')).toBe(false);
    expect(keepsContent('overturn', 'autoBlocked')).toBe(true);
    expect(statusAfter('overturn', 'autoBlocked')).toBe('manualPassed');
    expect(statusAfter('overturn', 'machinePassed')).toBe('processed');
    expect(statusAfter('ignore', 'notReviewed')).toBe('processed');
    expect(statusAfter('blacklist', 'machinePassed')).toBe('processed');
  });

  it('sends a post restored from an automatic block to tagging, not one whose removal was confirmed', () => {
    expect(createsTaggingTask('overturn', 'post', 'autoBlocked')).toBe(true);
    expect(createsTaggingTask('confirm', 'post', 'autoBlocked')).toBe(false);
    expect(createsTaggingTask('confirm', 'post', 'machinePassed')).toBe(true);
    expect(createsTaggingTask('overturn', 'image', 'autoBlocked')).toBe(false);
  });

  it('bans or dismisses a flagged account, and undoes only what let something through', () => {
    const flagged = task({ source: 'male-detect', postType: null, machineStatus: 'autoBlocked' });
    expect(actionsFor(flagged, 'lina', NOW)).toEqual(['ban', 'dismiss']);
    expect(refusalOf(flagged, 'pass', 'lina', NOW)).toEqual({ kind: 'notAllowed', action: 'pass' });
    expect(isUndoable('dismiss', 'autoBlocked')).toBe(true);
    expect(isUndoable('ban', 'autoBlocked')).toBe(false);
    expect(isUndoable('blacklist', 'machinePassed')).toBe(false);
    expect(isUndoable('overturn', 'autoBlocked')).toBe(true);
    expect(isUndoable('overturn', 'machinePassed')).toBe(false);
  });
});

describe('decision reasons', () => {
  it('asks a reason from the queue’s list for delete, punish, blacklist and ban, and a note for “other”', () => {
    expect(reasonsFor(['image'])).toEqual(['sexual', 'violence', 'spam', 'copyright', 'other']);
    // A batch over several sources offers what each of them offers.
    expect(reasonsFor(['post', 'image'])).toEqual(['spam', 'sexual', 'other']);
    expect(reasonsFor(['warmth'])[0]).toBe('notWarm');
    // The male-user detection bans an account, for one of the reasons an account is banned.
    expect(reasonsFor(['male-detect'])).toEqual(['maleAccount', 'impersonation', 'abuse', 'other']);
    expect(reasonRefusal('male-detect', { action: 'ban' })).toEqual({ kind: 'reasonRequired' });
    expect(reasonRefusal('male-detect', { action: 'ban', reasonCode: 'spam' })).toEqual({ kind: 'reasonUnknown' });
    expect(reasonRefusal('male-detect', { action: 'ban', reasonCode: 'maleAccount' })).toBeNull();
    expect(reasonRefusal('male-detect', { action: 'dismiss' })).toBeNull();
    expect(reasonRefusal('post', { action: 'pass' })).toBeNull();
    expect(reasonRefusal('post', { action: 'delete' })).toEqual({ kind: 'reasonRequired' });
    expect(reasonRefusal('post', { action: 'blacklist', reasonCode: 'copyright' })).toEqual({ kind: 'reasonUnknown' });
    expect(reasonRefusal('comment', { action: 'punish', reasonCode: 'other', note: ' ' })).toEqual({
      kind: 'noteRequired',
    });
    expect(
      reasonRefusal('comment', { action: 'punish', reasonCode: 'abuse', note: 'x'.repeat(NOTE_MAX_LENGTH + 1) }),
    ).toEqual({
      kind: 'noteTooLong',
      max: NOTE_MAX_LENGTH,
    });
    expect(reasonRefusal('image', { action: 'delete', reasonCode: 'other', note: 'A stolen photo' })).toBeNull();
  });
});

describe('searchProblems', () => {
  it('takes IDs in digits, texts up to the limit, two real days in order and a reason users give', () => {
    expect(
      searchProblems({
        id: ' 42 ',
        subjectId: '2001234',
        author: 'x'.repeat(SEARCH_TEXT_MAX),
        content: 'ginger',
        createdAt: '2026-02-28,2026-02-28',
        reason: 'privacy',
      }),
    ).toEqual([]);
    expect(searchProblems({})).toEqual([]);
  });

  it('names each field that cannot be searched', () => {
    expect(
      searchProblems({
        id: '4x',
        subjectId: '-1',
        author: 'x'.repeat(SEARCH_TEXT_MAX + 1),
        createdAt: '2026-03-02,2026-03-01',
        reason: 'boredom',
      }),
    ).toEqual([
      { field: 'id', code: 'taskIdDigits' },
      { field: 'subjectId', code: 'subjectIdDigits' },
      { field: 'author', code: 'searchTooLong', params: { max: SEARCH_TEXT_MAX } },
      { field: 'createdAt', code: 'searchRange' },
      { field: 'reason', code: 'searchReason' },
    ]);
    for (const range of [
      '2026-02-30,2026-03-01',
      '2026-03-01',
      '2026-3-1,2026-3-2',
      'a,b',
      '2026-03-01,2026-03-02,2026-03-03',
    ])
      expect(searchProblems({ createdAt: range })).toEqual([{ field: 'createdAt', code: 'searchRange' }]);
  });
});
