import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TAB_PARAM } from '../../hooks/use-tab-in-address';
import { readListQuery, writeListQuery, type ListQuery } from './list-query';

/**
 * The list's query from the URL, and a setter that writes it back (replacing the history entry); the
 * screen's open tab, when it keeps one in the address, stays.
 */
export function useListQuery(filterNames: string[]) {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the names' content
  const query = useMemo(() => readListQuery(params, filterNames), [params, key]);
  const setQuery = useCallback(
    (next: Partial<ListQuery>) => {
      const written = writeListQuery({ ...query, ...next });
      const tab = params.get(TAB_PARAM);
      if (tab) written.set(TAB_PARAM, tab);
      setParams(written, { replace: true });
    },
    [query, params, setParams],
  );
  return { query, setQuery };
}
