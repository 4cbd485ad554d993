import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { QueryState } from '../../../shared/components/query-state';
import { useCan } from '../../../shared/hooks/use-permission';
import { useMenuHost } from '../../../shared/menu/menu-host';
import { MenuIcon } from '../../../shared/menu/menu-icons';
import type { MenuType } from '../../../shared/menu/menu-types';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { menuApi } from '../menu-api';
import {
  filterMenuTree,
  fromFormValues,
  idsAboveMatches,
  type MenuFormValues,
  type MoveDirection,
  parentIds,
} from '../menu-rules';
import { drawerTitle, type Editing, initialValues } from './menu-editing';
import { MenuFields, TYPE_KEYS } from './menu-fields';
import { MenuRowActions } from './menu-row-actions';
import { matcher, placesOf, toRows, type TreeRow } from './menu-tree-rows';
import { useMenuTree, useRefreshMenuTree } from './use-permission-queries';

const ACTION = (name: string) => `/permissions-manage/menu:${name}`;

const TYPE_COLORS: Record<MenuType, string> = { 1: 'gold', 2: 'blue', 3: 'default' };

/** Which rows are open, kept for the tab: saving reloads the admin's menus, which remounts the screen. */
const EXPANDED_KEY = 'admin-menu-editor';

function readExpanded(): Key[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(EXPANDED_KEY) ?? '[]') as unknown;
    return Array.isArray(saved)
      ? saved.filter((key): key is Key => typeof key === 'string' || typeof key === 'number')
      : [];
  } catch {
    return [];
  }
}

/**
 * Puts the keyboard focus back on a row's button once the tree shows again (after a save the shell
 * reloads the menus and the screen comes back): the first candidate that exists and is enabled.
 */
function restoreFocus(candidates: string[], attempts = 40) {
  for (const key of candidates) {
    const element = document.querySelector<HTMLButtonElement>(`[data-focus-key="${key}"]`);
    if (element && !element.disabled) {
      element.focus();
      return;
    }
  }
  if (attempts > 0) setTimeout(() => restoreFocus(candidates, attempts - 1), 50);
}

