import { describe, expect, it } from 'vitest';
import {
  BAN_MACHINE,
  banEnd,
  banRefusal,
  banState,
  inForce,
  isSharedDevice,
  liftRefusal,
  reasonProblem,
  statesShown,
} from './rules';
import type { Ban } from './types';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const HOUR = 3_600_000;

const ban = (changes: Partial<Ban> = {}): Ban => ({
  id: 1,
  subject: 'device',
  subjectId: '9f3a1c2b7e4d5a60',
  userId: 1000003,
  reasonCode: null,
  reason: 'Account farm',
  origin: 'device-manage',
  bannedBy: 'moderator',
  bannedAt: new Date(NOW - 2 * HOUR).toISOString(),
  endsAt: null,
  liftedAt: null,
  liftedBy: null,
  liftReason: null,
  ...changes,
});

describe('ban durations', () => {
  it('ends a timed ban that many days after it starts, and never a permanent one', () => {
    expect(banEnd('2025-03-10T12:00:00.000Z', '1d')).toBe('2025-03-11T12:00:00.000Z');
    expect(banEnd('2025-03-10T12:00:00.000Z', '7d')).toBe('2025-03-17T12:00:00.000Z');
    expect(banEnd('2025-03-10T12:00:00.000Z', '30d')).toBe('2025-04-09T12:00:00.000Z');
    expect(banEnd('2025-03-10T12:00:00.000Z', 'permanent')).toBeNull();
  });
});

describe('ban state', () => {
  it('is in force until its end, ended from its end on, lifted once lifted whatever its end', () => {
    const timed = ban({ endsAt: new Date(NOW + HOUR).toISOString() });
    expect(banState(timed, NOW)).toBe('inForce');
    expect(banState(timed, NOW + HOUR)).toBe('ended');
    expect(banState(ban(), NOW + 1000 * 24 * HOUR)).toBe('inForce');
    expect(banState(ban({ liftedAt: new Date(NOW - HOUR).toISOString() }), NOW)).toBe('lifted');
    expect(inForce(timed, NOW)).toBe(true);
    expect(inForce(timed, NOW + 2 * HOUR)).toBe(false);
  });

  it('offers lift only on a ban in force', () => {
    expect(BAN_MACHINE.actionsFrom('inForce')).toEqual(['lift']);
    expect(BAN_MACHINE.actionsFrom('ended')).toEqual([]);
    expect(BAN_MACHINE.actionsFrom('lifted')).toEqual([]);
  });

  it('shows the bans in force unless the filter asks for history', () => {
    expect(statesShown(undefined)).toEqual(['inForce']);
    expect(statesShown('')).toEqual(['inForce']);
    expect(statesShown('nonsense')).toEqual(['inForce']);
    expect(statesShown('ended')).toEqual(['ended']);
    expect(statesShown('lifted')).toEqual(['lifted']);
    expect(statesShown('all')).toEqual(['inForce', 'ended', 'lifted']);
  });
});

describe('refusals', () => {
  it('needs a trimmed reason of at most 200 characters', () => {
    expect(reasonProblem(undefined)).toBe('noReason');
    expect(reasonProblem('   ')).toBe('noReason');
    expect(reasonProblem(42)).toBe('noReason');
    expect(reasonProblem('x'.repeat(201))).toBe('reasonTooLong');
    expect(reasonProblem(` ${'x'.repeat(200)} `)).toBeNull();
  });

  it('refuses a second ban on what is banned, a ban without a duration or a reason', () => {
    expect(banRefusal(ban(), '7d', 'Spam')).toBe('alreadyBanned');
    expect(banRefusal(undefined, '2d', 'Spam')).toBe('noDuration');
    expect(banRefusal(undefined, '7d', '')).toBe('noReason');
    expect(banRefusal(undefined, 'permanent', 'Spam')).toBeNull();
  });

  it('refuses lifting nothing, a lifted or an ended ban, and a lift without a reason', () => {
    expect(liftRefusal(undefined, 'Appeal', NOW)).toBe('notBanned');
    expect(liftRefusal(ban({ liftedAt: new Date(NOW).toISOString() }), 'Appeal', NOW)).toBe('lifted');
    expect(liftRefusal(ban({ endsAt: new Date(NOW - 1).toISOString() }), 'Appeal', NOW)).toBe('ended');
    expect(liftRefusal(ban(), ' ', NOW)).toBe('noReason');
    expect(liftRefusal(ban(), 'Appeal accepted', NOW)).toBeNull();
  });
});

describe('shared devices', () => {
  it('flags a device from three accounts on', () => {
    expect(isSharedDevice(1)).toBe(false);
    expect(isSharedDevice(2)).toBe(false);
    expect(isSharedDevice(3)).toBe(true);
  });
});
