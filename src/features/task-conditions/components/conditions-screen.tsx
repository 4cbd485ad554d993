import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { problemRule } from '../../../shared/utils/problem-rule';
import { conditionApi, conditionKeys } from '../api';
import { CONDITION_LIMITS, conditionProblems } from '../rules';
import {
  CONDITIONS_SCREEN,
  CONDITION_TYPES,
  CONDITION_WINDOWS,
  type ConditionType,
  type ConditionWindow,
  type TaskCondition,
  type TaskConditionInput,
} from '../types';
import { conditionSummary, UsageTags } from './condition-summary';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedColumn } from '../../../shared/components/list-page/audit-columns';

const action = (name: string) => `${CONDITIONS_SCREEN}:${name}`;

/**
 * The task conditions (task-system/task-conditions): what a user must do, how many times, over which
 * window; medals and tasks name them. Each row says where it is used; the mock refuses deleting or
 * renaming a condition in use and says where.
 */
export function ConditionsScreen() {
  const { t } = useTranslation(['medals', 'kit']);
  const queryKey = conditionKeys.all;
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<TaskCondition, TaskConditionInput>({
    create: (values) => conditionApi.create(values),
    update: (row, values) => conditionApi.update(row.id, values),
    queryKey,
  });
  const rule = (field: string) => problemRule('medals', field, conditionProblems, t);
  const typeOptions = CONDITION_TYPES.map((type) => ({ value: type, label: t(`conditions.types.${type}`) }));
  const windowOptions = CONDITION_WINDOWS.map((window) => ({
    value: window,
    label: t(`conditions.windows.${window}`),
  }));

  const rowActions: RowAction<TaskCondition>[] = [
    editAction(t, { permission: action('edit'), run: startEdit }),
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('conditions.confirmDelete'),
      run: (row) => conditionApi.remove(row.id),
    }),
  ];

  return (
    <>
      <ListPage<TaskCondition>
        title={t('conditions.title')}
        queryKey={queryKey}
        fetchPage={(params, options) => conditionApi.page(params, options)}
        rowKey="id"
        filters={[
          { name: 'name', label: t('conditions.name') },
          { name: 'type', label: t('conditions.type'), options: typeOptions },
          { name: 'window', label: t('conditions.window'), options: windowOptions },
          {
            name: 'used',
            label: t('conditions.usedBy'),
            options: (['used', 'unused'] as const).map((value) => ({
              value,
              label: t(`conditions.usedFilter.${value}`),
            })),
          },
        ]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('conditions.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('conditions.id'), dataIndex: 'id', key: 'id', width: 70 },
          {
            title: t('conditions.name'),
            dataIndex: 'name',
            key: 'name',
            render: (name: string) => <UserText>{name}</UserText>,
          },
          {
            title: t('conditions.rule'),
            key: 'rule',
            render: (_: unknown, row) => conditionSummary(t, row),
          },
          {
            title: t('conditions.description'),
            dataIndex: 'description',
            key: 'description',
            render: (text: string) => <UserText>{text}</UserText>,
          },
          {
            title: t('conditions.usedBy'),
            key: 'usedBy',
            render: (_: unknown, row) => <UsageTags uses={row.usedBy} />,
          },
          updatedColumn(t('conditions.updated')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<TaskConditionInput>
        open={editing !== null}
        width={560}
        title={edited ? t('conditions.editTitle') : t('conditions.create')}
        initialValues={
          edited
            ? {
                name: edited.name,
                type: edited.type,
                threshold: edited.threshold,
                window: edited.window,
                description: edited.description,
              }
            : { threshold: 1, window: 'lifetime' as ConditionWindow, description: '' }
        }
        onSubmit={save}
        onClose={close}
      >
        {edited && edited.usedBy.length > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('conditions.inUseNotice', { count: edited.usedBy.length })}
            description={<UsageTags uses={edited.usedBy} />}
          />
        )}
        <Form.Item
          name="name"
          label={t('conditions.name')}
          extra={t('conditions.nameHint')}
          required
          rules={[rule('name')]}
        >
          <Input dir="auto" autoComplete="off" maxLength={CONDITION_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item name="type" label={t('conditions.type')} required rules={[rule('type')]}>
          <Select<ConditionType> options={typeOptions} placeholder={t('conditions.chooseType')} />
        </Form.Item>
        <Form.Item name="window" label={t('conditions.window')} required rules={[rule('window')]}>
          <Select<ConditionWindow> options={windowOptions} />
        </Form.Item>
        <Form.Item
          name="threshold"
          label={t('conditions.threshold')}
          extra={t('conditions.thresholdHint')}
          required
          dependencies={['type', 'window']}
          rules={[rule('threshold')]}
        >
          <InputNumber min={1} max={CONDITION_LIMITS.thresholdMax} precision={0} />
        </Form.Item>
        <Form.Item name="description" label={t('conditions.description')} rules={[rule('description')]}>
          <Input.TextArea dir="auto" rows={3} maxLength={CONDITION_LIMITS.descriptionMax} showCount />
        </Form.Item>
      </FormDrawer>
    </>
  );
}
