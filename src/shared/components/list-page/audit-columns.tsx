import { Typography, type TableColumnType } from 'antd';
import { formatTime } from '../../utils/format-time';
import { UserText, userTextCell } from '../user-text';

/** A row that says who changed it last and when. */
export interface Audited {
  updatedBy?: string | null;
  updatedAt?: string | null;
}

/** Who changed the row last and when, in one column: the time, and under it who (blank before any change). */
export function updatedColumn<T extends Audited>(title: string, { sorter }: { sorter?: boolean } = {}): TableColumnType<T> {
  return {
    title,
    dataIndex: 'updatedAt',
    key: 'updatedAt',
    sorter,
    render: (_: unknown, row: T) =>
      row.updatedAt ? (
        <div>
          <bdi>{formatTime(row.updatedAt)}</bdi>
          {row.updatedBy && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              <UserText>{row.updatedBy}</UserText>
            </Typography.Text>
          )}
        </div>
      ) : (
        ''
      ),
  };
}

/** Who changed the row last, in a column of its own (a login, as its owner wrote it). */
export function updatedByColumn<T extends Audited>(title: string): TableColumnType<T> {
  return { title, dataIndex: 'updatedBy', key: 'updatedBy', render: userTextCell };
}

/** When the row was last changed, in a column of its own, to the minute. */
export function updatedAtColumn<T extends Audited>(title: string, { sorter }: { sorter?: boolean } = {}): TableColumnType<T> {
  return { title, dataIndex: 'updatedAt', key: 'updatedAt', sorter, render: (at: string | null) => formatTime(at) };
}
