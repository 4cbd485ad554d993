import { describe, expect, it } from 'vitest';
import { findDuplicates, uniqueList } from './duplicates';

describe('findDuplicates', () => {
  it('returns an empty list when nothing repeats', () => {
    expect(findDuplicates(['a', 'b', 'c'])).toEqual([]);
  });

  it('returns an empty list for an empty input', () => {
    expect(findDuplicates([])).toEqual([]);
  });

  it('reports a value repeated three times only once', () => {
    expect(findDuplicates(['a', 'a', 'a'])).toEqual(['a']);
  });

  it('orders results by second occurrence, not first', () => {
    // 'a' appears first, but 'b' repeats before 'a' does.
    expect(findDuplicates(['a', 'b', 'b', 'a'])).toEqual(['b', 'a']);
  });

  it('compares strings case-sensitively', () => {
    expect(findDuplicates(['A', 'a'])).toEqual([]);
  });

  it('treats NaN as equal to NaN and 0 as equal to -0', () => {
    expect(findDuplicates([NaN, 1, NaN])).toEqual([NaN]);
    expect(findDuplicates([0, -0])).toHaveLength(1);
  });

  it('does not confuse a number with its string form', () => {
    expect(findDuplicates<number | string>([1, '1'])).toEqual([]);
  });

  it('compares objects by identity without a key', () => {
    expect(findDuplicates([{ id: 1 }, { id: 1 }])).toEqual([]);
  });

  it('uses the key function and returns the element at the second occurrence', () => {
    const first = { id: 1, name: 'first' };
    const second = { id: 1, name: 'second' };
    const other = { id: 2, name: 'other' };
    const result = findDuplicates([first, other, second], (item) => item.id);
    expect(result).toHaveLength(1);
    expect(result[0]).toBe(second);
  });

  it('does not mutate the input', () => {
    const input = ['a', 'a'];
    findDuplicates(input);
    expect(input).toEqual(['a', 'a']);
  });
});

describe('uniqueList', () => {
  it('keeps first occurrences in their original order', () => {
    expect(uniqueList(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });

  it('returns an empty list for an empty input', () => {
    expect(uniqueList([])).toEqual([]);
  });

  it('returns a new array even when nothing repeats', () => {
    const input = [1, 2, 3];
    const result = uniqueList(input);
    expect(result).toEqual([1, 2, 3]);
    expect(result).not.toBe(input);
  });

  it('collapses NaN values into one', () => {
    expect(uniqueList([NaN, NaN])).toEqual([NaN]);
  });

  it('keeps the first element for each key when given a key function', () => {
    const first = { id: 1, name: 'first' };
    const second = { id: 1, name: 'second' };
    expect(uniqueList([first, second], (item) => item.id)).toEqual([first]);
  });

  it('does not mutate the input', () => {
    const input = ['a', 'a'];
    uniqueList(input);
    expect(input).toEqual(['a', 'a']);
  });
});
