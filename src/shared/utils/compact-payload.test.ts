import { describe, expect, it } from 'vitest';
import { compactPayload } from './compact-payload';

describe('compactPayload', () => {
  it('removes empty strings, null and undefined', () => {
    expect(compactPayload({ a: '', b: null, c: undefined, d: 'x' })).toEqual({ d: 'x' });
  });

  it('drops the keys entirely rather than leaving them undefined', () => {
    const result = compactPayload({ a: '', b: 1 });
    expect(Object.keys(result)).toEqual(['b']);
    expect('a' in result).toBe(false);
  });

  it('keeps zero, false, NaN and an empty array', () => {
    const payload = { zero: 0, no: false, nan: NaN, list: [] as number[] };
    expect(compactPayload(payload)).toEqual(payload);
  });

  it('keeps whitespace-only strings', () => {
    expect(compactPayload({ a: ' ' })).toEqual({ a: ' ' });
  });

  it('leaves nested objects untouched, including their empty fields', () => {
    const nested = { inner: '', deep: null };
    const result = compactPayload({ nested });
    expect(result.nested).toBe(nested);
    expect(result.nested).toEqual({ inner: '', deep: null });
  });

  it('returns a new object and does not mutate the input', () => {
    const payload = { a: '', b: 1 };
    const result = compactPayload(payload);
    expect(result).not.toBe(payload);
    expect(payload).toEqual({ a: '', b: 1 });
  });

  it('returns a new object even when nothing is removed', () => {
    const payload = { a: 1 };
    expect(compactPayload(payload)).not.toBe(payload);
  });

  it('returns an empty object when every field is empty', () => {
    expect(compactPayload({ a: '', b: null, c: undefined })).toEqual({});
  });

  it('keeps key order', () => {
    expect(Object.keys(compactPayload({ c: 3, a: '', b: 2, d: 4 }))).toEqual(['c', 'b', 'd']);
  });
});
