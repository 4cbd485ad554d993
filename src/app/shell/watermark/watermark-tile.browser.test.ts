import { describe, expect, it } from 'vitest';
import { drawWatermarkTile } from './watermark-tile';

const FONT = '14px sans-serif';
const draw = (line: string) => drawWatermarkTile([line], '#000', FONT);

describe('the watermark tile', () => {
  // The rendering itself, not an attribute: the Arabic date, drawn, is the same picture as its digits
  // written in the order a reader of Arabic sees them (27/11/2026 read right to left).
  it('draws an Arabic date with its parts in order', () => {
    const arabic = new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date(2026, 10, 27));
    expect(arabic).toMatch(/\u200f/);
    expect(draw(arabic)).toBe(draw('2026/11/27'));
    expect(draw(arabic)).not.toBe(draw('272026/11/'));
  });

  it('draws a login left to right', () => {
    expect(draw('admin')).not.toBe(draw('nimda'));
  });
});
