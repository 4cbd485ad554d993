import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type Mode,
  ModeSelect,
  type Symptom,
  SYMPTOM_LIMITS,
  symptomApi,
  type SymptomInput,
  symptomKeys,
  symptomProblems,
  useModeOptions,
} from '../../features/symptoms';
import { LangTags } from '../../shared/components/lang-fields/lang-tags';
import { problemRule } from '../../shared/utils/problem-rule';
import { displayName } from '../../shared/components/lang-fields/lang-names';
import { FormDrawer } from '../../shared/components/form-drawer';
import { LangFields } from '../../shared/components/lang-fields/lang-fields';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { useCreateEdit } from '../../shared/hooks/use-create-edit';
import { UserText } from '../../shared/components/user-text';
import { deleteAction, editAction } from '../../shared/components/list-page/edit-delete-actions';
import { updatedAtColumn, updatedByColumn } from '../../shared/components/list-page/audit-columns';

const SCREEN = '/content-recommend/symptoms-manager';
const action = (name: string) => `${SCREEN}:${name}`;

/** The symptoms users can log in each mode, named per content language, weighted, enabled or disabled. */
export default function SymptomsManagerScreen() {
  const { t, i18n } = useTranslation(['modecontent', 'kit']);
  const modeOptions = useModeOptions();
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<Symptom, SymptomInput>({
    create: symptomApi.create,
    update: (row, values) => symptomApi.update(row.id, values),
    queryKey: symptomKeys.all,
  });
  const rule = (field: string) => problemRule('modecontent', field, symptomProblems, t);

  const rowActions: RowAction<Symptom>[] = [
    editAction(t, { permission: action('edit'), run: startEdit }),
    {
      key: 'disable',
      label: t('symptoms.disable'),
      permission: action('status'),
      available: (row) => row.enabled,
      confirm: t('symptoms.confirmDisable'),
      success: t('kit:success.update'),
      run: (row) => symptomApi.setEnabled(row.id, false),
    },
    {
      key: 'enable',
      label: t('symptoms.enable'),
      permission: action('status'),
      available: (row) => !row.enabled,
      success: t('kit:success.update'),
      run: (row) => symptomApi.setEnabled(row.id, true),
    },
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('symptoms.confirmDelete'),
      available: (row) => !row.enabled,
      run: (row) => symptomApi.remove(row.id),
    }),
  ];

  return (
    <>
      <ListPage<Symptom>
        title={t('symptoms.title')}
        queryKey={symptomKeys.all}
        fetchPage={symptomApi.page}
        rowKey="id"
        filters={[
          { name: 'mode', label: t('mode'), options: modeOptions },
          { name: 'name', label: t('symptoms.name') },
          {
            name: 'enabled',
            label: t('symptoms.state'),
            options: [
              { label: t('symptoms.enabled'), value: 'true' },
              { label: t('symptoms.disabled'), value: 'false' },
            ],
          },
        ]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('symptoms.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          {
            title: t('symptoms.name'),
            key: 'name',
            render: (_: unknown, row) => <UserText>{displayName(row.names, i18n.language)}</UserText>,
          },
          {
            title: t('languagesColumn'),
            key: 'languages',
            render: (_: unknown, row) => <LangTags texts={row.names} field="name" />,
          },
          { title: t('mode'), dataIndex: 'mode', key: 'mode', render: (mode: Mode) => t(`modes.${mode}`) },
          { title: t('weight'), dataIndex: 'weight', key: 'weight' },
          {
            title: t('symptoms.state'),
            dataIndex: 'enabled',
            key: 'enabled',
            render: (enabled: boolean) =>
              enabled ? <Tag color="green">{t('symptoms.enabled')}</Tag> : <Tag>{t('symptoms.disabled')}</Tag>,
          },
          updatedByColumn(t('updatedBy')),
          updatedAtColumn(t('updatedAt')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<SymptomInput>
        open={editing !== null}
        width={640}
        title={
          edited ? t('symptoms.editTitle', { name: displayName(edited.names, i18n.language) }) : t('symptoms.create')
        }
        initialValues={edited ?? { weight: 0, names: {} }}
        onSubmit={save}
        onClose={close}
      >
        <Form.Item name="mode" label={t('mode')} required rules={[rule('mode')]}>
          <ModeSelect />
        </Form.Item>
        <Form.Item name="weight" label={t('weight')} extra={t('weightHint')} required rules={[rule('weight')]}>
          <InputNumber min={0} max={SYMPTOM_LIMITS.weightMax} precision={0} />
        </Form.Item>
        <LangFields
          name="names"
          fields={[{ key: 'name', label: t('symptoms.name'), maxLength: SYMPTOM_LIMITS.nameMax }]}
          requireOneComplete
        />
      </FormDrawer>
    </>
  );
}
