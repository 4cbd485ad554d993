import { checkImage, checkImageFile } from './image-check';
import { sizeFromHeader } from './image-size';

const MB = 1024 * 1024;
const PROMOTION = { maxBytes: 10 * MB, exactSize: { width: 750, height: 1624 } };

describe('checkImage', () => {
  it('accepts every spec extension, whatever the case, and refuses others', () => {
    for (const name of ['a.png', 'a.JPG', 'a.jpeg', 'a.bmp', 'a.svg', 'a.tiff', 'a.webp', 'a.gif']) {
      expect(checkImageFile({ name, size: 10 }, { maxBytes: MB })).toBeNull();
    }
    for (const name of ['a.txt', 'a.heic', 'png', 'a.png.exe']) {
      expect(checkImageFile({ name, size: 10 }, { maxBytes: MB })).toEqual({ code: 'extension' });
    }
  });

  it('refuses an empty file and one over the limit, accepting exactly the limit', () => {
    expect(checkImage({ name: 'a.png', size: 0 }, { maxBytes: MB })).toEqual({ code: 'empty' });
    expect(checkImage({ name: 'a.png', size: MB }, { maxBytes: MB })).toBeNull();
    expect(checkImage({ name: 'a.png', size: MB + 1 }, { maxBytes: MB })).toEqual({ code: 'tooLarge' });
  });

  it('ignores dimensions unless an exact size is asked for', () => {
    expect(checkImage({ name: 'a.png', size: 5, width: 1, height: 1 }, { maxBytes: MB })).toBeNull();
    expect(checkImage({ name: 'a.png', size: 5, width: null, height: null }, { maxBytes: MB })).toBeNull();
  });

  it('checks the promotion size 750x1624 under 10M', () => {
    expect(checkImage({ name: 'splash.jpg', size: 2 * MB, width: 750, height: 1624 }, PROMOTION)).toBeNull();
    expect(checkImage({ name: 'splash.jpg', size: 2 * MB, width: 1624, height: 750 }, PROMOTION)).toEqual({
      code: 'dimensions',
      actualWidth: 1624,
      actualHeight: 750,
    });
    expect(checkImage({ name: 'splash.jpg', size: 2 * MB, width: 750, height: 1625 }, PROMOTION)).toMatchObject({
      code: 'dimensions',
    });
    expect(checkImage({ name: 'splash.jpg', size: 2 * MB, width: null, height: null }, PROMOTION)).toEqual({
      code: 'unreadable',
    });
    // Size is checked before dimensions: a too-large file is refused as such.
    expect(checkImage({ name: 'splash.jpg', size: 11 * MB, width: 750, height: 1624 }, PROMOTION)).toEqual({
      code: 'tooLarge',
    });
  });
});

function bytes(...parts: Array<string | number[]>): Uint8Array {
  return Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
}
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];

describe('sizeFromHeader', () => {
  it('reads PNG, GIF, BMP, JPEG and WebP headers', () => {
    const png = bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], be32(13), 'IHDR', be32(750), be32(1624), [8, 6, 0, 0, 0]);
    expect(sizeFromHeader(png)).toEqual({ width: 750, height: 1624 });

    expect(sizeFromHeader(bytes('GIF89a', le16(320), le16(200), [0, 0, 0]))).toEqual({ width: 320, height: 200 });

    const bmp = bytes('BM', le32(0), le32(0), le32(54), le32(40), le32(640), le32(-480 >>> 0), [1, 0, 24, 0]);
    expect(sizeFromHeader(bmp)).toEqual({ width: 640, height: 480 });

    const app0 = [0xff, 0xe0, ...be16(16), ...bytes('JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])];
    const sof0 = [0xff, 0xc0, ...be16(17), 8, ...be16(1624), ...be16(750), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    expect(sizeFromHeader(bytes([0xff, 0xd8], app0, sof0))).toEqual({ width: 750, height: 1624 });

    const vp8x = bytes(
      'RIFF',
      le32(30),
      'WEBP',
      'VP8X',
      le32(10),
      [0, 0, 0, 0],
      [...le32(749)].slice(0, 3),
      [...le32(1623)].slice(0, 3),
    );
    expect(sizeFromHeader(vp8x)).toEqual({ width: 750, height: 1624 });
  });

  it('gives up on what it cannot read', () => {
    expect(sizeFromHeader(bytes('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBeNull();
    expect(sizeFromHeader(bytes('PK'))).toBeNull();
    expect(sizeFromHeader(new Uint8Array())).toBeNull();
  });
});
