import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Progress, Row, Select, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { problemRule } from '../../../shared/utils/problem-rule';
import { APP_MODES } from '../../../shared/types/app-mode';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedColumn } from '../../../shared/components/list-page/audit-columns';
import { strategyApi, strategyKeys } from '../api';
import { STRATEGY_LIMITS, strategyMachine, strategyProblems, strategyState, type StrategyState } from '../rules';
import { type Strategy, STRATEGY_AUDIENCES, STRATEGY_SOURCES, type StrategyInput } from '../types';

const ACTION = (name: string) => `/content-recommend/recommended-strategies:${name}`;

/** Recommendation strategies: per mode and audience, the feed's mix of sources and its daily limit. */
export function StrategiesScreen() {
  const { t } = useTranslation(['activities', 'kit', 'common']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<Strategy, StrategyInput>({
    create: (values) => strategyApi.create(values),
    update: (row, values) => strategyApi.update(row.id, values),
    queryKey: strategyKeys.all,
  });
  const rule = (field: string) => problemRule('activities', field, strategyProblems, t);
  const weightPaths = STRATEGY_SOURCES.map((source) => ['weights', source]);

  const rowActions: RowAction<Strategy>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    {
      key: 'enable',
      label: t('strategies.enable'),
      permission: ACTION('status'),
      available: strategyMachine.offers('enable', strategyState),
      success: t('strategies.enabled'),
      run: (row) => strategyApi.enable(row.id),
    },
    {
      key: 'disable',
      label: t('strategies.disable'),
      permission: ACTION('status'),
      danger: true,
      available: strategyMachine.offers('disable', strategyState),
      confirm: t('strategies.confirmDisable'),
      success: t('strategies.disabled'),
      run: (row) => strategyApi.disable(row.id),
    },
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('strategies.confirmDelete'),
      available: strategyMachine.offers('delete', strategyState),
      run: (row) => strategyApi.remove(row.id),
    }),
  ];

  return (
    <>
      <ListPage<Strategy>
        title={t('strategies.title')}
        queryKey={strategyKeys.all}
        fetchPage={strategyApi.page}
        rowKey="id"
        filters={[
          { name: 'name', label: t('strategies.name') },
          {
            name: 'mode',
            label: t('fields.mode'),
            options: APP_MODES.map((value) => ({ value, label: t(`modes.${value}`) })),
          },
          {
            name: 'audience',
            label: t('strategies.audience'),
            options: STRATEGY_AUDIENCES.map((value) => ({ value, label: t(`strategies.audiences.${value}`) })),
          },
          {
            name: 'state',
            label: t('fields.status'),
            options: (['enabled', 'disabled'] as const).map((value) => ({
              value,
              label: t(`strategies.state.${value}`),
            })),
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('strategies.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id' },
          {
            title: t('strategies.name'),
            dataIndex: 'name',
            key: 'name',
            render: (name: string) => <UserText>{name}</UserText>,
          },
          { title: t('fields.mode'), dataIndex: 'mode', key: 'mode', render: (mode: string) => t(`modes.${mode}`) },
          {
            title: t('strategies.audience'),
            dataIndex: 'audience',
            key: 'audience',
            render: (audience: string) => t(`strategies.audiences.${audience}`),
          },
          {
            title: t('strategies.mix'),
            key: 'mix',
            render: (_: unknown, row: Strategy) => (
              <Space size={4} wrap>
                {STRATEGY_SOURCES.map((source) => (
                  <Tag key={source}>
                    {t('strategies.share', { source: t(`strategies.sources.${source}`), percent: row.weights[source] })}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t('strategies.dailyLimit'), dataIndex: 'dailyLimit', key: 'dailyLimit' },
          {
            title: t('fields.status'),
            key: 'state',
            render: (_: unknown, row: Strategy) => (
              <StatusTag machine={strategyMachine} state={strategyState(row) as StrategyState} />
            ),
          },
          updatedColumn(t('fields.updated')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<StrategyInput>
        open={editing !== null}
        title={edited ? t('strategies.editTitle', { name: edited.name }) : t('strategies.create')}
        initialValues={
          edited ?? {
            mode: 'period',
            audience: 'all',
            weights: { articles: 40, posts: 40, activities: 20 },
            dailyLimit: 10,
          }
        }
        onSubmit={save}
        onClose={close}
      >
        <Form.Item name="name" label={t('strategies.name')} required rules={[rule('name')]}>
          <Input dir="auto" maxLength={STRATEGY_LIMITS.nameMax} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="mode" label={t('fields.mode')} required rules={[rule('mode')]}>
              <Select options={APP_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="audience" label={t('strategies.audience')} required rules={[rule('audience')]}>
              <Select
                options={STRATEGY_AUDIENCES.map((value) => ({ value, label: t(`strategies.audiences.${value}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {STRATEGY_SOURCES.map((source) => (
            <Col xs={24} sm={8} key={source}>
              <Form.Item
                name={['weights', source]}
                label={t('strategies.weight', { source: t(`strategies.sources.${source}`) })}
                required
                dependencies={weightPaths.filter((path) => path[1] !== source)}
                rules={[rule(`weights.${source}`)]}
              >
                <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item noStyle shouldUpdate>
          {(form) => {
            const weights = (form.getFieldValue('weights') ?? {}) as Partial<Record<string, number>>;
            const total = STRATEGY_SOURCES.reduce((sum, source) => sum + (weights[source] ?? 0), 0);
            return (
              <Tooltip title={t('strategies.totalHint')}>
                <Progress
                  percent={Math.min(total, 100)}
                  status={total === 100 ? 'success' : 'exception'}
                  format={() => t('strategies.total', { sum: total })}
                  aria-label={t('strategies.total', { sum: total })}
                  style={{ marginBottom: 16 }}
                />
              </Tooltip>
            );
          }}
        </Form.Item>
        <Form.Item
          name="dailyLimit"
          label={t('strategies.dailyLimit')}
          extra={t('strategies.dailyLimitHint', { ...STRATEGY_LIMITS })}
          required
          rules={[rule('dailyLimit')]}
        >
          <InputNumber
            min={STRATEGY_LIMITS.dailyMin}
            max={STRATEGY_LIMITS.dailyMax}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </FormDrawer>
    </>
  );
}
