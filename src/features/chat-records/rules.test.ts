import { accessExpiry, accessRefusal, dayRange, reasonProblem, userIdProblem } from './rules';
import { CHAT_RULES } from './types';

const AT = '2026-03-01T10:00:00.000Z';
const at = (iso: string) => new Date(iso).getTime();

describe('chat record rules', () => {
  it('needs a 7-digit user ID', () => {
    expect(userIdProblem('')).toBe('missing');
    expect(userIdProblem('   ')).toBe('missing');
    expect(userIdProblem(null)).toBe('missing');
    expect(userIdProblem('12345')).toBe('format');
    expect(userIdProblem('10000a3')).toBe('format');
    expect(userIdProblem(' 1000003 ')).toBeNull();
  });

  it('needs a reason, trimmed, within the limit', () => {
    expect(reasonProblem(undefined)).toBe('missing');
    expect(reasonProblem('  \n ')).toBe('missing');
    expect(reasonProblem(42)).toBe('missing');
    expect(reasonProblem('x'.repeat(CHAT_RULES.reasonMaxLength + 1))).toBe('tooLong');
    expect(reasonProblem(` ${'x'.repeat(CHAT_RULES.reasonMaxLength)} `)).toBeNull();
  });

  it('reads a day range with both days included, and refuses a malformed or backwards one', () => {
    const inMarch = dayRange('2026-03-01,2026-03-02')!;
    expect(inMarch(new Date(2026, 2, 1, 0, 0).toISOString())).toBe(true);
    expect(inMarch(new Date(2026, 2, 2, 23, 59).toISOString())).toBe(true);
    expect(inMarch(new Date(2026, 2, 3, 0, 0).toISOString())).toBe(false);
    expect(inMarch(new Date(2026, 1, 28, 23, 59).toISOString())).toBe(false);
    expect(dayRange(undefined)!('1999-01-01T00:00:00Z')).toBe(true);
    expect(dayRange('2026-03-02,2026-03-01')).toBeNull();
    expect(dayRange('yesterday,today')).toBeNull();
  });

  it('lets only the admin who gave the reason read that conversation, until the access lapses', () => {
    const access = { conversationId: 7, admin: 'admin', at: AT };
    const lapses = at(accessExpiry(AT));
    expect(lapses - at(AT)).toBe(CHAT_RULES.accessMinutes * 60_000);
    expect(accessRefusal(undefined, 'admin', 7, at(AT))).toBe('noAccess');
    expect(accessRefusal(access, 'admin', 7, at(AT) + 1000)).toBeNull();
    expect(accessRefusal(access, 'moderator', 7, at(AT))).toBe('otherAdmin');
    expect(accessRefusal(access, 'admin', 8, at(AT))).toBe('otherConversation');
    expect(accessRefusal(access, 'admin', 7, lapses - 1)).toBeNull();
    expect(accessRefusal(access, 'admin', 7, lapses)).toBe('expired');
  });
});
