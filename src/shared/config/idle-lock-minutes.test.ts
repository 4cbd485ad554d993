import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_LOCK_MINUTES, readConfig, readIdleLockMinutes, REQUIRED_ENV_KEYS } from './read-config';

const complete = Object.fromEntries(REQUIRED_ENV_KEYS.map((key) => [key, `value-of-${key}`]));

describe('VITE_IDLE_LOCK_MINUTES', () => {
  it('is optional: absent or blank means 15 minutes', () => {
    expect(DEFAULT_IDLE_LOCK_MINUTES).toBe(15);
    expect(readConfig(complete).idleLockMinutes).toBe(15);
    expect(readConfig({ ...complete, VITE_IDLE_LOCK_MINUTES: '  ' }).idleLockMinutes).toBe(15);
  });

  it('takes a whole number of minutes from 1 to 1440', () => {
    expect(readConfig({ ...complete, VITE_IDLE_LOCK_MINUTES: '30' }).idleLockMinutes).toBe(30);
    expect(readIdleLockMinutes(' 1 ')).toBe(1);
    expect(readIdleLockMinutes('1440')).toBe(1440);
  });

  it.each(['0', '-5', '2.5', 'ten', '1441', 'Infinity'])('stops the start on %j, naming the setting', (value) => {
    expect(() => readConfig({ ...complete, VITE_IDLE_LOCK_MINUTES: value })).toThrow(/VITE_IDLE_LOCK_MINUTES/);
  });
});
