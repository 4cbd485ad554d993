import { describe, expect, it } from 'vitest';
import { containsChinese } from './chinese';

describe('containsChinese', () => {
  it('finds a common Chinese character', () => {
    expect(containsChinese('中')).toBe(true);
  });

  it('finds a Chinese character mixed into Latin text', () => {
    expect(containsChinese('hello 世界 world')).toBe(true);
  });

  it('accepts the first and last characters of the main block', () => {
    expect(containsChinese('\u4E00')).toBe(true);
    expect(containsChinese('\u9FFF')).toBe(true);
  });

  it('accepts the first and last characters of extension A', () => {
    expect(containsChinese('\u3400')).toBe(true);
    expect(containsChinese('\u4DBF')).toBe(true);
  });

  it('rejects characters just outside the ranges', () => {
    expect(containsChinese('\u33FF')).toBe(false);
    expect(containsChinese('\uA000')).toBe(false);
  });

  it('rejects an empty string', () => {
    expect(containsChinese('')).toBe(false);
  });

  it('rejects plain Latin letters and digits', () => {
    expect(containsChinese('abc 123')).toBe(false);
  });

  it('rejects Japanese hiragana and katakana', () => {
    expect(containsChinese('ひらがな')).toBe(false);
    expect(containsChinese('カタカナ')).toBe(false);
  });

  it('rejects full-width punctuation and the ideographic space', () => {
    expect(containsChinese('，。、；：？！（）\u3000')).toBe(false);
  });

  it('rejects Korean hangul', () => {
    expect(containsChinese('한국어')).toBe(false);
  });
});
