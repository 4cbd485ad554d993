import { describe, expect, it, vi } from 'vitest';

/**
 * The style keeper renders a list screen's antd components (table, date picker, select, form). The side
 * menu, and so the shell, imports the warm-up: were the keeper imported with it, the shell's first render
 * and the screen the admin lands on would wait for those chunks. It is loaded by its warm-up step only.
 */
const evaluated: string[] = [];
vi.mock('./antd-style-keeper', () => {
  evaluated.push('antd-style-keeper');
  return { AntdStyleKeeper: () => null };
});

describe('idle warm-up', () => {
  it('does not load the style keeper with the shell', async () => {
    const { IdleWarmUp } = await import('./idle-warm-up');
    expect(IdleWarmUp).toBeTypeOf('function');
    expect(evaluated).toEqual([]);
  });
});
