import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
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
import { strategyMachine, strategyState, type StrategyState } from '../rules';
import { type Strategy, STRATEGY_AUDIENCES, STRATEGY_SOURCES, type StrategyInput } from '../types';
import { StrategyFields } from './strategy-fields';

const ACTION = (name: string) => `/content-recommend/recommended-strategies:${name}`;

/** Recommendation strategies: per mode and audience, the feed's mix of sources and its daily limit. */
export function StrategiesScreen() {
  const { t } = useTranslation(['activities', 'kit', 'common']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<Strategy, StrategyInput>({
    create: (values) => strategyApi.create(values),
    update: (row, values) => strategyApi.update(row.id, values),
    queryKey: strategyKeys.all,
  });

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
        <StrategyFields />
      </FormDrawer>
    </>
  );
}
