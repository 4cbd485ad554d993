import { HttpResponse } from 'msw';

/** Answers in the gateway's envelope (design section 4). */
export function ok<T>(data: T) {
  return HttpResponse.json({ code: 200, message: 'OK', data });
}

/** A broken rule or a missing thing: `{ code, message, title? }` with an HTTP status. */
export function failure(code: number, message: string, options: { httpStatus?: number; title?: string } = {}) {
  return HttpResponse.json(
    { code, message, ...(options.title ? { title: options.title } : {}) },
    { status: options.httpStatus ?? 200 },
  );
}

export function unauthorized() {
  return HttpResponse.json({ code: 401, status: 401, message: 'Unauthorized' }, { status: 401 });
}

export interface PageQuery {
  current: number;
  size: number;
  sort?: { field: string; order: 'asc' | 'desc' };
}

/** The largest page a list asks for (the kit's list offers pages of up to 10,000 rows). */
const MAX_PAGE_SIZE = 10_000;

export function readPageQuery(url: URL): PageQuery {
  const current = Math.max(1, Number(url.searchParams.get('current') ?? 1) || 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(url.searchParams.get('size') ?? 10) || 10));
  const [field, order] = (url.searchParams.get('sort') ?? '').split(',');
  return { current, size, sort: field ? { field, order: order === 'desc' ? 'desc' : 'asc' } : undefined };
}

/** One page of rows, sorted by the query's field, in the `{ records, total, current, size }` shape. */
export function paginate<T extends object>(rows: T[], query: PageQuery) {
  const sorted = query.sort
    ? [...rows].sort((a, b) => {
        const left = (a as Record<string, unknown>)[query.sort!.field] as string | number;
        const right = (b as Record<string, unknown>)[query.sort!.field] as string | number;
        const order = left < right ? -1 : left > right ? 1 : 0;
        return query.sort!.order === 'desc' ? -order : order;
      })
    : rows;
  const start = (query.current - 1) * query.size;
  return {
    records: sorted.slice(start, start + query.size),
    total: rows.length,
    current: query.current,
    size: query.size,
  };
}
