import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  settingColumns,
  settingFilters,
  SettingScopeFields,
  switchApi,
  switchKeys,
  toggleActions,
  VALUE_TYPES,
  type ValueType,
  type VersionSwitch,
  type VersionSwitchInput,
  versionSwitchProblems,
} from '../../features/app-version';
import { problemRule } from '../../shared/utils/problem-rule';
import { FormDrawer } from '../../shared/components/form-drawer';
import { useCreateEdit } from '../../shared/hooks/use-create-edit';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { editAction } from '../../shared/components/list-page/edit-delete-actions';

const ACTION = (name: string) => `/version-manage/version-control:${name}`;

/** Switches the app reads at start, per app and version range: a typed value under a key. */
export default function VersionControlScreen() {
  const { t } = useTranslation(['version', 'kit']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<VersionSwitch, VersionSwitchInput>({
    create: switchApi.create,
    update: (item, values) => switchApi.update(item.id, values),
    queryKey: switchKeys.all,
  });

  const rowActions: RowAction<VersionSwitch>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    ...toggleActions<VersionSwitch>(t, switchApi, t('switches.confirmDisable'), ACTION('status')),
  ];

  const rule = (field: string) => problemRule('version', field, versionSwitchProblems, t);
  const typeOptions = VALUE_TYPES.map((type) => ({ label: t(`switches.types.${type}`), value: type }));

  return (
    <>
      <ListPage<VersionSwitch>
        title={t('switches.title')}
        queryKey={switchKeys.all}
        fetchPage={switchApi.page}
        rowKey="id"
        filters={settingFilters(t)}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('switches.create')}
            </Button>
          </PermissionGate>
        }
        columns={settingColumns<VersionSwitch>(t, [
          {
            title: t('switches.value'),
            key: 'value',
            render: (_: unknown, item) => (
              // A value reads left to right; set inline, as antd's Arabic style would override a dir attribute.
              <Typography.Text code ellipsis style={{ maxWidth: 240, direction: 'ltr', unicodeBidi: 'isolate' }}>
                <bdi dir="ltr">{item.value}</bdi>
              </Typography.Text>
            ),
          },
          {
            title: t('switches.valueType'),
            dataIndex: 'valueType',
            key: 'valueType',
            // A type's name may be Latin in every language (JSON): isolated, it keeps its place in Arabic.
            render: (type: ValueType) => <bdi>{t(`switches.types.${type}`)}</bdi>,
          },
        ])}
        rowActions={rowActions}
      />
      <FormDrawer<VersionSwitchInput>
        open={editing !== null}
        title={edited ? t('switches.editTitle', { key: edited.key }) : t('switches.create')}
        initialValues={edited ? edited : { platform: 'all', valueType: 'boolean', value: 'true', enabled: true }}
        onSubmit={save}
        onClose={close}
      >
        <SettingScopeFields t={t} problemsOf={versionSwitchProblems} />
        <Form.Item name="valueType" label={t('switches.valueType')} required rules={[rule('valueType')]}>
          <Select options={typeOptions} />
        </Form.Item>
        <Form.Item noStyle dependencies={['valueType']}>
          {({ getFieldValue }) => {
            const type = getFieldValue('valueType') as ValueType;
            return (
              <Form.Item
                name="value"
                label={t('switches.value')}
                extra={t(`switches.hints.${type}`, { defaultValue: '' })}
                dependencies={['valueType']}
                required={type !== 'string'}
                rules={[rule('value')]}
              >
                {type === 'boolean' ? (
                  <Select
                    options={[
                      { label: 'true', value: 'true' },
                      { label: 'false', value: 'false' },
                    ]}
                  />
                ) : type === 'json' ? (
                  <Input.TextArea rows={4} dir="ltr" spellCheck={false} />
                ) : (
                  <Input dir="ltr" autoComplete="off" />
                )}
              </Form.Item>
            );
          }}
        </Form.Item>
        {editing?.mode === 'create' && (
          <Form.Item name="enabled" label={t('settings.enabledOnSave')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </FormDrawer>
    </>
  );
}
