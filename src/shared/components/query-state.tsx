import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './load-failed';

/** What the view reads of a TanStack query (its result object fits). */
interface QueryLike<T> {
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The heading when it could not load (default "The list could not be loaded"). */
  errorTitle?: string;
  /** While the first answer is awaited (default a skeleton); only with a function as children. */
  loading?: ReactNode;
  /** Whether the answer has nothing to show, then said by `emptyText` (default "Nothing here yet"). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /**
   * The content: a function of the data, drawn once it is in; or a node that shows its own loading (a table
   * with `loading`), drawn at once.
   */
  children: ReactNode | ((data: T) => ReactNode);
}

/** One query's view: why it failed with a Retry, or it loading, or it empty, or its content. */
export function QueryState<T>({ query, errorTitle, loading, isEmpty, emptyText, children }: QueryStateProps<T>) {
  const { t } = useTranslation('kit');
  if (query.isError && query.error) return <LoadFailed title={errorTitle} error={query.error} retry={query.refetch} />;
  if (typeof children !== 'function') return children;
  if (query.data === undefined) return loading ?? <Skeleton active />;
  if (isEmpty?.(query.data)) return <Empty description={emptyText ?? t('empty')} />;
  return children(query.data);
}
