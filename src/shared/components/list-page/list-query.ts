/**
 * A list's state as it lives in the URL query, so reload and a shared link keep it: `current`, `size`,
 * `sort=field,asc|desc` and one parameter per filter. Pure, so it is tested without a router.
 */
export interface ListQuery {
  current: number;
  size: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  filters: Record<string, string>;
}

/**
 * The page sizes a list offers. The large ones put a whole batch on one page (the table renders only the
 * rows on screen from 100 rows on); the rule asks a page of 10,000 rows to scroll without a long task.
 */
export const PAGE_SIZES = [10, 20, 50, 100, 500, 1000, 10_000];
const RESERVED = new Set(['current', 'size', 'sort']);

export function readListQuery(params: URLSearchParams, filterNames: string[]): ListQuery {
  const current = Math.max(1, Math.floor(Number(params.get('current'))) || 1);
  const requestedSize = Number(params.get('size'));
  const size = PAGE_SIZES.includes(requestedSize) ? requestedSize : PAGE_SIZES[0];
  const [field, order] = (params.get('sort') ?? '').split(',');
  const sort = field && (order === 'asc' || order === 'desc') ? { field, order: order as 'asc' | 'desc' } : undefined;
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name)?.trim();
    if (value && !RESERVED.has(name)) filters[name] = value;
  }
  return { current, size, sort, filters };
}

export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query.filters)) if (value !== '') params.set(name, value);
  if (query.sort) params.set('sort', `${query.sort.field},${query.sort.order}`);
  if (query.current !== 1) params.set('current', String(query.current));
  if (query.size !== PAGE_SIZES[0]) params.set('size', String(query.size));
  return params;
}

/** The list's Excel export sends `export=true` with each page it fetches: a server may refuse it alone. */
export const EXPORT_PARAM = 'export';

/** The parameters a list call sends: paging, sort and the non-empty filters. */
export function toRequestParams(query: ListQuery): Record<string, string | number> {
  return {
    current: query.current,
    size: query.size,
    ...(query.sort ? { sort: `${query.sort.field},${query.sort.order}` } : {}),
    ...query.filters,
  };
}
