import { describe, expect, it, vi } from 'vitest';
import { clearChunkReload, isChunkLoadError, reloadOnceForChunkError } from './chunk-errors';

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chrome',
      new TypeError('Failed to fetch dynamically imported module: https://admin.example.com/assets/index-abc123.js'),
    ],
    [
      'Firefox',
      new TypeError('error loading dynamically imported module: https://admin.example.com/assets/index-abc123.js'),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/x.css')],
    ['webpack-style chunk', new Error('Loading chunk 42 failed.')],
    ['webpack-style CSS chunk', new Error('Loading CSS chunk 7 failed. (/assets/7.css)')],
  ])('recognises the %s failure', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises the message when it is thrown as a string', () => {
    expect(isChunkLoadError('Unable to preload CSS for /assets/x.css')).toBe(true);
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /assets/a.js')).toBe(true);
  });

  it.each([
    new Error('Network Error'),
    new TypeError("Cannot read properties of undefined (reading 'map')"),
    new Error('Request failed with status code 500'),
    'something else',
    null,
    undefined,
    { message: 'Failed' },
  ])('does not treat %s as a chunk failure', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  const T0 = 1_700_000_000_000;

  it('reloads the first time', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError('/posts-manage/new-post', reload, T0)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a second time within 60 s for the same path', () => {
    const reload = vi.fn();
    reloadOnceForChunkError('/posts-manage/new-post', reload, T0);
    expect(reloadOnceForChunkError('/posts-manage/new-post', reload, T0 + 1)).toBe(false);
    expect(reloadOnceForChunkError('/posts-manage/new-post', reload, T0 + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 s have passed', () => {
    const reload = vi.fn();
    reloadOnceForChunkError('/posts-manage/new-post', reload, T0);
    expect(reloadOnceForChunkError('/posts-manage/new-post', reload, T0 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('measures the 60 s from the last reload, not from a refused attempt', () => {
    const reload = vi.fn();
    reloadOnceForChunkError('/a', reload, T0);
    reloadOnceForChunkError('/a', reload, T0 + 30_000); // refused, does not restart the window
    expect(reloadOnceForChunkError('/a', reload, T0 + 60_000)).toBe(true);
    expect(reloadOnceForChunkError('/a', reload, T0 + 119_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads for another path within the 60 s', () => {
    const reload = vi.fn();
    reloadOnceForChunkError('/posts-manage/new-post', reload, T0);
    expect(reloadOnceForChunkError('/user-manage/user-list', reload, T0 + 1_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads again after clearChunkReload()', () => {
    const reload = vi.fn();
    reloadOnceForChunkError('/posts-manage/new-post', reload, T0);
    clearChunkReload();
    expect(reloadOnceForChunkError('/posts-manage/new-post', reload, T0 + 1_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in sessionStorage, so it survives the reload itself', () => {
    reloadOnceForChunkError('/a', vi.fn(), T0);
    expect(sessionStorage.length).toBe(1);
    clearChunkReload();
    expect(sessionStorage.length).toBe(0);
  });

  // The default reload (window.location.reload) would reload the test page itself: the browser suite
  // (tests/e2e/recovery.spec.ts) proves a failed chunk reloads the page exactly once.
  it('uses the clock by default', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError('/default', reload)).toBe(true);
    expect(reloadOnceForChunkError('/default', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
