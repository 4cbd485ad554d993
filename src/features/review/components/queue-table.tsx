import { Table, type TableColumnsType, type TableProps } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueTask } from '../types';

interface QueueTableProps {
  tasks: QueueTask[];
  /** The task in front of the moderator: its row is marked. */
  activeId: number | undefined;
  columns: TableColumnsType<QueueTask>;
  loading: boolean;
  /** The selected tasks' ids; null where the moderator cannot decide (no selection then). */
  selected: number[] | null;
  onSelect: (ids: number[]) => void;
  /** Puts this task in front of the moderator. */
  onOpen: (id: number) => void;
  current: number;
  size: number;
  total: number;
  onPage: (current: number, size: number) => void;
}

/**
 * The queue's page of tasks. Its own component, drawn only when what it shows changes: a key that moves
 * the panel on does not wait for the table to be drawn again (the queue hands it its rows deferred).
 */
export const QueueTable = memo(function QueueTable(props: QueueTableProps) {
  const { tasks, activeId, columns, loading, selected, onSelect, onOpen, current, size, total, onPage } = props;
  const { t } = useTranslation(['review', 'kit']);
  const rowSelection = useMemo<TableProps<QueueTask>['rowSelection']>(
    () => (selected ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys as number[]) } : undefined),
    [selected, onSelect],
  );
  return (
    <Table<QueueTask>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={tasks}
      loading={loading}
      locale={{ emptyText: t('empty') }}
      rowSelection={rowSelection}
      rowClassName={(task) => (task.id === activeId ? 'review-queue__row--active' : '')}
      onRow={(task) => ({
        onClick: () => onOpen(task.id),
        'aria-current': task.id === activeId ? 'true' : undefined,
      })}
      pagination={{
        current,
        pageSize: size,
        total,
        showSizeChanger: true,
        showTotal: (count) => t('kit:total', { total: count }),
        onChange: onPage,
      }}
    />
  );
});
