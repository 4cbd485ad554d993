import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, InputNumber, Row, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cacheKeyApi, cacheKeyKeys } from '../../features/app-version/api';
import { problemRule } from '../../features/app-version/components/form-rules';
import {
  SettingScopeFields,
  settingColumns,
  settingFilters,
  toggleActions,
} from '../../features/app-version/components/setting-parts';
import { LIMITS, cacheKeyProblems } from '../../features/app-version/rules';
import type { CacheKey, CacheKeyInput } from '../../features/app-version/types';
import { FormDrawer } from '../../shared/components/form-drawer';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';

type Editing = { mode: 'create' } | { mode: 'edit'; cacheKey: CacheKey } | null;

/** The keys of data the app caches on the device, how long, and the version that makes it refetch. */
export default function LocalCacheScreen() {
  const { t } = useTranslation(['version', 'kit']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: cacheKeyKeys.all });

  const save = async (values: CacheKeyInput) => {
    if (editing?.mode === 'edit') {
      await cacheKeyApi.update(editing.cacheKey.id, values);
      message.success(t('kit:success.modify'));
    } else {
      await cacheKeyApi.create(values);
      message.success(t('kit:success.create'));
    }
    setEditing(null);
    await refresh();
  };

  const rowActions: RowAction<CacheKey>[] = [
    { key: 'edit', label: t('common:edit'), run: (cacheKey) => setEditing({ mode: 'edit', cacheKey }) },
    ...toggleActions<CacheKey>(t, cacheKeyApi, t('cache.confirmDisable')),
    {
      key: 'delete',
      label: t('common:delete'),
      danger: true,
      confirm: t('cache.confirmDelete'),
      success: t('kit:success.delete'),
      run: (cacheKey) => cacheKeyApi.remove(cacheKey.id),
    },
  ];

  const rule = (field: string) => problemRule(field, cacheKeyProblems, t);
  const current = editing?.mode === 'edit' ? editing.cacheKey.cacheVersion : 1;

  return (
    <>
      <ListPage<CacheKey>
        title={t('cache.title')}
        queryKey={cacheKeyKeys.all}
        fetchPage={cacheKeyApi.page}
        rowKey="id"
        filters={settingFilters(t)}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            {t('cache.create')}
          </Button>
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
        title={editing?.mode === 'edit' ? t('cache.editTitle', { key: editing.cacheKey.key }) : t('cache.create')}
        initialValues={
          editing?.mode === 'edit'
            ? editing.cacheKey
            : { platform: 'all', cacheVersion: 1, ttlSeconds: 3600, enabled: true }
        }
        onSubmit={save}
        onClose={() => setEditing(null)}
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
