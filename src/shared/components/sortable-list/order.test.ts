import { describe, expect, it } from 'vitest';
import { isPermutationOf, moveItem, weightsFrom } from './order';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
  it('keeps the order when a move leaves the list', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, 2)).not.toBe(items);
  });
});

describe('isPermutationOf', () => {
  it('accepts the same ids in another order', () => {
    expect(isPermutationOf([3, 1, 2], [1, 2, 3])).toBe(true);
  });
  it('refuses a missing, repeated or unknown id', () => {
    expect(isPermutationOf([1, 2], [1, 2, 3])).toBe(false);
    expect(isPermutationOf([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isPermutationOf([1, 2, 4], [1, 2, 3])).toBe(false);
  });
});

describe('weightsFrom', () => {
  it('weighs the first highest', () => {
    expect(weightsFrom([7, 4, 9])).toEqual([
      { id: 7, weight: 30 },
      { id: 4, weight: 20 },
      { id: 9, weight: 10 },
    ]);
  });
});
