import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFileSize, isMacPlatform } from './file-size';

describe('isMacPlatform', () => {
  it('recognises Mac platform strings in any case', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('Macintosh')).toBe(true);
    expect(isMacPlatform('macOS')).toBe(true);
    expect(isMacPlatform('MAC')).toBe(true);
  });

  it('rejects other platforms and the empty string', () => {
    expect(isMacPlatform('Win32')).toBe(false);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform('iPhone')).toBe(false);
    expect(isMacPlatform('')).toBe(false);
  });
});

describe('formatFileSize', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('divides by 1000 on Mac and rounds up', () => {
    expect(formatFileSize(1500, 'MacIntel')).toBe('2 KB');
    expect(formatFileSize(1000, 'MacIntel')).toBe('1 KB');
    expect(formatFileSize(1001, 'MacIntel')).toBe('2 KB');
  });

  it('divides by 1024 elsewhere and rounds up', () => {
    expect(formatFileSize(1024, 'Win32')).toBe('1 KB');
    expect(formatFileSize(1025, 'Win32')).toBe('2 KB');
    expect(formatFileSize(1000, 'Win32')).toBe('1 KB');
  });

  it('gives different results on Mac and Windows for the same size', () => {
    expect(formatFileSize(2024, 'MacIntel')).toBe('3 KB');
    expect(formatFileSize(2024, 'Win32')).toBe('2 KB');
  });

  it('shows a single byte as 1 KB', () => {
    expect(formatFileSize(1, 'Win32')).toBe('1 KB');
    expect(formatFileSize(1, 'MacIntel')).toBe('1 KB');
  });

  it('shows zero bytes as 0 KB', () => {
    expect(formatFileSize(0, 'Win32')).toBe('0 KB');
    expect(formatFileSize(0, 'MacIntel')).toBe('0 KB');
  });

  it('shows negative or non-finite sizes as 0 KB', () => {
    expect(formatFileSize(-5, 'Win32')).toBe('0 KB');
    expect(formatFileSize(NaN, 'Win32')).toBe('0 KB');
    expect(formatFileSize(Infinity, 'Win32')).toBe('0 KB');
  });

  it('handles large sizes without switching unit', () => {
    expect(formatFileSize(5 * 1024 * 1024, 'Linux x86_64')).toBe('5120 KB');
    expect(formatFileSize(5_000_000, 'MacIntel')).toBe('5000 KB');
  });

  it('uses navigator.platform when no platform is given', () => {
    vi.stubGlobal('navigator', { platform: 'MacIntel' });
    expect(formatFileSize(1500)).toBe('2 KB');
    vi.stubGlobal('navigator', { platform: 'Win32' });
    expect(formatFileSize(1500)).toBe('2 KB');
    expect(formatFileSize(1025)).toBe('2 KB');
    expect(formatFileSize(2024)).toBe('2 KB');
  });

  it('falls back to the 1024 divisor when navigator is missing', () => {
    vi.stubGlobal('navigator', undefined);
    expect(formatFileSize(2024)).toBe('2 KB');
    expect(formatFileSize(1024)).toBe('1 KB');
  });
});
