import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminRole,
  countGrants,
  indexMenuTree,
  MenuGrantTree,
  normalizeMenuIds,
  roleApi,
  type RoleInput,
  roleKeys,
  useFullMenuTree,
} from '../../features/permissions';
import { FormDrawer } from '../../shared/components/form-drawer';
import { useCreateEdit } from '../../shared/hooks/use-create-edit';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { userTextCell } from '../../shared/components/user-text';
import { editAction } from '../../shared/components/list-page/edit-delete-actions';

const ACTION = (name: string) => `/permissions-manage/role:${name}`;
/** Role names the server accepts (the mock's rule). */
const NAME_MAX_LENGTH = 50;

/** Roles of the console: which folders, screens and actions each one grants. */
export default function RoleScreen() {
  const { t } = useTranslation(['permissions', 'kit']);
  const { modal } = App.useApp();

  const menuTree = useFullMenuTree();
  const index = useMemo(() => (menuTree.data ? indexMenuTree(menuTree.data) : null), [menuTree.data]);
  const countsOf = (role: AdminRole) => (index ? countGrants(index, role.menuIds) : null);

  const toInput = (values: RoleInput): RoleInput => ({
    name: values.name.trim(),
    description: values.description?.trim() ?? '',
    // Without the tree (it failed to load) a role keeps what it had.
    menuIds: index ? normalizeMenuIds(index, values.menuIds ?? []) : (values.menuIds ?? []),
  });
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<AdminRole, RoleInput>({
    create: (values) => roleApi.create(toInput(values)),
    update: (role, values) => roleApi.update(role.id, toInput(values)),
    queryKey: roleKeys.all,
  });

  const rowActions: RowAction<AdminRole>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    {
      key: 'delete',
      label: t('common:delete'),
      permission: ACTION('delete'),
      danger: true,
      success: t('kit:success.delete'),
      // Asked here rather than through the kit's `confirm`: a refusal (accounts still hold the role) is
      // shown by the request layer and keeps the question open without an unhandled rejection (awaiting
      // the dialog tells antd not to rethrow). Settles when the dialog closes: deleted, or cancelled.
      run: (role) =>
        new Promise<void>((resolve, reject) => {
          void modal
            .confirm({
              title: t('role.confirmDelete'),
              okText: t('common:delete'),
              okButtonProps: { danger: true },
              cancelText: t('common:cancel'),
              onOk: () => roleApi.remove(role.id),
            })
            .then(
              (deleted) => (deleted ? resolve() : reject(new Error('cancelled'))),
              () => reject(new Error('cancelled')),
            );
        }),
    },
  ];

  return (
    <>
      <ListPage<AdminRole>
        title={t('role.title')}
        queryKey={roleKeys.all}
        fetchPage={roleApi.page}
        rowKey="id"
        filters={[{ name: 'name', label: t('role.search') }]}
        toolbar={
          <PermissionGate action={ACTION('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('role.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('role.name'), dataIndex: 'name', key: 'name', sorter: true, render: userTextCell },
          { title: t('role.description'), dataIndex: 'description', key: 'description', render: userTextCell },
          {
            title: t('role.screens'),
            key: 'screens',
            align: 'end',
            render: (_: unknown, role: AdminRole) => countsOf(role)?.screens ?? '–',
          },
          {
            title: t('role.actions'),
            key: 'actions',
            align: 'end',
            render: (_: unknown, role: AdminRole) => countsOf(role)?.actions ?? '–',
          },
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<RoleInput>
        open={editing !== null}
        width={720}
        title={edited ? t('role.editTitle', { name: edited.name }) : t('role.create')}
        initialValues={
          edited
            ? { name: edited.name, description: edited.description, menuIds: edited.menuIds }
            : { name: '', description: '', menuIds: [] }
        }
        onSubmit={save}
        onClose={close}
      >
        <Form.Item
          name="name"
          label={t('role.name')}
          rules={[{ required: true, whitespace: true, max: NAME_MAX_LENGTH, message: t('role.rules.nameRequired') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t('role.description')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="menuIds" label={t('role.menus')} extra={t('role.treeHint')}>
          <MenuGrantTree
            tree={menuTree.data}
            index={index}
            failed={menuTree.isError ? menuTree.error.message : ''}
            onRetry={() => void menuTree.refetch()}
          />
        </Form.Item>
      </FormDrawer>
    </>
  );
}
