import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredPreferences } from './preferences-store';

const DEFAULTS = {
  language: 'en',
  isRtl: false,
  miniNav: false,
  theme: 'system',
  compact: false,
  menuWidth: 240,
} as const;

describe('readStoredPreferences (what a stored copy of the preferences says, checked)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps what is valid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      readStoredPreferences({ language: 'ar', miniNav: true, theme: 'dark', compact: true, menuWidth: 320 }, DEFAULTS),
    ).toEqual({ language: 'ar', isRtl: true, miniNav: true, theme: 'dark', compact: true, menuWidth: 320 });
    expect(readStoredPreferences({ theme: 'light' }, DEFAULTS)).toMatchObject({ theme: 'light', compact: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the defaults when nothing or no object is stored, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readStoredPreferences(undefined, DEFAULTS)).toEqual(DEFAULTS);
    expect(readStoredPreferences('garbage', DEFAULTS)).toEqual(DEFAULTS);
    expect(readStoredPreferences({}, DEFAULTS)).toEqual(DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    [{ theme: 'solarized' }, 'unknown theme "solarized"', { theme: 'system' }],
    [{ theme: 1 }, 'unknown theme 1', { theme: 'system' }],
    [{ compact: 'yes' }, 'compact-density flag', { compact: false }],
    [{ miniNav: 1 }, 'folded-menu flag', { miniNav: false }],
    [{ language: 'klingon' }, 'unknown language "klingon"', { language: 'en', isRtl: false }],
    [{ menuWidth: 'wide' }, 'menu width "wide"', { menuWidth: 240 }],
  ])('replaces %j by the default with a warning', (stored, warning, expected) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readStoredPreferences(stored, { ...DEFAULTS, theme: 'dark', compact: true })).toMatchObject(expected);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(warning));
  });

  it('keeps the current value of what the stored copy does not name', () => {
    expect(readStoredPreferences({ language: 'zh' }, { ...DEFAULTS, theme: 'dark', compact: true })).toEqual({
      language: 'zh',
      isRtl: false,
      miniNav: false,
      theme: 'dark',
      compact: true,
      menuWidth: 240,
    });
  });

  it('keeps a stored menu width within the widths the edge can be dragged to', () => {
    expect(readStoredPreferences({ menuWidth: 9000 }, DEFAULTS).menuWidth).toBe(480);
    expect(readStoredPreferences({ menuWidth: 12 }, DEFAULTS).menuWidth).toBe(200);
  });
});
