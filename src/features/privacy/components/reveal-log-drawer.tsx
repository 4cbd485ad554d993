import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Drawer, Form, Input, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/components/query-state';
import { revealApi, revealKeys, type RevealRecord } from '../../../shared/privacy/reveal-api';
import { UserText } from '../../../shared/components/user-text';

interface Filters {
  adminLogin?: string;
  time?: [Dayjs, Dayjs] | null;
}

const DAY = 'YYYY-MM-DD';

/** The filters as the endpoint reads them. */
function paramsOf(filters: Filters, current: number, size: number): Record<string, string | number> {
  const params: Record<string, string | number> = { current, size };
  const login = filters.adminLogin?.trim();
  if (login) params.adminLogin = login;
  if (filters.time) params.time = `${filters.time[0].format(DAY)},${filters.time[1].format(DAY)}`;
  return params;
}

/**
 * The audit of personal data reveals: who saw which record's phone, e-mail or device ID in full, why and
 * when, newest first; filtered by the admin's login and the days. Read from the server each time it opens.
 */
export function RevealLogDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['privacy', 'kit']);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const params = paramsOf(filters, page.current, page.size);
  const reveals = useQuery({
    queryKey: [...revealKeys.reveals, params],
    queryFn: ({ signal }) => revealApi.reveals(params, { signal }),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const search = (values: Filters) => {
    setFilters(values);
    setPage((previous) => ({ ...previous, current: 1 }));
  };
  const reset = () => {
    form.resetFields();
    search({});
  };

  return (
    <Drawer open={open} title={t('log.title')} size={960} onClose={onClose} destroyOnHidden>
      <Form<Filters>
        form={form}
        name="reveal-log-filters"
        layout="inline"
        onFinish={search}
        aria-label={t('log.filters')}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="adminLogin" label={t('log.adminLogin')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="time" label={t('log.time')}>
          <DatePicker.RangePicker
            allowEmpty={[false, false]}
            placeholder={[t('kit:dateRange.start'), t('kit:dateRange.end')]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('kit:search')}
          </Button>
          <Button onClick={reset}>{t('kit:reset')}</Button>
        </Space>
      </Form>
      <QueryState query={reveals}>
        <Table<RevealRecord>
          rowKey="id"
          size="small"
          loading={reveals.isFetching}
          dataSource={reveals.data?.records ?? []}
          locale={{ emptyText: t('kit:empty') }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: reveals.data?.total ?? 0,
            showTotal: (total) => t('kit:total', { total }),
            onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
          }}
          columns={[
            {
              title: t('log.columns.time'),
              dataIndex: 'time',
              key: 'time',
              render: (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm:ss'),
            },
            { title: t('log.columns.admin'), dataIndex: 'adminLogin', key: 'adminLogin' },
            {
              title: t('log.columns.record'),
              key: 'record',
              render: (_: unknown, row) => t('log.record', { entity: t(`entities.${row.entity}`), id: row.entityId }),
            },
            {
              title: t('log.columns.field'),
              dataIndex: 'field',
              key: 'field',
              render: (field: string) => t(`fields.${field}`, { defaultValue: field }),
            },
            {
              title: t('log.columns.reason'),
              dataIndex: 'reason',
              key: 'reason',
              render: (reason: string) => <UserText>{reason}</UserText>,
            },
          ]}
        />
      </QueryState>
    </Drawer>
  );
}
