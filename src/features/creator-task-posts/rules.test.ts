import { describe, expect, it } from 'vitest';
import { decisionRefusal, TASK_POST_MACHINE } from './rules';

const known = (id: number) => id === 1 || id === 2;

describe('task post decisions', () => {
  it('offers pass and reject on a waiting post only', () => {
    expect(TASK_POST_MACHINE.actionsFrom('waiting')).toEqual(['pass', 'reject']);
    expect(TASK_POST_MACHINE.actionsFrom('passed')).toEqual([]);
    expect(TASK_POST_MACHINE.actionsFrom('rejected')).toEqual([]);
  });

  it('passes a waiting post, and rejects it only with a known reason', () => {
    expect(decisionRefusal('waiting', 'pass', undefined, known)).toBeNull();
    expect(decisionRefusal('waiting', 'reject', 2, known)).toBeNull();
    expect(decisionRefusal('waiting', 'reject', undefined, known)).toBe('noReason');
    expect(decisionRefusal('waiting', 'reject', null, known)).toBe('noReason');
    expect(decisionRefusal('waiting', 'reject', 9, known)).toBe('unknownReason');
    expect(decisionRefusal('waiting', 'reject', '1', known)).toBe('unknownReason');
  });

  it('refuses deciding a post twice and anything but pass or reject', () => {
    expect(decisionRefusal('passed', 'pass', undefined, known)).toBe('alreadyDecided');
    expect(decisionRefusal('rejected', 'reject', 1, known)).toBe('alreadyDecided');
    expect(decisionRefusal('passed', 'reject', 1, known)).toBe('alreadyDecided');
    expect(decisionRefusal('waiting', 'delete', undefined, known)).toBe('unknownDecision');
  });
});
