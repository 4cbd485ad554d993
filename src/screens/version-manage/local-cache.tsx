import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type CacheKey,
  cacheKeyApi,
  type CacheKeyInput,
  cacheKeyKeys,
  cacheKeyProblems,
  LIMITS,
  settingColumns,
  settingFilters,
  SettingScopeFields,
  toggleActions,
} from '../../features/app-version';
import { problemRule } from '../../shared/utils/problem-rule';
import { FormDrawer } from '../../shared/components/form-drawer';
import { useCreateEdit } from '../../shared/hooks/use-create-edit';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { deleteAction, editAction } from '../../shared/components/list-page/edit-delete-actions';

const ACTION = (name: string) => `/version-manage/local-cache:${name}`;

/** The keys of data the app caches on the device, how long, and the version that makes it refetch. */
export default function LocalCacheScreen() {
  const { t } = useTranslation(['version', 'kit']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<CacheKey, CacheKeyInput>({
    create: cacheKeyApi.create,
    update: (cacheKey, values) => cacheKeyApi.update(cacheKey.id, values),
    queryKey: cacheKeyKeys.all,
  });

  const rowActions: RowAction<CacheKey>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    ...toggleActions<CacheKey>(t, cacheKeyApi, t('cache.confirmDisable'), ACTION('status')),
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('cache.confirmDelete'),
      run: (cacheKey) => cacheKeyApi.remove(cacheKey.id),
    }),
  ];

  const rule = (field: string) => problemRule('version', field, cacheKeyProblems, t);
  const current = edited?.cacheVersion ?? 1;

  return (
    <>
      <ListPage<CacheKey>
        title={t('cache.title')}
        queryKey={cacheKeyKeys.all}
        fetchPage={cacheKeyApi.page}
        rowKey="id"
        filters={settingFilters(t)}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('cache.create')}
            </Button>
          </PermissionGate>
        }
        columns={settingColumns<CacheKey>(t, [
          { title: t('cache.cacheVersion'), dataIndex: 'cacheVersion', key: 'cacheVersion', sorter: true },
          {
            title: t('cache.ttl'),
            dataIndex: 'ttlSeconds',
            key: 'ttlSeconds',
            render: (seconds: number) => (seconds === 0 ? t('cache.noExpiry') : t('cache.seconds', { count: seconds })),
          },
        ])}
        rowActions={rowActions}
      />
      <FormDrawer<CacheKeyInput>
        open={editing !== null}
        title={edited ? t('cache.editTitle', { key: edited.key }) : t('cache.create')}
        initialValues={edited ? edited : { platform: 'all', cacheVersion: 1, ttlSeconds: 3600, enabled: true }}
        onSubmit={save}
        onClose={close}
      >
        <SettingScopeFields t={t} problemsOf={cacheKeyProblems} />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="cacheVersion"
              label={t('cache.cacheVersion')}
              extra={t('cache.cacheVersionHint')}
              required
              rules={[
                rule('cacheVersion'),
                {
                  validator: (_rule, value: number | null) =>
                    typeof value === 'number' && value < current
                      ? Promise.reject(new Error(t('cache.versionDown', { current })))
                      : Promise.resolve(),
                },
              ]}
            >
              <InputNumber min={1} max={LIMITS.cacheVersionMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="ttlSeconds"
              label={t('cache.ttl')}
              extra={t('cache.ttlHint')}
              required
              rules={[rule('ttlSeconds')]}
            >
              <InputNumber min={0} max={LIMITS.ttlMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        {editing?.mode === 'create' && (
          <Form.Item name="enabled" label={t('settings.enabledOnSave')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </FormDrawer>
    </>
  );
}
