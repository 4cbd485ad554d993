import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Form, Table, theme, type TableColumnsType, type TableProps } from 'antd';
import { useDeferredValue, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOptions } from '../../request/http';
import { RequestError } from '../../request/request-error';
import type { Page } from '../../types/page';
import { InertInHiddenCopy } from '../inert-in-hidden-copy';
import { toFormValues, toQueryValues, type FormValue } from './filter-values';
import { EXPORT_PARAM, PAGE_SIZES, toRequestParams } from './list-query';
import { useCan } from '../../hooks/use-permission';
import { usePrefetchInBackground } from '../../pre-render/background-render';
import { BatchBar, useHeldBatchActions, type BatchAction } from './batch-actions';
import { RowActions, type RowAction } from './row-actions';
import type { ExportColumn } from './export-excel';
import { useFormFollowsQuery } from './use-form-follows-query';
import { useListQuery } from './use-list-query';
import { LoadFailed } from '../load-failed';
import { withDeferredCells } from './deferred-cell';
import { actionsWidth, LONG_ROW_HEIGHT, SELECTION_WIDTH, totalWidth, withWidths } from './long-layout';
import { LongTableBody, type BodyInfo } from './long-table-body';
import { FilterForm, requiredNames, type FilterField } from './filter-form';
import './list-page.css';

export type { FilterField };

export interface ListPageProps<T, P extends Page<T> = Page<T>> {
  title: ReactNode;
  /** The list's query key prefix; mutations invalidate it. */
  queryKey: readonly unknown[];
  /**
   * Pass `options` on to the call: it carries the signal that cancels it when the list goes away, or
   * `silent` when the screen is readied in the background before anyone opened it.
   */
  fetchPage: (params: Record<string, string | number>, options: CallOptions) => Promise<P>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** The filters; a `required` one holds the list back until it is given. */
  filters?: FilterField[];
  /** What shows in place of the table until the required filters are given ("Enter User ID and search ..."). */
  awaiting?: string;
  /** What an empty list says (default "Nothing here yet"). */
  emptyText?: string;
  /** What shows in place of the table when the list could not load (default: why, and Retry). */
  failure?: (error: Error) => ReactNode;
  /** A notice above the filters. */
  intro?: ReactNode;
  /**
   * Places the list (the table, or what shows in its place) among the screen's own parts, given the page
   * shown: a heading naming who was searched, tabs beside it.
   */
  frame?: (list: ReactNode, page: P | undefined) => ReactNode;
  /** Buttons above the table (Create ...). */
  toolbar?: ReactNode;
  rowActions?: RowAction<T>[];
  /** Actions on the selected rows; the table offers selection only when the admin holds one. */
  batchActions?: BatchAction<T>[];
  /**
   * Export the current filter's rows to Excel (xlsx loads on click), for admins holding `permission`
   * (an export leaks data, so it is an action of its own); the calls carry `export=true`.
   */
  exportFile?: { name: string; columns: ExportColumn<T>[]; permission: string };
}

/** The labels of the filters still missing, as a list in the console's language ("User ID and Date"). */
const listOf = (names: string[], filters: FilterField[], language: string) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(
    names.map((name) => filters.find((filter) => filter.name === name)?.label ?? name),
  );

const EXPORT_PAGE_SIZE = 500;
const EXPORT_MAX_ROWS = 20_000;
/**
 * From this many rows on a page the table renders only the rows on screen (long-table-body.tsx), and their
 * rich cells once the scroll rests (deferred-cell.tsx), so that scrolling a page of 10,000 rows keeps every
 * task under 50 ms.
 */
const VIRTUAL_FROM = 100;
/** A long page's body scrolls inside this height (px), below the header. */
const LONG_BODY_HEIGHT = 640;

/**
 * Filter form + table + pagination. Filters, sort and page live in the URL; paging and sorting happen
 * on the server; row actions are gated by permission and state; failures show a retry.
 */
