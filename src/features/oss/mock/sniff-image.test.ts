import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffImageType', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/gif', bytes('GIF89a')],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['image/bmp', bytes('BM', [0, 0])],
    ['image/tiff', bytes('II', [0x2a, 0])],
    ['image/tiff', bytes('MM', [0, 0x2a])],
    ['image/svg+xml', bytes([0xef, 0xbb, 0xbf], '<!-- drawn by hand --><svg viewBox="0 0 1 1"/>')],
  ])('finds %s', (type, file) => expect(sniffImageType(file)).toBe(type));

  it.each([
    ['a web page', bytes('<html><body><svg></svg></body></html>')],
    ['text', bytes('hello')],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['nothing', bytes()],
  ])('finds no image in %s', (_name, file) => expect(sniffImageType(file)).toBeNull());
});
