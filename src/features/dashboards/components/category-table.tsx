import { Table, type TableColumnsType } from 'antd';
import type { CategoryBars } from '../chart-option';
import type { Formats } from '../format';

interface CategoryRow {
  key: number;
  category: string;
  values: number[];
  total: number;
}

interface CategoryTableProps {
  bars: CategoryBars;
  formats: Pick<Formats, 'number'>;
  /** The table's name (its region and title). */
  caption: string;
  /** The first column's heading (what the categories are). */
  categoryTitle: string;
  totalTitle: string;
  loading?: boolean;
}

/**
 * A category bar chart's numbers as a table, one row a category, one column a series, and the total: for
 * screen readers, and to copy numbers from (the time charts' counterpart is DashboardTable).
 */
export function CategoryTable({ bars, formats, caption, categoryTitle, totalTitle, loading }: CategoryTableProps) {
  const rows: CategoryRow[] = bars.categories.map((category, index) => {
    const values = bars.series.map((series) => series.data[index] ?? 0);
    return { key: index, category, values, total: values.reduce((sum, value) => sum + value, 0) };
  });
  const columns: TableColumnsType<CategoryRow> = [
    { key: 'category', title: categoryTitle, dataIndex: 'category' },
    ...bars.series.map((series, index) => ({
      key: `series-${index}`,
      title: series.name,
      align: 'end' as const,
      render: (_: unknown, row: CategoryRow) => formats.number(row.values[index]),
    })),
    { key: 'total', title: totalTitle, align: 'end', render: (_, row) => formats.number(row.total) },
  ];
  return (
    <div className="dashboard__table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <Table<CategoryRow>
        className="dashboard__table"
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        loading={loading}
        title={() => caption}
        pagination={false}
      />
    </div>
  );
}
