import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { problemRule } from '../../../shared/utils/problem-rule';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { CONTENT_LANGUAGES } from '../../../shared/components/lang-fields/content-languages';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedColumn } from '../../../shared/components/list-page/audit-columns';
import { healthActivityKeys, legacyActivityApi } from '../api';
import { legacyMachine, legacyProblems, LIMITS } from '../rules';
import { LEGACY_STATUSES, type LegacyActivity, type LegacyActivityInput } from '../types';
import { ActivityLink } from './activity-link';

const ACTION = (name: string) => `/content-recommend/health-activity:${name}`;
const stateOf = (row: LegacyActivity) => row.status;

/**
 * Health activities, old version: the list older app versions read. One title in one content language and
 * one link per row, ordered by weight; at most ten online at once (the old carousel's size).
 */
export function LegacyActivitiesScreen() {
  const { t } = useTranslation(['activities', 'kit', 'common']);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<LegacyActivity, LegacyActivityInput>({
    create: (values) => legacyActivityApi.create(values),
    update: (row, values) => legacyActivityApi.update(row.id, values),
    queryKey: healthActivityKeys.legacy,
  });
  const languageName = (code: string) => t(`kit:langFields.languages.${code}`);
  const rule = (field: string) => problemRule('activities', field, legacyProblems, t);

  const rowActions: RowAction<LegacyActivity>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    {
      key: 'online',
      label: t('legacy.online'),
      permission: ACTION('status'),
      available: legacyMachine.offers('online', stateOf),
      success: t('legacy.wentOnline'),
      run: (row) => legacyActivityApi.online(row.id),
    },
    {
      key: 'offline',
      label: t('legacy.offline'),
      permission: ACTION('status'),
      danger: true,
      available: legacyMachine.offers('offline', stateOf),
      confirm: t('legacy.confirmOffline'),
      success: t('legacy.wentOffline'),
      run: (row) => legacyActivityApi.offline(row.id),
    },
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('legacy.confirmDelete'),
      available: legacyMachine.offers('delete', stateOf),
      run: (row) => legacyActivityApi.remove(row.id),
    }),
  ];

  return (
    <>
      <ListPage<LegacyActivity>
        title={t('legacy.title')}
        queryKey={healthActivityKeys.legacy}
        fetchPage={legacyActivityApi.page}
        rowKey="id"
        filters={[
          { name: 'title', label: t('fields.title') },
          {
            name: 'language',
            label: t('fields.language'),
            options: CONTENT_LANGUAGES.map((value) => ({ value, label: languageName(value) })),
          },
          {
            name: 'status',
            label: t('fields.status'),
            options: LEGACY_STATUSES.map((value) => ({ value, label: t(`legacy.status.${value}`) })),
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('legacy.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('fields.id'), dataIndex: 'id', key: 'id' },
          {
            title: t('fields.title'),
            dataIndex: 'title',
            key: 'title',
            render: (title: string) => <UserText>{title}</UserText>,
          },
          {
            title: t('fields.language'),
            dataIndex: 'language',
            key: 'language',
            render: (code: string) => <Tag>{languageName(code)}</Tag>,
          },
          {
            title: t('fields.link'),
            dataIndex: 'link',
            key: 'link',
            render: (link: string) => <ActivityLink link={link} />,
          },
          { title: t('fields.sort'), dataIndex: 'sort', key: 'sort' },
          {
            title: t('fields.status'),
            dataIndex: 'status',
            key: 'status',
            render: (status: LegacyActivity['status']) => <StatusTag machine={legacyMachine} state={status} />,
          },
          updatedColumn(t('fields.updated')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<LegacyActivityInput>
        open={editing !== null}
        title={edited ? t('legacy.editTitle', { id: edited.id }) : t('legacy.create')}
        initialValues={edited ?? { language: 'en', sort: 0 }}
        onSubmit={save}
        onClose={close}
      >
        <Form.Item name="title" label={t('fields.title')} required rules={[rule('title')]}>
          <Input dir="auto" maxLength={LIMITS.titleMax} showCount />
        </Form.Item>
        <Form.Item name="language" label={t('fields.language')} required rules={[rule('language')]}>
          <Select options={CONTENT_LANGUAGES.map((value) => ({ value, label: languageName(value) }))} />
        </Form.Item>
        <Form.Item name="link" label={t('fields.link')} extra={t('fields.linkHint')} required rules={[rule('link')]}>
          <Input dir="ltr" autoComplete="off" placeholder="/activity/walking-21" />
        </Form.Item>
        <Form.Item name="sort" label={t('fields.sort')} extra={t('fields.sortHint')} required rules={[rule('sort')]}>
          <InputNumber precision={0} min={0} max={LIMITS.sortMax} style={{ width: '100%' }} />
        </Form.Item>
      </FormDrawer>
    </>
  );
}
