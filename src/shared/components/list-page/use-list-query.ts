import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListQuery, writeListQuery, type ListQuery } from './list-query';

/** The list's query from the URL, and a setter that writes it back (replacing the history entry). */
export function useListQuery(filterNames: string[]) {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the names' content
  const query = useMemo(() => readListQuery(params, filterNames), [params, key]);
  const setQuery = useCallback(
    (next: Partial<ListQuery>) => setParams(writeListQuery({ ...query, ...next }), { replace: true }),
    [query, setParams],
  );
  return { query, setQuery };
}
