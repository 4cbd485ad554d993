import { CaretDownFilled, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Flex, Form, Input, Spin, Tag, Tree, Typography, type TreeDataNode, type TreeProps } from 'antd';
import { useDeferredValue, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../features/auth/api';
import { roleApi, roleKeys } from '../../features/permissions/api';
import {
  checkedKeysFor,
  countGrants,
  grantsFromMenuIds,
  indexMenuTree,
  menuIdsFrom,
  normalizeMenuIds,
  toggleGrant,
  visibleForSearch,
  type GrantIndex,
} from '../../features/permissions/role-grants';
import type { AdminRole, RoleInput } from '../../features/permissions/types';
import { FormDrawer } from '../../shared/components/form-drawer';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import type { Language } from '../../shared/i18n/languages';
import { normalizeTree } from '../../shared/menu/build-routes';
import { menuName } from '../../shared/menu/menu-name';
import { sanitizeMenuTree } from '../../shared/menu/menu-schema';
import { MENU_TYPE, type MenuEntry } from '../../shared/menu/menu-types';
import { usePreferencesStore } from '../../shared/stores/preferences-store';

const ACTION = (name: string) => `/permissions-manage/role:${name}`;
/** The whole menu tree (not only what this admin holds), in the sider's order. */
const MENU_TREE_KEY = ['admin-menus', 'full-tree'] as const;
/** Role names the server accepts (the mock's rule). */
const NAME_MAX_LENGTH = 50;

type Editing = { mode: 'create' } | { mode: 'edit'; role: AdminRole } | null;

/** Roles of the console: which folders, screens and actions each one grants. */
export default function RoleScreen() {
  const { t } = useTranslation(['permissions', 'kit']);
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);

  const menuTree = useQuery({
    queryKey: MENU_TREE_KEY,
    queryFn: async () => normalizeTree(sanitizeMenuTree(await authApi.menuTree())),
    // Someone may have just changed the menus: ask again each time the screen opens.
    staleTime: 0,
  });
  const index = useMemo(() => (menuTree.data ? indexMenuTree(menuTree.data) : null), [menuTree.data]);
  const countsOf = (role: AdminRole) => (index ? countGrants(index, role.menuIds) : null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: roleKeys.all });

  const save = async (values: RoleInput) => {
    const input: RoleInput = {
      name: values.name.trim(),
      description: values.description?.trim() ?? '',
      // Without the tree (it failed to load) a role keeps what it had.
      menuIds: index ? normalizeMenuIds(index, values.menuIds ?? []) : (values.menuIds ?? []),
    };
    if (editing?.mode === 'edit') {
      await roleApi.update(editing.role.id, input);
      message.success(t('kit:success.modify'));
    } else {
      await roleApi.create(input);
      message.success(t('kit:success.create'));
    }
    setEditing(null);
    await refresh();
  };

  const rowActions: RowAction<AdminRole>[] = [
    { key: 'edit', label: t('common:edit'), permission: ACTION('edit'), run: (role) => setEditing({ mode: 'edit', role }) },
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
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
              {t('role.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          { title: t('role.name'), dataIndex: 'name', key: 'name', sorter: true },
          { title: t('role.description'), dataIndex: 'description', key: 'description' },
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
        title={editing?.mode === 'edit' ? t('role.editTitle', { name: editing.role.name }) : t('role.create')}
        initialValues={
          editing?.mode === 'edit'
            ? { name: editing.role.name, description: editing.role.description, menuIds: editing.role.menuIds }
            : { name: '', description: '', menuIds: [] }
        }
        onSubmit={save}
        onClose={() => setEditing(null)}
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

interface MenuGrantTreeProps {
  tree: MenuEntry[] | undefined;
  index: GrantIndex | null;
  failed: string;
  onRetry: () => void;
  /** From Form.Item: the role's menuIds. */
  value?: number[];
  onChange?: (menuIds: number[]) => void;
  id?: string;
}

function toTreeData(entries: MenuEntry[], language: Language, actionTag: string, visible: Set<string> | null): TreeDataNode[] {
  return entries
    .filter((entry) => !visible || visible.has(String(entry.id)))
    .map((entry) => {
      const children = toTreeData(entry.childAuths ?? [], language, actionTag, visible);
      const name = menuName(entry.name, language);
      const isAction = entry.type === MENU_TYPE.action;
      return {
        key: String(entry.id),
        // The entry's checkbox is labelled by its row: name it plainly (no switcher icon, no markup).
        'aria-label': isAction ? `${name} (${actionTag})` : name,
        title: (
          <span>
            {name}
            {isAction && (
              <Tag variant="filled" className="role-grants__action-tag" style={{ marginInlineStart: 8 }}>
                {actionTag}
              </Tag>
            )}
          </span>
        ),
        ...(children.length ? { children } : { isLeaf: true }),
      };
    });
}

/**
 * The menu tree to grant, searchable. Checking an entry grants it, what is under it and the screens and
 * folders above it; the saved menuIds are what shows checked or half-checked (see role-grants.ts).
 */
function MenuGrantTree({ tree, index, failed, onRetry, value, onChange, id }: MenuGrantTreeProps) {
  const { t } = useTranslation(['permissions', 'kit']);
  const language = usePreferencesStore((state) => state.language);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Key[]>([]);
  // While searching, every match starts open; what the user folds is kept for that search only.
  const [searchExpanded, setSearchExpanded] = useState<{ query: string; keys: Key[] } | null>(null);

  const grants = useMemo(() => (index ? grantsFromMenuIds(index, value ?? []) : new Set<string>()), [index, value]);
  // Filtering a few hundred entries on every keystroke stays smooth when it may lag behind the typing.
  const query = useDeferredValue(search).trim().toLocaleLowerCase();
  const visible = useMemo(
    () =>
      index && query
        ? visibleForSearch(
            index,
            (node) =>
              menuName(node.entry.name, language).toLocaleLowerCase().includes(query) ||
              node.entry.uri.toLocaleLowerCase().includes(query),
          )
        : null,
    [index, query, language],
  );
  const treeData = useMemo(
    () => (tree ? toTreeData(tree, language, t('role.actionTag'), visible) : []),
    [tree, language, t, visible],
  );

  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('role.treeLoadFailed')}
        description={failed}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  if (!tree || !index) return <Spin />;

  const checkState = checkedKeysFor(index, grants);
  const counts = countGrants(index, grants);

  const onCheck: TreeProps['onCheck'] = (_keys, info) => {
    const next = toggleGrant(index, grants, String(info.node.key), info.checked, visible ? (key) => visible.has(key) : undefined);
    onChange?.(menuIdsFrom(index, next));
  };

  return (
    <div id={id} role="group" aria-label={t('role.menus')}>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 8 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('role.treeSearch')}
          aria-label={t('role.treeSearch')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Typography.Text type="secondary" role="status">
          {t('role.grantedCount', { screens: counts.screens, actions: counts.actions })}
        </Typography.Text>
      </Flex>
      <div style={{ maxHeight: 420, overflow: 'auto', border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6, padding: 4 }}>
        {treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.noMatch')} />
        ) : (
          <Tree
            checkable
            checkStrictly
            selectable={false}
            blockNode
            switcherIcon={<CaretDownFilled aria-hidden />}
            aria-label={t('role.menus')}
            treeData={treeData}
            checkedKeys={checkState}
            onCheck={onCheck}
            expandedKeys={visible ? (searchExpanded?.query === query ? searchExpanded.keys : [...visible]) : expanded}
            onExpand={(keys) => (visible ? setSearchExpanded({ query, keys }) : setExpanded(keys))}
          />
        )}
      </div>
    </div>
  );
}
