import { readListQuery, toRequestParams, writeListQuery } from './list-query';

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

  it('turns a query into call parameters', () => {
    expect(toRequestParams({ current: 1, size: 10, filters: { activated: 'true' } })).toEqual({
      current: 1,
      size: 10,
      activated: 'true',
    });
  });
});
