import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Select, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createIdChecker, IdListInput, useIdListRules } from '../../../shared/components/id-list-input';
import { useMenuStore } from '../../../shared/stores/menu-store';
import { postApi, postKeys } from '../api';
import { BATCH_MAX, POST_ID_PATTERN, SCREEN_OPERATIONS, type PostOperation } from '../rules';
import type { BatchItemResult } from '../types';
import { permissionOf } from './use-post-actions';

const SCREEN = 'portable-operation';
const OUTCOME_COLOUR = { done: 'green', refused: 'orange', notFound: 'red' } as const;

interface Values {
  operation: PostOperation;
  ids: string[];
}

/**
 * portable-operation: one operation over a list of post IDs typed or pasted with semicolons; the IDs
 * must exist and not repeat; the answer lists every ID with what happened to it.
 */
export function PortableOperation() {
  const { t } = useTranslation('posts');
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const held = useMenuStore((state) => state.actions);
  const [form] = Form.useForm<Values>();
  const checker = useMemo(() => createIdChecker((ids) => postApi.unknownIds(ids)), []);
  const idRules = useIdListRules({
    checker,
    refuseRepeats: true,
    pattern: POST_ID_PATTERN,
    max: BATCH_MAX,
    unknownMessage: (ids) => t('portable.unknown', { ids }),
  });
  const [results, setResults] = useState<BatchItemResult[] | null>(null);
  const operations = (SCREEN_OPERATIONS[SCREEN] as readonly PostOperation[]).filter((operation) =>
    held.includes(permissionOf(SCREEN, operation)),
  );
  const run = useMutation({
    mutationFn: (values: Values) => postApi.batch(values.operation, values.ids),
    onSuccess: (answer) => {
      setResults(answer);
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });

  const onFinish = (values: Values) => {
    modal.confirm({
      title: t('portable.confirm', { operation: t(`operation.${values.operation}`), count: values.ids.length }),
      // The spec: featuring cannot be withdrawn, so the bulk question says so as the single one does.
      content: values.operation === 'feature' ? t('portable.featureFinal') : undefined,
      okText: t('portable.run'),
      onOk: () => run.mutateAsync(values).catch(() => undefined),
    });
  };
  const count = (outcome: BatchItemResult['outcome']) => results?.filter((row) => row.outcome === outcome).length ?? 0;

  return (
    <Card title={<h1 className="screen-title">{t('screens.portable-operation')}</h1>}>
      <p>{t('portable.intro')}</p>
      <Form<Values>
        form={form}
        name="portable-operation"
        layout="vertical"
        onFinish={onFinish}
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          name="operation"
          label={t('fields.operation')}
          rules={[{ required: true, message: t('portable.noOperation') }]}
        >
          <Select options={operations.map((value) => ({ value, label: t(`operation.${value}`) }))} />
        </Form.Item>
        <Form.Item name="ids" label={t('fields.postIds')} rules={idRules} validateDebounce={300}>
          <IdListInput
            checker={checker}
            refuseRepeats
            pattern={POST_ID_PATTERN}
            max={BATCH_MAX}
            placeholder={t('portable.placeholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={run.isPending} disabled={operations.length === 0}>
          {t('portable.run')}
        </Button>
      </Form>
      {results && (
        <section aria-label={t('portable.results')} style={{ marginTop: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('portable.results')}
          </Typography.Title>
          <p role="status">
            {t('portable.summary', { done: count('done'), refused: count('refused'), notFound: count('notFound') })}
          </p>
          <Table<BatchItemResult>
            rowKey="id"
            size="small"
            dataSource={results}
            pagination={results.length > 50 ? { pageSize: 50 } : false}
            columns={[
              { title: t('fields.id'), dataIndex: 'id', key: 'id' },
              {
                title: t('fields.outcome'),
                dataIndex: 'outcome',
                key: 'outcome',
                render: (outcome: BatchItemResult['outcome'], row) => (
                  <>
                    <Tag color={OUTCOME_COLOUR[outcome]}>{t(`portable.${outcome}`)}</Tag>
                    {row.reason && t(row.reason)}
                  </>
                ),
              },
            ]}
          />
        </section>
      )}
    </Card>
  );
}
