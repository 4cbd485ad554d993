import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../../../tests/support/dom';
import { formatTime } from '../../utils/format-time';
import { updatedAtColumn, updatedByColumn, updatedColumn, type Audited } from './audit-columns';

type Row = Audited & { id: number };
const at = '2026-03-01T09:05:00Z';
const rows: Row[] = [
  { id: 1, updatedBy: 'mod.fatima', updatedAt: at },
  { id: 2, updatedBy: null, updatedAt: null },
];

const rowOf = (id: number) => screen.getAllByRole('row')[id];

describe('audit columns', () => {
  it('shows when a row was last changed and, under it, by whom in their own direction', () => {
    render(<Table<Row> rowKey="id" dataSource={rows} pagination={false} columns={[updatedColumn('Last change')]} />);
    expect(screen.getByRole('columnheader', { name: 'Last change' })).toBeInTheDocument();
    const changed = rowOf(1);
    expect(within(changed).getByText(formatTime(at))).toBeInTheDocument();
    expect(within(changed).getByText('mod.fatima')).toHaveAttribute('dir', 'auto');
    expect(rowOf(2).textContent).toBe('');
  });

  it('gives who and when columns of their own, a dash for a time never set', () => {
    render(
      <Table<Row>
        rowKey="id"
        dataSource={rows}
        pagination={false}
        columns={[updatedByColumn('Updated by'), updatedAtColumn('Updated', { sorter: true })]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Updated$/ })).toHaveClass('ant-table-column-has-sorters');
    expect(within(rowOf(1)).getByText('mod.fatima')).toHaveAttribute('dir', 'auto');
    expect(within(rowOf(1)).getByText(formatTime(at))).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('—')).toBeInTheDocument();
  });
});