/** The menu tree editor: folders, screens and their actions, with names in zh, en, ar and fr. */
export function MenuScreen() {
  const { t } = useTranslation(['permissions', 'kit']);
  const { message, modal } = App.useApp();
  const { reloadMenus } = useMenuHost();
  const language = usePreferencesStore((state) => state.language);
  const canCreate = useCan(ACTION('create'));
  const canEdit = useCan(ACTION('edit'));
  const canDelete = useCan(ACTION('delete'));
  const tree = useMenuTree();
  const refreshTree = useRefreshMenuTree();
  const [editing, setEditing] = useState<Editing>(null);
  const [expanded, setExpandedState] = useState<Key[]>(readExpanded);
  const [search, setSearch] = useState('');
  const [searchExpanded, setSearchExpanded] = useState<Key[]>([]);
  const [busy, setBusy] = useState('');

  const setExpanded = (keys: readonly Key[]) => {
    setExpandedState([...keys]);
    try {
      sessionStorage.setItem(EXPANDED_KEY, JSON.stringify(keys));
    } catch {
      // Storage unavailable: the rows simply start closed next time.
    }
  };

  const needle = search.trim().toLowerCase();
  const rows = useMemo(() => {
    const all = tree.data ?? [];
    return toRows(needle ? filterMenuTree(all, matcher(needle)) : all, placesOf(all), language);
  }, [tree.data, needle, language]);

  const onSearch = (value: string) => {
    setSearch(value);
    const text = value.trim().toLowerCase();
    if (!text) return;
    const matching = matcher(text);
    setSearchExpanded(idsAboveMatches(filterMenuTree(tree.data ?? [], matching), matching));
  };

  /** After any change: the tree again, and the admin's own menus so the sider shows the change at once. */
  const afterChange = async (focus: string[]) => {
    await refreshTree();
    await reloadMenus().catch(() => undefined);
    restoreFocus(focus);
  };

  const save = async (values: MenuFormValues) => {
    if (!editing) return;
    const input = fromFormValues(values);
    if (editing.mode === 'edit') {
      await menuApi.update(editing.entry.id, input);
      message.success(t('kit:success.modify'));
      setEditing(null);
      void afterChange([`${editing.entry.id}:edit`]);
    } else {
      const created = await menuApi.create({ ...input, parentId: editing.parent ? Number(editing.parent.id) : null });
      message.success(t('kit:success.create'));
      if (editing.parent && !expanded.includes(editing.parent.id)) setExpanded([...expanded, editing.parent.id]);
      setEditing(null);
      void afterChange([`${created.id}:edit`, `${created.id}:add`]);
    }
  };

  const move = async (row: TreeRow, direction: MoveDirection) => {
    setBusy(`${row.key}:${direction}`);
    try {
      await menuApi.move(row.entry.id, direction);
    } catch {
      return; // The request layer has said why.
    } finally {
      setBusy('');
    }
    message.success(t('kit:success.update'));
    void afterChange([`${row.key}:${direction}`, `${row.key}:edit`]);
  };

  const remove = (row: TreeRow) => {
    modal.confirm({
      title: t('menu.confirmDelete'),
      content: t('menu.deleteWhat', { name: row.name, uri: row.entry.uri }),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await menuApi.remove(row.entry.id);
        } catch {
          return; // Refused (it still holds entries): the request layer shows the server's reason.
        }
        message.success(t('kit:success.delete'));
        void afterChange(row.parent ? [`${row.parent.id}:edit`, `${row.parent.id}:add`] : ['create-root']);
      },
    });
  };

  const columns: TableColumnsType<TreeRow> = [
    {
      title: t('menu.columns.name'),
      key: 'name',
      render: (_, row) => (
        <Space size={6}>
          {row.entry.icon && <MenuIcon name={row.entry.icon} />}
          <span className="menu-tree__name">{row.name}</span>
        </Space>
      ),
    },
    {
      title: t('menu.columns.type'),
      key: 'type',
      render: (_, row) => <Tag color={TYPE_COLORS[row.entry.type]}>{t(`menu.types.${TYPE_KEYS[row.entry.type]}`)}</Tag>,
    },
    {
      title: t('menu.columns.uri'),
      key: 'uri',
      render: (_, row) => (
        <span dir="ltr">
          <Typography.Text code>{row.entry.uri}</Typography.Text>
        </span>
      ),
    },
    { title: t('menu.columns.sort'), key: 'sort', render: (_, row) => row.entry.sort },
  ];
  if (canCreate || canEdit || canDelete) {
    columns.push({
      title: t('kit:actions'),
      key: '__actions',
      render: (_, row) => (
        <MenuRowActions
          row={row}
          busy={busy}
          canCreate={canCreate}
          canEdit={canEdit}
          canDelete={canDelete}
          onAddChild={({ entry }) => setEditing({ mode: 'create', parent: entry, siblings: entry.childAuths ?? [] })}
          onEdit={({ entry, parent }) => setEditing({ mode: 'edit', entry, parent })}
          onMove={(moved, direction) => void move(moved, direction)}
          onDelete={remove}
        />
      ),
    });
  }

  const allParentIds = parentIds(tree.data ?? []);
  const shownExpanded = needle ? searchExpanded : expanded;

  return (
    <>
      <Card
        title={<h1 className="screen-title">{t('menu.title')}</h1>}
        extra={
          <PermissionGate action={ACTION('create')}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-focus-key="create-root"
              onClick={() => setEditing({ mode: 'create', parent: null, siblings: tree.data ?? [] })}
            >
              {t('menu.createRoot')}
            </Button>
          </PermissionGate>
        }
      >
        <QueryState query={tree}>
          <>
            <Space wrap className="list-page__filters">
              <Input.Search
                allowClear
                aria-label={t('menu.search')}
                placeholder={t('menu.search')}
                onSearch={onSearch}
                style={{ width: 280 }}
              />
              <Button disabled={Boolean(needle)} onClick={() => setExpanded(allParentIds)}>
                {t('menu.expandAll')}
              </Button>
              <Button disabled={Boolean(needle)} onClick={() => setExpanded([])}>
                {t('menu.collapseAll')}
              </Button>
            </Space>
            <Table<TreeRow>
              rowKey="key"
              columns={columns}
              dataSource={rows}
              loading={tree.isFetching}
              pagination={false}
              locale={{ emptyText: needle ? t('menu.noMatch') : t('kit:empty') }}
              expandable={{
                expandedRowKeys: shownExpanded,
                onExpandedRowsChange: (keys) => (needle ? setSearchExpanded([...keys]) : setExpanded(keys)),
                indentSize: 20,
                expandIcon: ({ expanded: open, expandable, onExpand, record, prefixCls }) => {
                  const icon = `${prefixCls}-row-expand-icon`;
                  if (!expandable) return <span className={`${icon} ${icon}-spaced`} aria-hidden="true" />;
                  return (
                    <button
                      type="button"
                      className={`${icon} ${open ? `${icon}-expanded` : `${icon}-collapsed`}`}
                      aria-label={t(open ? 'menu.collapse' : 'menu.expand', { name: record.name })}
                      aria-expanded={open}
                      onClick={(event) => {
                        onExpand(record, event);
                        event.stopPropagation();
                      }}
                    />
                  );
                },
              }}
            />
          </>
        </QueryState>
      </Card>
      <FormDrawer<MenuFormValues>
        open={editing !== null}
        title={drawerTitle(editing, t, language)}
        initialValues={initialValues(editing)}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <MenuFields
            parent={editing.parent}
            childTypes={editing.mode === 'edit' ? (editing.entry.childAuths ?? []).map((child) => child.type) : []}
          />
        )}
      </FormDrawer>
    </>
  );
}
