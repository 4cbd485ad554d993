import { AuditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RevealLogDrawer } from '../../privacy';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { ListPage } from '../../../shared/components/list-page/list-page';
import { MaskedValue } from '../../../shared/components/masked-value/masked-value';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { UserText, userTextCell } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { accountApi, accountKeys } from '../api';
import type { AccountInput, AdminAccount } from '../types';
import { AccountFields } from './account-fields';
import { useRoleOptions } from './use-permission-queries';

const ACTION = (name: string) => `/permissions-manage/account:${name}`;

/** Admin accounts of the console: who may sign in, with which roles. */
export function AccountScreen() {
  const { t } = useTranslation(['permissions', 'kit', 'privacy']);
  const { modal } = App.useApp();
  const [showingReveals, setShowingReveals] = useState(false);
  const roles = useRoleOptions();
  const roleName = (id: number) => roles.data?.find((role) => role.id === id)?.name ?? `#${id}`;
  const roleOptions = (roles.data ?? []).map((role) => ({ label: role.name, value: role.id }));

  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<AdminAccount, AccountInput>({
    create: accountApi.create,
    update: (account, values) => accountApi.update(account.id, values),
    queryKey: accountKeys.all,
  });

  const rowActions: RowAction<AdminAccount>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    {
      key: 'disable',
      label: t('account.disable'),
      permission: ACTION('edit'),
      available: (account) => account.activated,
      confirm: t('account.confirmDisable'),
      run: (account) => accountApi.setActivated(account.id, false),
    },
    {
      key: 'enable',
      label: t('account.enable'),
      permission: ACTION('edit'),
      available: (account) => !account.activated,
      run: (account) => accountApi.setActivated(account.id, true),
    },
    {
      key: 'reset-password',
      label: t('account.resetPassword'),
      permission: ACTION('reset-password'),
      confirm: t('account.confirmResetPassword'),
      run: async (account) => {
        const { password } = await accountApi.resetPassword(account.id);
        modal.info({
          title: t('account.newPasswordTitle', { login: account.login }),
          content: (
            <Typography.Text copyable code>
              {password}
            </Typography.Text>
          ),
        });
      },
    },
    deleteAction(t, {
      permission: ACTION('delete'),
      confirm: t('account.confirmDelete'),
      run: (account) => accountApi.remove(account.id),
    }),
  ];

  return (
    <>
      <ListPage<AdminAccount>
        title={t('account.title')}
        queryKey={accountKeys.all}
        fetchPage={accountApi.page}
        rowKey="id"
        filters={[
          { name: 'login', label: t('account.search') },
          {
            name: 'activated',
            label: t('account.status'),
            options: [
              { label: t('account.active'), value: 'true' },
              { label: t('account.disabled'), value: 'false' },
            ],
          },
          {
            name: 'roleId',
            label: t('account.roles'),
            options: roleOptions.map((o) => ({ label: o.label, value: String(o.value) })),
          },
        ]}
        toolbar={
          <Space>
            <PermissionGate action={ACTION('reveal-log')}>
              <Button icon={<AuditOutlined />} onClick={() => setShowingReveals(true)}>
                {t('privacy:log.open')}
              </Button>
            </PermissionGate>
            <PermissionGate action={ACTION('create')}>
              <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
                {t('account.create')}
              </Button>
            </PermissionGate>
          </Space>
        }
        columns={[
          { title: t('account.login'), dataIndex: 'login', key: 'login', sorter: true, render: userTextCell },
          { title: t('account.name'), dataIndex: 'firstName', key: 'firstName', sorter: true, render: userTextCell },
          {
            title: t('account.email'),
            dataIndex: 'email',
            key: 'email',
            render: (email: string, row) => (
              <MaskedValue
                value={email}
                kind="email"
                target={{ entity: 'adminAccount', id: row.id, field: 'email' }}
                permission={ACTION('reveal')}
              />
            ),
          },
          {
            title: t('account.roles'),
            dataIndex: 'roleIds',
            key: 'roleIds',
            render: (ids: number[]) =>
              ids.map((id) => (
                <Tag key={id}>
                  <UserText>{roleName(id)}</UserText>
                </Tag>
              )),
          },
          {
            title: t('account.status'),
            dataIndex: 'activated',
            key: 'activated',
            render: (activated: boolean) =>
              activated ? <Tag color="green">{t('account.active')}</Tag> : <Tag>{t('account.disabled')}</Tag>,
          },
          {
            title: t('account.modified'),
            dataIndex: 'lastModifiedDate',
            key: 'lastModifiedDate',
            sorter: true,
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
          },
        ]}
        rowActions={rowActions}
        exportFile={{
          permission: ACTION('export'),
          name: 'admin-accounts',
          columns: [
            { title: t('account.login'), value: (row) => row.login },
            { title: t('account.name'), value: (row) => row.firstName },
            { title: t('account.email'), value: (row) => row.email },
            { title: t('account.roles'), value: (row) => row.roleIds.map(roleName).join(', ') },
            {
              title: t('account.status'),
              value: (row) => (row.activated ? t('account.active') : t('account.disabled')),
            },
          ],
        }}
      />
      <FormDrawer<AccountInput>
        open={editing !== null}
        title={edited ? t('account.editTitle', { login: edited.login }) : t('account.create')}
        initialValues={edited ?? { activated: true, roleIds: [] }}
        onSubmit={save}
        onClose={close}
      >
        <AccountFields mode={editing?.mode} roleOptions={roleOptions} rolesLoading={roles.isPending} />
      </FormDrawer>
      <RevealLogDrawer open={showingReveals} onClose={() => setShowingReveals(false)} />
    </>
  );
}
