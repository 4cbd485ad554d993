import { Form, Select } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../../../shared/components/list-page/list-query';
import { MACHINE_STATUSES, REVIEW_STATUSES, TASK_TYPES, type MachineStatus, type TaskType } from '../types';
import { PAGE_LANGUAGES } from '../../../shared/i18n/page-languages';
import { ALL_STATUSES } from './use-review-queue';

interface QueueFiltersProps {
  status: string;
  filters: ListQuery['filters'];
  setQuery: (next: Partial<ListQuery>) => void;
  /** A queue of one task type neither shows nor filters it. */
  taskType?: TaskType;
  showMachine: boolean;
  machineStatuses?: readonly MachineStatus[];
  languageFilter: boolean;
}

/** The queue's filters (in the URL): its own component, not drawn again when only the task in front changes. */
export const QueueFilters = memo(function QueueFilters(props: QueueFiltersProps) {
  const { status, filters, setQuery, taskType, showMachine, machineStatuses, languageFilter } = props;
  const { t } = useTranslation(['review', 'kit']);
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <Form layout="inline" className="list-page__filters" aria-label={t('kit:filters')}>
      <Form.Item label={t('columns.status')}>
        <Select
          aria-label={t('columns.status')}
          style={{ minWidth: 160 }}
          value={status}
          onChange={(value: string) => setQuery({ filters: { ...filters, status: value }, current: 1 })}
          options={[...options(REVIEW_STATUSES, 'status'), { value: ALL_STATUSES, label: t('kit:all') }]}
        />
      </Form.Item>
      {(
        [
          ...(taskType ? [] : [['type', TASK_TYPES, 'types'] as const]),
          ...(showMachine ? [['machineStatus', machineStatuses ?? MACHINE_STATUSES, 'machine'] as const] : []),
          ...(languageFilter ? [['language', PAGE_LANGUAGES, 'languages'] as const] : []),
        ] as const
      ).map(([name, values, prefix]) => (
        <Form.Item key={name} label={t(`filters.${name}`)}>
          <Select
            aria-label={t(`filters.${name}`)}
            allowClear
            placeholder={t('kit:all')}
            style={{ minWidth: 140 }}
            value={filters[name]}
            onChange={(value?: string) => setQuery({ filters: { ...filters, [name]: value ?? '' }, current: 1 })}
            options={options(values, prefix)}
          />
        </Form.Item>
      ))}
    </Form>
  );
});
