import { describe, expect, it } from 'vitest';
import { beautyMachine, beautyProblems, packageProblem } from './rules';
import type { BeautyInput } from './types';

const valid: BeautyInput = {
  names: { en: { name: 'Bunny ears' } },
  icon: 'https://oss.example.com/icon.png',
  asset: { type: 'package', url: 'https://oss.example.com/bunny.zip', name: 'bunny.zip', size: 2048 },
};
const codes = (input: Partial<BeautyInput>) => beautyProblems(input).map((p) => `${p.field}:${p.code}`);

describe('beauty rules', () => {
  it('accepts a named effect with its icon and asset, and names each missing part', () => {
    expect(codes(valid)).toEqual([]);
    expect(codes({ names: { ar: { name: ' ' } }, icon: '', asset: null })).toEqual([
      'names:nameRequired',
      'icon:iconRequired',
      'asset:assetRequired',
    ]);
    expect(codes({ ...valid, names: { zh: { name: '一'.repeat(21) } } })).toEqual(['names:nameTooLong']);
    expect(
      codes({ ...valid, asset: { type: 'image', url: 'https://x/y/notes.txt', name: 'notes.txt', size: 0 } }),
    ).toEqual(['asset:assetImage']);
  });

  it('takes only a .zip package, not empty, at most 20 MB', () => {
    expect(packageProblem({ name: 'look.ZIP', size: 10 })).toBeNull();
    expect(packageProblem({ name: 'look.rar', size: 10 })?.code).toBe('packageType');
    expect(packageProblem({ name: 'look.zip', size: 0 })?.code).toBe('packageEmpty');
    expect(packageProblem({ name: 'look.zip', size: 20 * 1024 * 1024 + 1 })?.code).toBe('packageTooLarge');
  });

  it('lists and delists, and deletes only what is delisted', () => {
    expect(beautyMachine.actionsFrom('listed')).toEqual(['delist']);
    expect(beautyMachine.actionsFrom('delisted')).toEqual(['list', 'delete']);
  });
});
