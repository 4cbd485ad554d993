import { describe, expect, it } from 'vitest';
import { listingProblem, medalMachine, medalProblems } from './rules';
import type { MedalItemInput } from './types';

const base: MedalItemInput = {
  names: { en: { name: 'First Step' } },
  image: 'https://oss.example.com/medal.png',
  condition: 'First post',
  validDays: null,
  points: null,
  stock: null,
  perUserLimit: null,
};
const codes = (...args: Parameters<typeof medalProblems>) => medalProblems(...args).map((problem) => problem.code);

describe('medal item rules', () => {
  it('accepts a complete item of each kind', () => {
    expect(medalProblems('medal', base)).toEqual([]);
    expect(medalProblems('headFrame', { ...base, condition: null, validDays: 0 })).toEqual([]);
    expect(medalProblems('easterEgg', { ...base, points: 0 })).toEqual([]);
    expect(medalProblems('mallItem', { ...base, condition: null, points: 300, stock: 0, perUserLimit: 1 })).toEqual([]);
  });

  it('needs a name in some language, the image, and a condition where the kind is earned by one', () => {
    expect(codes('medal', { ...base, names: { ar: { description: 'وصف' } } })).toEqual(['itemNameRequired']);
    expect(codes('medal', { ...base, image: '' })).toEqual(['itemImageRequired']);
    expect(codes('medal', { ...base, condition: ' ' })).toEqual(['itemConditionRequired']);
    expect(codes('easterEgg', { ...base, condition: null, points: 5 })).toEqual(['itemConditionRequired']);
    expect(codes('headFrame', { ...base, condition: null, validDays: 30 })).toEqual([]);
  });

  it('names the language of a name too long', () => {
    expect(medalProblems('medal', { ...base, names: { en: { name: 'ok' }, zh: { name: '长'.repeat(31) } } })).toEqual([
      { field: 'names.zh.name', code: 'itemNameTooLong', params: { max: 30 } },
    ]);
  });

  it("checks each kind's numbers", () => {
    expect(codes('headFrame', { ...base, validDays: 366 })).toEqual(['validDays']);
    expect(codes('easterEgg', { ...base, points: -1 })).toEqual(['reward']);
    const mall = { ...base, points: 300, stock: 10, perUserLimit: 1 };
    expect(codes('mallItem', { ...mall, points: 0 })).toEqual(['price']);
    expect(codes('mallItem', { ...mall, stock: 1.5 })).toEqual(['stock']);
    expect(codes('mallItem', { ...mall, perUserLimit: 0 })).toEqual(['perUserLimit']);
    expect(medalProblems('mallItem', { ...mall, perUserLimit: 11 })).toEqual([
      { field: 'perUserLimit', code: 'perUserOverStock', params: { max: 10 } },
    ]);
  });

  it('lists only delisted items, deletes only delisted ones, and no mall item out of stock', () => {
    expect(medalMachine.actionsFrom('listed')).toEqual(['delist']);
    expect(medalMachine.actionsFrom('delisted')).toEqual(['list', 'delete']);
    expect(listingProblem('mallItem', { stock: 0 })).toBe('outOfStock');
    expect(listingProblem('mallItem', { stock: 3 })).toBeNull();
    expect(listingProblem('medal', { stock: null })).toBeNull();
  });
});
