import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appUserApi, appUserKeys, appUserRoleApi } from '../api';
import { useUserLabels } from './use-user-labels';
import { formatTime } from '../../../shared/utils/format-time';
import { APP_USER_RULES, type AppUser, type AppUserRole, type AppUserRoleInput } from '../types';
import type { CreatorLevel } from '../../../shared/types/app-user';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { ListPage } from '../../../shared/components/list-page/list-page';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { useCan } from '../../../shared/hooks/use-permission';
import { UserText, userTextCell } from '../../../shared/components/user-text';
import { editAction } from '../../../shared/components/list-page/edit-delete-actions';

const NO_ROLE_PAGE_SIZE = 10;

/** App users without a role, each of whom can be given one. Paged here, not in the URL (the roles own it). */
function UsersWithoutRole({ roles, screenUri }: { roles: AppUserRole[]; screenUri: string }) {
  const { t } = useTranslation(['users', 'kit']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const labels = useUserLabels();
  const canAssign = useCan(`${screenUri}:edit`);
  const [current, setCurrent] = useState(1);
  const list = useQuery({
    queryKey: [...appUserKeys.users, 'no-role', current],
    queryFn: () => appUserApi.page({ roleId: 'none', current, size: NO_ROLE_PAGE_SIZE, sort: 'id,asc' }),
    placeholderData: keepPreviousData,
  });

  const assign = async (user: AppUser, roleId: number) => {
    try {
      await appUserApi.setRole(user.id, roleId);
    } catch (error) {
      message.error(error instanceof Error ? error.message : t('kit:saveFailed'));
      return;
    }
    message.success(t('roles.assigned', { login: user.login }));
    await queryClient.invalidateQueries({ queryKey: appUserKeys.users });
    await queryClient.invalidateQueries({ queryKey: appUserKeys.roles });
  };

  return (
    <Card title={<h2 className="screen-title">{t('roles.noRole', { count: list.data?.total ?? 0 })}</h2>}>
      <Table<AppUser>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('roles.everyoneHasRole') }}
        pagination={{
          current,
          pageSize: NO_ROLE_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setCurrent,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('fields.userId'), dataIndex: 'id' },
          { title: t('fields.login'), dataIndex: 'login', render: userTextCell },
          {
            title: t('fields.nickname'),
            dataIndex: 'nickname',
            render: (name: string) => <UserText>{name}</UserText>,
          },
          {
            title: t('fields.creatorLevel'),
            dataIndex: 'creatorLevel',
            render: (level: CreatorLevel) => labels.level(level),
          },
          { title: t('fields.registeredAt'), dataIndex: 'registeredAt', render: formatTime },
          ...(canAssign
            ? [
                {
                  title: t('roles.giveRole'),
                  key: 'assign',
                  render: (_: unknown, user: AppUser) => (
                    <Select<number>
                      aria-label={t('roles.giveRoleTo', { login: user.login })}
                      placeholder={t('roles.giveRole')}
                      style={{ minWidth: 180 }}
                      options={roles.map((role) => ({ value: role.id, label: role.name }))}
                      onChange={(roleId) => void assign(user, roleId)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

export interface AppUserRolesProps {
  /** The screen's menu uri: its `:create` and `:edit` action entries gate the buttons. */
  screenUri: string;
  title: string;
}

/**
 * App user roles (not console roles): name and description, new and edit, and the users with no role.
 * One feature behind two menu entries (user-manage/role-manage and content-review/app-user-role, "Common
 * User Role Manage"); each screen's own action entries gate what it offers.
 */
export function AppUserRoles({ screenUri, title }: AppUserRolesProps) {
  const { t } = useTranslation(['users', 'kit']);
  const action = (name: string) => `${screenUri}:${name}`;
  const roles = useQuery({ queryKey: appUserKeys.roleOptions, queryFn: appUserRoleApi.all });

  const toInput = (values: AppUserRoleInput) => ({
    name: values.name.trim(),
    description: values.description?.trim() ?? '',
  });
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<AppUserRole, AppUserRoleInput>({
    create: (values) => appUserRoleApi.create(toInput(values)),
    update: (role, values) => appUserRoleApi.update(role.id, toInput(values)),
    queryKey: appUserKeys.roles,
  });

  return (
    <Flex vertical gap={16}>
      <ListPage<AppUserRole>
        title={title}
        queryKey={appUserKeys.roles}
        fetchPage={appUserRoleApi.page}
        rowKey="id"
        filters={[{ name: 'name', label: t('roles.name') }]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('roles.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('roles.name'), dataIndex: 'name', key: 'name', sorter: true, render: userTextCell },
          { title: t('roles.description'), dataIndex: 'description', key: 'description', render: userTextCell },
          { title: t('roles.userCount'), dataIndex: 'userCount', key: 'userCount', sorter: true },
          { title: t('roles.createdAt'), dataIndex: 'createdAt', key: 'createdAt', sorter: true, render: formatTime },
        ]}
        rowActions={[editAction(t, { permission: action('edit'), run: startEdit })]}
      />
      <UsersWithoutRole roles={roles.data ?? []} screenUri={screenUri} />
      <FormDrawer<AppUserRoleInput>
        key={edited?.id ?? 'create'}
        open={editing !== null}
        title={edited ? t('roles.editTitle', { name: edited.name }) : t('roles.create')}
        initialValues={edited ?? { name: '', description: '' }}
        onSubmit={save}
        onClose={close}
      >
        <Form.Item
          name="name"
          label={t('roles.name')}
          rules={[
            { required: true, whitespace: true, message: t('roles.rules.nameRequired') },
            {
              max: APP_USER_RULES.roleNameMaxLength,
              message: t('roles.rules.nameLength', { max: APP_USER_RULES.roleNameMaxLength }),
            },
          ]}
        >
          <Input dir="auto" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('roles.description')}
          rules={[
            {
              max: APP_USER_RULES.roleDescriptionMaxLength,
              message: t('rules.reasonLength', { max: APP_USER_RULES.roleDescriptionMaxLength }),
            },
          ]}
        >
          <Input.TextArea rows={3} dir="auto" />
        </Form.Item>
      </FormDrawer>
    </Flex>
  );
}
