import { describe, expect, it } from 'vitest';
import { budgetsEnforced, judgeIntegrationFiles, type FileTime } from './suite-budget-verdict';

const files = (...seconds: number[]): FileTime[] =>
  seconds.map((value, index) => ({ file: `tests/integration/file-${index}.test.tsx`, seconds: value }));

describe('the judgement of the integration files', () => {
  it('fails a file over the 30 s limit, naming the file, its time and the limit', () => {
    const verdict = judgeIntegrationFiles(files(4, 5, 31));
    expect(verdict.failures).toEqual(['tests/integration/file-2.test.tsx took 31.0 s, over the limit of 30 s']);
    expect(verdict.lines).toContain('FAIL tests/integration/file-2.test.tsx took 31.0 s, over the limit of 30 s');
  });

  it('passes a file of 29 s, marking it over the 20 s goal', () => {
    const verdict = judgeIntegrationFiles(files(4, 5, 29));
    expect(verdict.failures).toEqual([]);
    expect(verdict.lines).toContain('OVER slowest tests/integration/file-2.test.tsx 29.0 s (goal <= 20 s, limit 30 s)');
  });

  it('passes a file of exactly 30 s: the limit is the last time allowed', () => {
    expect(judgeIntegrationFiles(files(30)).failures).toEqual([]);
  });

  it('marks a median over 6 s without failing the run', () => {
    const verdict = judgeIntegrationFiles(files(7, 8, 9));
    expect(verdict.failures).toEqual([]);
    expect(verdict.lines[0]).toBe('OVER median integration file 8.0 s (goal <= 6 s)');
  });

  it('marks every figure ok within its goal', () => {
    const verdict = judgeIntegrationFiles(files(2, 3, 4, 5));
    expect(verdict.failures).toEqual([]);
    expect(verdict.lines).toEqual([
      'ok   median integration file 3.5 s (goal <= 6 s)',
      'ok   slowest tests/integration/file-3.test.tsx 5.0 s (goal <= 20 s, limit 30 s)',
    ]);
  });

  it('on a machine 1.5 times slower, holds a file to 45 s and says so', () => {
    const verdict = judgeIntegrationFiles(files(4, 5, 44), 1.5);
    expect(verdict.failures).toEqual([]);
    expect(verdict.lines).toContain(
      'OVER slowest tests/integration/file-2.test.tsx 44.0 s (goal <= 30.0 s (20 s × 1.50), limit 45.0 s (30 s × 1.50))',
    );
    expect(judgeIntegrationFiles(files(4, 5, 46), 1.5).failures).toEqual([
      'tests/integration/file-2.test.tsx took 46.0 s, over the limit of 45.0 s (30 s × 1.50)',
    ]);
  });

  it('names every file over the limit', () => {
    expect(judgeIntegrationFiles(files(31, 2, 45)).failures).toHaveLength(2);
  });
});

describe('where the budgets fail the run', () => {
  it('fails the run under CI without any other setting', () => {
    expect(budgetsEnforced({ CI: 'true' })).toBe(true);
  });

  it('only prints on a developer machine, unless asked to enforce', () => {
    expect(budgetsEnforced({})).toBe(false);
    expect(budgetsEnforced({ SUITE_BUDGETS: 'enforce' })).toBe(true);
  });

  it('only prints under CI when asked to report', () => {
    expect(budgetsEnforced({ CI: 'true', SUITE_BUDGETS: 'report' })).toBe(false);
  });
});
