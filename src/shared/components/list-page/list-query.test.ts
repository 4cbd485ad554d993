import { PAGE_SIZES, readListQuery, toRequestParams, writeListQuery } from './list-query';

describe('list query in the URL', () => {
  it('reads paging, sort and known filters, ignoring junk', () => {
    const query = readListQuery(new URLSearchParams('current=3&size=20&sort=login,desc&login=ad&other=x'), ['login']);
    expect(query).toEqual({ current: 3, size: 20, sort: { field: 'login', order: 'desc' }, filters: { login: 'ad' } });
  });

  it('falls back to the first page, the default size and no sort for bad values', () => {
    expect(readListQuery(new URLSearchParams('current=-4&size=7&sort=login,sideways'), [])).toEqual({
      current: 1,
      size: 10,
      sort: undefined,
      filters: {},
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const query = { current: 2, size: 50, sort: { field: 'id', order: 'asc' as const }, filters: { login: 'mod' } };
    const params = writeListQuery(query);
    expect(params.toString()).toBe('login=mod&sort=id%2Casc&current=2&size=50');
    expect(readListQuery(params, ['login'])).toEqual(query);
    expect(writeListQuery({ current: 1, size: 10, filters: {} }).toString()).toBe('');
  });

  it('offers pages of up to 10,000 rows, and keeps each size through the URL', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100, 500, 1000, 10_000]);
    for (const size of PAGE_SIZES.slice(1)) {
      const params = writeListQuery({ current: 1, size, filters: {} });
      expect(params.toString()).toBe(`size=${size}`);
      expect(readListQuery(params, []).size).toBe(size);
    }
    // Sizes the list does not offer fall back to the default rather than asking the server for them.
    for (const size of ['10001', '100000', '250', '1e4x']) {
      expect(readListQuery(new URLSearchParams({ size }), []).size).toBe(10);
    }
    expect(readListQuery(new URLSearchParams('size=1e4'), []).size).toBe(10_000);
  });

  it('turns a query into call parameters', () => {
    expect(toRequestParams({ current: 1, size: 10, filters: { activated: 'true' } })).toEqual({
      current: 1,
      size: 10,
      activated: 'true',
    });
  });
});
