import { describe, expect, it } from 'vitest';
import { textDirection } from './text-direction';

describe('textDirection', () => {
  it('follows the first letter, as dir="auto" does', () => {
    expect(textDirection('admin')).toBe('ltr');
    expect(textDirection('مرحبا admin')).toBe('rtl');
    expect(textDirection('123 admin مرحبا')).toBe('ltr');
    expect(textDirection('你选的是哪家医院？')).toBe('ltr');
    expect(textDirection('שלום')).toBe('rtl');
  });

  it('takes an Arabic date by its right-to-left mark, and digits alone as left to right', () => {
    expect(textDirection(new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date(2026, 10, 27)))).toBe(
      'rtl',
    );
    expect(textDirection('27/11/2026')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
  });
});
