import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_EXTENSIONS, isImageFileName } from './image-file';

describe('IMAGE_EXTENSIONS', () => {
  it('lists exactly the eight allowed extensions in order', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg', 'bmp', 'svg', 'tiff', 'webp', 'gif']);
  });
});

describe('IMAGE_ACCEPT', () => {
  it('is a comma-separated list of dotted extensions', () => {
    expect(IMAGE_ACCEPT).toBe('.png,.jpg,.jpeg,.bmp,.svg,.tiff,.webp,.gif');
  });
});

describe('isImageFileName', () => {
  it.each(IMAGE_EXTENSIONS.map((extension) => `photo.${extension}`))('accepts %s', (name) => {
    expect(isImageFileName(name)).toBe(true);
  });

  it('ignores the case of the extension', () => {
    expect(isImageFileName('a.PNG')).toBe(true);
    expect(isImageFileName('a.JpEg')).toBe(true);
  });

  it('rejects a bare extension with no dot', () => {
    expect(isImageFileName('png')).toBe(false);
  });

  it('rejects a name that is only a dot and an extension', () => {
    expect(isImageFileName('.png')).toBe(false);
  });

  it('looks only at the last extension', () => {
    expect(isImageFileName('a.png.exe')).toBe(false);
    expect(isImageFileName('archive.tar.gif')).toBe(true);
  });

  it('rejects other extensions, including near misses', () => {
    expect(isImageFileName('a.pdf')).toBe(false);
    expect(isImageFileName('a.tif')).toBe(false);
    expect(isImageFileName('a.pngx')).toBe(false);
  });

  it('rejects a name ending in a dot', () => {
    expect(isImageFileName('a.')).toBe(false);
  });

  it('rejects an empty name', () => {
    expect(isImageFileName('')).toBe(false);
  });

  it('accepts a name with a folder path', () => {
    expect(isImageFileName('uploads/2024/cover.webp')).toBe(true);
  });
});