export function ListPage<T extends object, P extends Page<T> = Page<T>>(props: ListPageProps<T, P>) {
  const {
    title,
    queryKey,
    fetchPage,
    columns,
    rowKey,
    filters = [],
    awaiting,
    emptyText,
    failure,
    intro,
    frame,
    toolbar,
    rowActions,
    batchActions,
    exportFile,
  } = props;
  const { t, i18n } = useTranslation('kit');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, FormValue>>();
  const heldBatchActions = useHeldBatchActions(batchActions);
  // The table offers selection only to an admin holding a batch action.
  const selectable = heldBatchActions.length > 0;
  const [selected, setSelected] = useState<T[]>([]);
  const { query, setQuery } = useListQuery(filters.map((filter) => filter.name));
  const [exporting, setExporting] = useState(false);
  const canExport = useCan(exportFile?.permission ?? '');
  const { token } = theme.useToken();

  const listKey = [...queryKey, query];
  const waitingFor = requiredNames(filters).filter((name) => !query.filters[name]);
  const ready = waitingFor.length === 0;
  // A screen readied ahead of its first visit shows with its rows.
  usePrefetchInBackground({
    queryKey: listKey,
    fetchSilently: () => fetchPage(toRequestParams(query), { silent: true }),
    enabled: ready,
  });
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => fetchPage(toRequestParams(query), { signal }),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
  // A page of rows arrives as a store update, which React renders at once, in one long task. Deferred, the
  // table renders its rows in slices the browser can interleave with input and paint. Until they show, the
  // table is busy; it stays greyed out when it showed nothing yet or another page, filter or sort.
  const shownPage = useDeferredValue(list.data);
  const shownWasPlaceholder = useDeferredValue(list.isPlaceholderData);
  const rowsPending = shownPage !== list.data;
  const greyedOut =
    list.isPending || list.isPlaceholderData || (rowsPending && (shownPage === undefined || shownWasPlaceholder));

  useFormFollowsQuery(form, query.filters, (values) => toFormValues(filters, values));

  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const onSearch = (values: Record<string, FormValue>) => {
    setQuery({ filters: toQueryValues(values), current: 1 });
  };

  const onTableChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? String(single.columnKey ?? single.field) : undefined;
    setQuery({
      current: pagination.current ?? 1,
      size: pagination.pageSize ?? query.size,
      sort: field ? { field, order: single.order === 'descend' ? 'desc' : 'asc' } : undefined,
    });
  };

  const onExport = async () => {
    if (!exportFile) return;
    setExporting(true);
    try {
      const rows: T[] = [];
      for (let current = 1; rows.length < EXPORT_MAX_ROWS; current += 1) {
        const page = await fetchPage(
          { ...toRequestParams({ ...query, current, size: EXPORT_PAGE_SIZE }), [EXPORT_PARAM]: 'true' },
          {},
        );
        rows.push(...page.records);
        if (rows.length >= page.total || page.records.length === 0) break;
      }
      const { downloadExcel } = await import('./export-excel');
      downloadExcel(exportFile.name, rows, exportFile.columns);
      message.success(t('exported', { count: rows.length }));
    } catch (error) {
      // A refused call: the request layer has shown why. Anything else (the xlsx chunk failed to load, the
      // workbook could not be written) is said here.
      if (!(error instanceof RequestError)) message.error(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const sortedColumns = columns.map((column) => {
    const key = String(column.key ?? ('dataIndex' in column ? column.dataIndex : ''));
    return column.sorter && query.sort?.field === key
      ? { ...column, sortOrder: query.sort.order === 'desc' ? ('descend' as const) : ('ascend' as const) }
      : column.sorter
        ? { ...column, sortOrder: null }
        : column;
  });
  const long = query.size >= VIRTUAL_FROM;
  const allColumns: TableColumnsType<T> = rowActions?.length
    ? [
        ...sortedColumns,
        {
          title: t('actions'),
          key: '__actions',
          // A table wider than its card keeps its actions in view at its end (left in Arabic); a long page's
          // own body pins its cells likewise (long-table-body.tsx).
          fixed: 'end' as const,
          className: 'list-page__actions',
          // On a long page the row keeps one height: all its actions on one line.
          width: long
            ? actionsWidth(
                rowActions.map((action) => action.label),
                `${token.fontSize}px ${token.fontFamily}`,
              )
            : undefined,
          render: (_: unknown, row: T) => <RowActions row={row} actions={rowActions} onDone={() => void refresh()} />,
        },
      ]
    : sortedColumns;
  const longColumns = long ? withDeferredCells(withWidths(allColumns)) : undefined;
  const selectedKeys = new Set(selected.map((row) => row[rowKey] as Key));
  const toggleRow = (row: T, checked: boolean) =>
    setSelected((rows) => (checked ? [...rows, row] : rows.filter((each) => each[rowKey] !== row[rowKey])));
  const longBody = (rows: readonly T[], info: BodyInfo) => (
    <LongTableBody<T>
      rows={rows}
      columns={longColumns ?? []}
      getKey={(row) => row[rowKey] as Key}
      rowHeight={LONG_ROW_HEIGHT}
      maxHeight={LONG_BODY_HEIGHT}
      selection={
        selectable
          ? { width: SELECTION_WIDTH, isSelected: (key) => selectedKeys.has(key), toggle: toggleRow }
          : undefined
      }
      emptyText={emptyText ?? t('empty')}
      label={t('rows')}
      info={info}
    />
  );

  const listPart = (
    <>
      {!ready ? (
        <Alert
          type="info"
          showIcon
          title={awaiting ?? t('requiredFilters.awaiting', { fields: listOf(waitingFor, filters, i18n.language) })}
        />
      ) : list.isError ? (
        (failure?.(list.error) ?? <LoadFailed error={list.error} retry={list.refetch} />)
      ) : (
        <>
          <BatchBar
            selected={selected}
            actions={heldBatchActions}
            onClear={() => setSelected([])}
            onDone={() => void refresh()}
          />
          <div aria-busy={rowsPending}>
            <Table<T>
              rowSelection={
                selectable
                  ? {
                      selectedRowKeys: [...selectedKeys],
                      onChange: (_keys, rows) => setSelected(rows),
                      preserveSelectedRowKeys: true,
                      // The select-all checkbox, made unreachable in the table's hidden measuring copy.
                      columnTitle: (checkbox) => <InertInHiddenCopy>{checkbox}</InertInHiddenCopy>,
                      // A long page's own body lines its checkboxes up under this width.
                      ...(long ? { columnWidth: SELECTION_WIDTH } : {}),
                    }
                  : undefined
              }
              rowKey={(row) => row[rowKey] as Key}
              className={long ? 'list-page__table--long' : 'list-page__table'}
              columns={longColumns ?? allColumns}
              dataSource={shownPage?.records ?? []}
              // The first load and a change of page, filter or sort grey the table out; the reload after a
              // save or an action updates the rows in place and leaves them clickable.
              loading={greyedOut}
              locale={{ emptyText: emptyText ?? t('empty') }}
              onChange={onTableChange}
              components={long ? { body: longBody } : undefined}
              style={long ? ({ '--list-long-row-height': `${LONG_ROW_HEIGHT}px` } as CSSProperties) : undefined}
              scroll={
                longColumns
                  ? {
                      x: totalWidth(longColumns) + (selectable ? SELECTION_WIDTH : 0),
                      y: LONG_BODY_HEIGHT,
                    }
                  : undefined
              }
              pagination={{
                current: query.current,
                pageSize: query.size,
                total: shownPage?.total ?? 0,
                pageSizeOptions: PAGE_SIZES,
                showSizeChanger: true,
                showTotal: (total) => t('total', { total }),
              }}
            />
          </div>
        </>
      )}
    </>
  );

  return (
    <Card title={<h1 className="screen-title">{title}</h1>} extra={toolbar}>
      {intro}
      {filters.length > 0 && (
        <FilterForm
          form={form}
          filters={filters}
          onSearch={onSearch}
          onReset={() => setQuery({ filters: {}, current: 1, sort: undefined })}
          exportButton={exportFile && canExport ? { exporting, onExport: () => void onExport() } : undefined}
        />
      )}
      {frame ? frame(listPart, shownPage) : listPart}
    </Card>
  );
}
