import { describe, expect, it } from 'vitest';
import { splitList } from './split-list';

describe('splitList', () => {
  it('splits on an ASCII comma', () => {
    expect(splitList('a,b')).toEqual(['a', 'b']);
  });

  it('splits on the Chinese comma', () => {
    expect(splitList('a\uFF0Cb')).toEqual(['a', 'b']);
  });

  it('splits on the enumeration comma', () => {
    expect(splitList('a\u3001b')).toEqual(['a', 'b']);
  });

  it('splits on an ASCII semicolon', () => {
    expect(splitList('a;b')).toEqual(['a', 'b']);
  });

  it('splits on the Chinese semicolon', () => {
    expect(splitList('a\uFF1Bb')).toEqual(['a', 'b']);
  });

  it('handles all five separators mixed together', () => {
    expect(splitList('苹果,香蕉，橘子、葡萄;西瓜；梨')).toEqual(['苹果', '香蕉', '橘子', '葡萄', '西瓜', '梨']);
  });

  it('removes whitespace inside items, not only around them', () => {
    expect(splitList(' a b , c\td ')).toEqual(['ab', 'cd']);
  });

  it('removes tabs, newlines and the full-width space', () => {
    expect(splitList('a\n,\tb\r\n,\u3000c\u3000')).toEqual(['a', 'b', 'c']);
  });

  it('does not treat whitespace as a separator', () => {
    expect(splitList('a b\nc')).toEqual(['abc']);
  });

  it('drops empty items from repeated, leading and trailing separators', () => {
    expect(splitList(',,a,,；b;、')).toEqual(['a', 'b']);
  });

  it('drops items that held only whitespace', () => {
    expect(splitList('a,   ,b')).toEqual(['a', 'b']);
  });

  it('returns an empty list for empty or blank text', () => {
    expect(splitList('')).toEqual([]);
    expect(splitList(' \t\n\u3000')).toEqual([]);
    expect(splitList(',，、;；')).toEqual([]);
  });

  it('keeps order and duplicates', () => {
    expect(splitList('b,a,b')).toEqual(['b', 'a', 'b']);
  });

  it('does not split on other punctuation', () => {
    expect(splitList('a.b|c:d/e')).toEqual(['a.b|c:d/e']);
  });
});
