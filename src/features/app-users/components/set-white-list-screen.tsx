import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ListPage } from '../../../shared/components/list-page/list-page';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { userTextCell } from '../../../shared/components/user-text';
import { type UserType, WHITELIST_TYPES } from '../../../shared/types/app-user';
import { uniqueList } from '../../../shared/utils/duplicates';
import { formatTime } from '../../../shared/utils/format-time';
import { appUserKeys, whitelistApi } from '../api';
import type { FunctionType, WhitelistEntry } from '../types';
import { useRefreshAppUsers, useRefreshWhitelist } from './use-app-user-queries';
import { useUserLabels } from './use-user-labels';
import { WhitelistFields, type WhitelistFormValues } from './whitelist-fields';

const ACTION = (name: string) => `/user-manage/set-white-list:${name}`;
const TYPE_COLOURS: Record<UserType, string> = {
  official: 'gold',
  whitelist: 'blue',
  kol: 'magenta',
  general: 'default',
};

/** Whitelist accounts: official, whitelist and KOL accounts added by user IDs, with their function type. */
export function SetWhiteListScreen() {
  const { t } = useTranslation(['users', 'kit']);
  const { message } = App.useApp();
  const labels = useUserLabels();
  const [adding, setAdding] = useState(false);
  // A new form each time it opens: the drawer's form would otherwise keep the last values added.
  const [formKey, setFormKey] = useState(0);

  const afterChange = useRefreshAppUsers();
  const refreshWhitelist = useRefreshWhitelist();

  const save = async (values: WhitelistFormValues) => {
    const userIds = uniqueList(values.userIds).map(Number);
    await whitelistApi.add({ userIds, userType: values.userType, functionType: values.functionType });
    message.success(t('whitelist.added', { count: userIds.length }));
    setAdding(false);
    await refreshWhitelist();
  };

  return (
    <>
      <ListPage<WhitelistEntry>
        title={t('whitelist.title')}
        queryKey={appUserKeys.whitelist}
        fetchPage={whitelistApi.page}
        rowKey="id"
        filters={[
          { name: 'login', label: t('fields.userSearch') },
          {
            name: 'userType',
            label: t('fields.userType'),
            options: WHITELIST_TYPES.map((type) => ({ value: type, label: labels.userType(type) })),
          },
        ]}
        toolbar={
          <PermissionGate action={ACTION('add')}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setFormKey((key) => key + 1);
                setAdding(true);
              }}
            >
              {t('whitelist.add')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('fields.userId'), dataIndex: 'userId', key: 'userId', sorter: true },
          { title: t('fields.login'), dataIndex: 'login', key: 'login', render: userTextCell },
          { title: t('fields.nickname'), dataIndex: 'nickname', key: 'nickname', render: userTextCell },
          {
            title: t('fields.userType'),
            dataIndex: 'userType',
            key: 'userType',
            render: (type: UserType) => <Tag color={TYPE_COLOURS[type]}>{labels.userType(type)}</Tag>,
          },
          {
            title: t('fields.functionType'),
            dataIndex: 'functionType',
            key: 'functionType',
            render: (type: FunctionType) => t(`functionTypes.${type}`),
          },
          { title: t('fields.addedAt'), dataIndex: 'addedAt', key: 'addedAt', sorter: true, render: formatTime },
          { title: t('fields.addedBy'), dataIndex: 'addedBy', key: 'addedBy', render: userTextCell },
        ]}
        rowActions={[
          {
            key: 'remove',
            label: t('whitelist.remove'),
            permission: ACTION('remove'),
            danger: true,
            confirm: t('whitelist.confirmRemove'),
            success: t('whitelist.removed'),
            run: async (row) => {
              await whitelistApi.remove([row.id]);
              await afterChange();
            },
          },
        ]}
        batchActions={[
          {
            key: 'remove',
            label: t('whitelist.removeSelected'),
            permission: ACTION('remove'),
            danger: true,
            confirm: (count) => t('whitelist.confirmRemoveMany', { count }),
            success: t('whitelist.removed'),
            run: async (rows) => {
              await whitelistApi.remove(rows.map((row) => row.id));
              await afterChange();
            },
          },
        ]}
        exportFile={{
          permission: ACTION('export'),
          name: 'whitelist',
          columns: [
            { title: t('fields.userId'), value: (row) => row.userId },
            { title: t('fields.login'), value: (row) => row.login },
            { title: t('fields.nickname'), value: (row) => row.nickname },
            { title: t('fields.userType'), value: (row) => labels.userType(row.userType) },
            { title: t('fields.functionType'), value: (row) => t(`functionTypes.${row.functionType}`) },
            { title: t('fields.addedAt'), value: (row) => formatTime(row.addedAt) },
          ],
        }}
      />
      <FormDrawer<WhitelistFormValues>
        key={formKey}
        open={adding}
        title={t('whitelist.addTitle')}
        initialValues={{ functionType: 'full', userType: 'whitelist' }}
        onSubmit={save}
        onClose={() => setAdding(false)}
      >
        <WhitelistFields />
      </FormDrawer>
    </>
  );
}
