import { describe, expect, it, vi } from 'vitest';
import { readStoredChoices } from './idle-lock-store';

describe('readStoredChoices', () => {
  it('keeps each login’s valid idle time and watermark flag', () => {
    expect(
      readStoredChoices({ choices: { admin: { idleMinutes: 5, watermark: false }, operator: { idleMinutes: 60 } } }),
    ).toEqual({ admin: { idleMinutes: 5, watermark: false }, operator: { idleMinutes: 60 } });
    expect(readStoredChoices(undefined)).toEqual({});
    expect(readStoredChoices({})).toEqual({});
  });

  it('drops what is not a positive number of minutes or a true/false flag, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      readStoredChoices({
        choices: { admin: { idleMinutes: -1, watermark: 'no' }, moderator: { idleMinutes: '10' }, x: null },
      }),
    ).toEqual({ admin: {}, moderator: {}, x: {} });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(readStoredChoices({ choices: [1, 2] })).toEqual({});
    warn.mockRestore();
  });
});
