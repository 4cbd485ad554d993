import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../shared/components/date-range-input';
import type { ListQuery } from '../../../shared/components/list-page/list-query';
import { useFormFollowsQuery } from '../../../shared/components/list-page/use-form-follows-query';
import { problemRule } from '../../../shared/utils/problem-rule';
import { SEARCH_FIELDS, SEARCH_TEXT_MAX, searchProblems, type SearchField, type SearchInput } from '../rules';
import {
  MACHINE_STATUSES,
  REPORT_REASONS,
  REVIEW_STATUSES,
  TASK_TYPES,
  type MachineStatus,
  type TaskSource,
  type TaskType,
} from '../types';
import { PAGE_LANGUAGES } from '../../../shared/i18n/page-languages';
import { subjectKinds } from './subject-link';
import { ALL_STATUSES } from './use-review-queue';

const DAY = 'YYYY-MM-DD';
type RangeValue = [Dayjs | null, Dayjs | null] | null | undefined;
/** The search form's values: the texts as typed, the days as the range picker holds them. */
type SearchValues = Omit<Record<SearchField, string | undefined>, 'createdAt'> & { createdAt?: RangeValue };

/** The picker's days as the URL writes them (`start,end`), empty without both. */
const rangeText = (range: RangeValue) =>
  range?.[0] && range[1] ? `${range[0].format(DAY)},${range[1].format(DAY)}` : '';
const toInput = (values: Record<string, unknown>): SearchInput => ({
  ...(values as SearchInput),
  createdAt: rangeText(values.createdAt as RangeValue),
});
/** The URL's search to the form: a range the URL gets wrong is left out of the picker (the server says why). */
function toFormValues(search: SearchInput): Partial<SearchValues> {
  const { createdAt, ...texts } = search;
  const [start, end] = (createdAt ?? '').split(',').map((day) => dayjs(day, DAY, true));
  return { ...texts, ...(start?.isValid() && end?.isValid() ? { createdAt: [start, end] } : {}) };
}
/** Days after today hold no task. */
const afterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

interface QueueFiltersProps {
  status: string;
  filters: ListQuery['filters'];
  setQuery: (next: Partial<ListQuery>) => void;
  /** What the queue lists: the item ID's label names its kind (post, comment, picture, account). */
  sources: readonly TaskSource[];
  /** A queue of one task type neither shows nor filters it. */
  taskType?: TaskType;
  showMachine: boolean;
  machineStatuses?: readonly MachineStatus[];
  languageFilter: boolean;
}

/**
 * The queue's filters (in the URL): the choices apply at once; the search (task ID, item ID, author, text,
 * the days it was raised and, where reports are listed, their reason) applies with Search, after the same
 * checks the server makes, and keeps what was typed when refused. Its own component, not drawn again when
 * only the task in front changes.
 */
export const QueueFilters = memo(function QueueFilters(props: QueueFiltersProps) {
  const { status, filters, setQuery, sources, taskType, showMachine, machineStatuses, languageFilter } = props;
  const { t } = useTranslation(['review', 'kit']);
  const [form] = Form.useForm<SearchValues>();
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  // Reports are listed where posts or comments are and the queue is not one of audits only.
  const reportsListed = taskType !== 'audit' && sources.some((source) => source === 'post' || source === 'comment');
  const searchKey = SEARCH_FIELDS.map((field) => filters[field] ?? '').join('\u0000');
  // The form follows the URL's search only (a status chosen keeps what is typed and not yet searched).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `searchKey` stands for the search's content
  const search = useMemo(() => pickSearch(filters), [searchKey]);
  useFormFollowsQuery(form, search, toFormValues);
  const rule = (field: SearchField) => problemRule('review', field, searchProblems, t, toInput);
  const apply = (next: SearchInput) => {
    const kept = Object.fromEntries(
      Object.entries(filters).filter(([name]) => !(SEARCH_FIELDS as readonly string[]).includes(name)),
    );
    const given = Object.fromEntries(
      Object.entries(next)
        .map(([name, value]) => [name, (value ?? '').trim()])
        .filter(([, value]) => value !== ''),
    );
    setQuery({ filters: { ...kept, ...given }, current: 1 });
  };
  const subjectLabel = t(`filters.subject.${subjectKinds(sources).join('-')}`);

  return (
    <>
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
      <Form<SearchValues>
        form={form}
        name="review-search"
        layout="inline"
        className="list-page__filters"
        aria-label={t('filters.search')}
        onFinish={(values) => apply(toInput(values as Record<string, unknown>))}
      >
        <Form.Item name="id" label={t('filters.id')} rules={[rule('id')]}>
          <Input allowClear inputMode="numeric" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="subjectId" label={subjectLabel} rules={[rule('subjectId')]}>
          <Input allowClear inputMode="numeric" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="author" label={t('filters.author')} rules={[rule('author')]}>
          <Input allowClear maxLength={SEARCH_TEXT_MAX} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="content" label={t('filters.content')} rules={[rule('content')]}>
          <Input allowClear maxLength={SEARCH_TEXT_MAX} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="createdAt" label={t('filters.createdAt')} rules={[rule('createdAt')]}>
          <DateRangeInput
            allowEmpty={[false, false]}
            placeholder={[t('kit:dateRange.start'), t('kit:dateRange.end')]}
            disabledDate={afterToday}
          />
        </Form.Item>
        {reportsListed && (
          <Form.Item name="reason" label={t('filters.reason')} rules={[rule('reason')]}>
            <Select
              allowClear
              placeholder={t('kit:all')}
              style={{ minWidth: 160 }}
              options={options(REPORT_REASONS, 'reasons')}
            />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('kit:search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              apply({});
            }}
          >
            {t('kit:reset')}
          </Button>
        </Space>
      </Form>
    </>
  );
});

/** The URL's search fields. */
function pickSearch(filters: ListQuery['filters']): SearchInput {
  return Object.fromEntries(SEARCH_FIELDS.filter((field) => filters[field]).map((field) => [field, filters[field]]));
}
