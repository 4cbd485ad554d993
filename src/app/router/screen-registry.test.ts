import { describe, expect, it } from 'vitest';
import { createScreenRegistry, screenRegistry, uriOfScreenFile } from './screen-registry';

const Screen = () => null;
const load = () => Promise.resolve({ default: Screen });

describe('uriOfScreenFile', () => {
  it('maps src/screens/<group>/<screen>.tsx to /<group>/<screen>', () => {
    expect(uriOfScreenFile('/src/screens/version-manage/uploadImgFile.tsx')).toBe('/version-manage/uploadImgFile');
    expect(uriOfScreenFile('/src/screens/posts-manage/new-post.tsx')).toBe('/posts-manage/new-post');
  });

  it('keeps deeper folders', () => {
    expect(uriOfScreenFile('/src/screens/a/b/c.tsx')).toBe('/a/b/c');
  });

  it('only removes the .tsx at the end', () => {
    expect(uriOfScreenFile('/src/screens/a.tsx-group/b.tsx')).toBe('/a.tsx-group/b');
  });
});

describe('createScreenRegistry', () => {
  const registry = createScreenRegistry({
    '/src/screens/version-manage/uploadImgFile.tsx': load,
    '/src/screens/version-manage/local-cache.tsx': load,
  });

  it('knows the uris of its files', () => {
    expect(registry.hasScreen('/version-manage/uploadImgFile')).toBe(true);
    expect(registry.hasScreen('/version-manage/local-cache')).toBe(true);
    expect(registry.uris().sort()).toEqual(['/version-manage/local-cache', '/version-manage/uploadImgFile']);
  });

  it.each([
    '/version-manage/uploadimgfile',
    '/Version-manage/uploadImgFile',
    '/VERSION-MANAGE/UPLOADIMGFILE',
    '/version-manage/uploadImgFile/',
    'version-manage/uploadImgFile',
    '/version-manage/uploadImgFile.tsx',
    '/src/screens/version-manage/uploadImgFile.tsx',
    '/version-manage',
    '/version-manage/upload',
    '/version-manage/uploadImgFile?x=1',
    ' /version-manage/uploadImgFile',
    '/',
    '',
  ])('hasScreen is exact and case-sensitive: %j is not a screen', (uri) => {
    expect(registry.hasScreen(uri)).toBe(false);
    expect(registry.loaderOf(uri)).toBeUndefined();
  });

  it('gives the loader of a screen', async () => {
    const loader = registry.loaderOf('/version-manage/uploadImgFile');
    expect(loader).toBe(load);
    await expect(loader?.()).resolves.toEqual({ default: Screen });
  });

  it('is empty without files', () => {
    const empty = createScreenRegistry({});
    expect(empty.uris()).toEqual([]);
    expect(empty.hasScreen('/')).toBe(false);
  });
});

describe('screenRegistry (the real screens)', () => {
  it('serves the upload screen at /version-manage/uploadImgFile', () => {
    expect(screenRegistry.hasScreen('/version-manage/uploadImgFile')).toBe(true);
    expect(screenRegistry.hasScreen('/version-manage/uploadimgfile')).toBe(false);
  });

  it('maps every file it found to a uri starting with / and without .tsx', () => {
    for (const uri of screenRegistry.uris()) {
      expect(uri.startsWith('/')).toBe(true);
      expect(uri.endsWith('.tsx')).toBe(false);
      expect(uri).not.toMatch(/\.test$/);
      expect(screenRegistry.hasScreen(uri)).toBe(true);
    }
  });
});
