import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FormValue } from './filter-values';

export interface FilterField {
  name: string;
  label: string;
  /** A text box (default) or a choice among options. */
  options?: Array<{ label: string; value: string }>;
  /** A pair of dates, kept in the URL and sent as `start,end` (YYYY-MM-DD, both days included). */
  dateRange?: boolean;
  /** Days a date range may not take (days after today, say). */
  disabledDate?: (day: Dayjs) => boolean;
  /** What an empty choice means, when the server reads it as something other than "all". */
  placeholder?: string;
  /**
   * The list loads only once this filter is given, and says so until then; the form refuses a search
   * without it (with this message, or "Enter <label>").
   */
  required?: boolean | { message: string };
  /** More checks on what is typed before a search (a user ID's form). */
  rules?: Rule[];
  /** A text box for digits: the numeric keyboard on touch screens, at most `maxLength` characters. */
  numeric?: boolean;
  maxLength?: number;
}

/** The names of the filters a list waits for. */
export const requiredNames = (filters: FilterField[]) =>
  filters.filter((filter) => filter.required).map((filter) => filter.name);

function rulesOf(filter: FilterField, missing: string): Rule[] | undefined {
  if (!filter.required) return filter.rules;
  const message = typeof filter.required === 'object' ? filter.required.message : missing;
  return [{ required: true, whitespace: !filter.dateRange && !filter.options, message }, ...(filter.rules ?? [])];
}

interface FilterFormProps {
  form: FormInstance<Record<string, FormValue>>;
  filters: FilterField[];
  onSearch: (values: Record<string, FormValue>) => void;
  onReset: () => void;
  /** The Export button, when the list offers one. */
  exportButton?: { exporting: boolean; onExport: () => void };
}

/** A list's filters (text, choice, date range; some required), with Search, Reset and Export. */
export function FilterForm({ form, filters, onSearch, onReset, exportButton }: FilterFormProps) {
  const { t } = useTranslation('kit');
  return (
    <Form
      form={form}
      name="list-filters"
      layout="inline"
      onFinish={onSearch}
      className="list-page__filters"
      aria-label={t('filters')}
    >
      {filters.map((filter) => (
        <Form.Item
          key={filter.name}
          name={filter.name}
          label={filter.label}
          rules={rulesOf(filter, t('requiredFilters.missing', { field: filter.label }))}
        >
          {filter.options ? (
            <Select
              allowClear
              options={filter.options}
              style={{ minWidth: 160 }}
              placeholder={filter.placeholder ?? t('all')}
            />
          ) : filter.dateRange ? (
            <DatePicker.RangePicker
              allowEmpty={[false, false]}
              placeholder={[t('dateRange.start'), t('dateRange.end')]}
              disabledDate={filter.disabledDate}
            />
          ) : (
            <Input
              allowClear
              inputMode={filter.numeric ? 'numeric' : undefined}
              maxLength={filter.maxLength}
            />
          )}
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('search')}
        </Button>
        <Button onClick={onReset}>{t('reset')}</Button>
        {exportButton && (
          <Button icon={<DownloadOutlined />} loading={exportButton.exporting} onClick={exportButton.onExport}>
            {t('export')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
