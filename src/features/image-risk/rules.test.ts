import { fingerprintOf, isFingerprint } from './rules';

describe('image fingerprints', () => {
  it('gives the same picture the same fingerprint and another picture another', () => {
    const picture = 'data:image/svg+xml;utf8,%3Csvg%3E%3C%2Fsvg%3E';
    expect(fingerprintOf(picture)).toBe(fingerprintOf(`${picture}`));
    expect(fingerprintOf(picture)).not.toBe(fingerprintOf(`${picture} `));
    expect(isFingerprint(fingerprintOf(picture))).toBe(true);
  });

  it('is FNV-1a 64 (known vectors), always 16 hex digits', () => {
    expect(fingerprintOf('')).toBe('cbf29ce484222325');
    expect(fingerprintOf('a')).toBe('af63dc4c8601ec8c');
    expect(isFingerprint('AF63DC4C8601EC8C')).toBe(false);
    expect(isFingerprint('af63dc4c8601ec8')).toBe(false);
  });
});
