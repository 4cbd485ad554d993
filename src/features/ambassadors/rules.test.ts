import { ambassadorMachine, ambassadorProblems, appointmentProblem } from './rules';
import type { Ambassador } from './types';

describe('zone ambassadors', () => {
  it('needs a user ID and a zone; the introduction is optional, at most 200 characters', () => {
    expect(ambassadorProblems({ userId: 1000001, zone: 'period', intro: '' })).toEqual([]);
    expect(ambassadorProblems({ userId: 0, zone: 'baby' as never, intro: 'x'.repeat(201) })).toEqual([
      { field: 'userId', code: 'userId' },
      { field: 'zone', code: 'required' },
      { field: 'intro', code: 'tooLong', params: { max: 200 } },
    ]);
  });

  it('refuses a user already active in the zone and a full zone; dismissed ones do not count', () => {
    const rows = [1, 2, 3, 4].map((userId) => ({ userId, zone: 'pregnancy', status: 'active' })) as Ambassador[];
    rows.push({ userId: 9, zone: 'pregnancy', status: 'dismissed' } as Ambassador);
    expect(appointmentProblem(1, 'pregnancy', rows)?.code).toBe('alreadyAmbassador');
    expect(appointmentProblem(9, 'pregnancy', rows)).toBeNull();
    expect(appointmentProblem(1, 'period', rows)).toBeNull();
    rows.push({ userId: 5, zone: 'pregnancy', status: 'active' } as Ambassador);
    expect(appointmentProblem(6, 'pregnancy', rows)).toEqual({ field: 'zone', code: 'zoneFull', params: { max: 5 } });
  });

  it('edits and dismisses only an active ambassador', () => {
    expect(ambassadorMachine.actionsFrom('active')).toEqual(['edit', 'dismiss']);
    expect(ambassadorMachine.actionsFrom('dismissed')).toEqual([]);
  });
});
