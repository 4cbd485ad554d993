import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { screenRegistry } from '../../app/router/screen-registry';
import { loadPermissions } from '../../app/session/load-permissions';
import { MENU_ICONS, MenuIcon } from '../../app/shell/menu-icons';
import { menuApi, menuKeys } from '../../features/permissions/menu-api';
import {
  allowedTypes,
  filterMenuTree,
  fromFormValues,
  idsAboveMatches,
  isActionUri,
  isPageUri,
  MENU_RULES,
  nameField,
  orderSiblings,
  parentIds,
  sortAfter,
  toFormValues,
  type MenuFormValues,
  type MoveDirection,
} from '../../features/permissions/menu-rules';
import { FormDrawer } from '../../shared/components/form-drawer';
import { PermissionGate } from '../../shared/components/permission-gate';
import { useCan } from '../../shared/hooks/use-permission';
import type { Language } from '../../shared/i18n/languages';
import { menuName } from '../../shared/menu/menu-name';
import { MENU_TYPE, type MenuEntry, type MenuType } from '../../shared/menu/menu-types';
import { usePreferencesStore } from '../../shared/stores/preferences-store';

const ACTION = (name: string) => `/permissions-manage/menu:${name}`;

const TYPE_KEYS: Record<MenuType, 'folder' | 'screen' | 'action'> = { 1: 'folder', 2: 'screen', 3: 'action' };
const TYPE_COLORS: Record<MenuType, string> = { 1: 'gold', 2: 'blue', 3: 'default' };
const ICON_NAMES = Object.keys(MENU_ICONS);

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

interface TreeRow {
  key: MenuEntry['id'];
  entry: MenuEntry;
  parent: MenuEntry | null;
  name: string;
  first: boolean;
  last: boolean;
  children?: TreeRow[];
}

/** Where each entry sits in the whole tree: its parent and whether it is first or last among its siblings. */
type Place = Pick<TreeRow, 'entry' | 'parent' | 'first' | 'last'>;

function placesOf(entries: MenuEntry[], parent: MenuEntry | null = null, places = new Map<MenuEntry['id'], Place>()) {
  const ordered = orderSiblings(entries);
  ordered.forEach((entry, index) => {
    places.set(entry.id, { entry, parent, first: index === 0, last: index === ordered.length - 1 });
    placesOf(entry.childAuths ?? [], entry, places);
  });
  return places;
}

/**
 * The rows the table shows (the whole tree or a search's part of it): siblings in the sider's order,
 * names in the interface language, and each row's place taken from the whole tree, so moves and new
 * children behave the same while searching.
 */
function toRows(shown: MenuEntry[], places: Map<MenuEntry['id'], Place>, language: Language): TreeRow[] {
  return orderSiblings(shown).flatMap((shownEntry) => {
    const place = places.get(shownEntry.id);
    if (!place) return [];
    const children = shownEntry.childAuths?.length ? toRows(shownEntry.childAuths, places, language) : undefined;
    return [
      {
        key: place.entry.id,
        ...place,
        name: menuName(place.entry.name, language) || place.entry.uri,
        ...(children ? { children } : {}),
      },
    ];
  });
}

/** Whether an entry's names (any language) or uri contain the text. */
const matcher = (text: string) => (entry: MenuEntry) =>
  entry.uri.toLowerCase().includes(text) ||
  Object.values(entry.name).some((name) => name?.toLowerCase().includes(text));

type Editing =
  | { mode: 'create'; parent: MenuEntry | null; siblings: MenuEntry[] }
  | { mode: 'edit'; entry: MenuEntry; parent: MenuEntry | null }
  | null;

/** The menu tree editor: folders, screens and their actions, with names in zh, en, ar and fr. */
export default function MenuScreen() {
  const { t } = useTranslation(['permissions', 'kit']);
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const language = usePreferencesStore((state) => state.language);
  const canCreate = useCan(ACTION('create'));
  const canEdit = useCan(ACTION('edit'));
  const canDelete = useCan(ACTION('delete'));
  const tree = useQuery({ queryKey: menuKeys.tree, queryFn: menuApi.tree });
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
    await queryClient.invalidateQueries({ queryKey: menuKeys.tree });
    await loadPermissions({ forceRefresh: true }).catch(() => undefined);
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

  const actionsOf = (row: TreeRow) => {
    const { entry, name } = row;
    return (
      <Space size={0} wrap>
        {canCreate && entry.type !== MENU_TYPE.action && (
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            data-focus-key={`${entry.id}:add`}
            aria-label={t('menu.addChildTo', { name })}
            onClick={() => setEditing({ mode: 'create', parent: entry, siblings: entry.childAuths ?? [] })}
          >
            {t('menu.addChild')}
          </Button>
        )}
        {canEdit && (
          <>
            <Button
              type="link"
              size="small"
              data-focus-key={`${entry.id}:edit`}
              aria-label={t('menu.editEntry', { name })}
              onClick={() => setEditing({ mode: 'edit', entry, parent: row.parent })}
            >
              {t('common:edit')}
            </Button>
            <Tooltip title={t('menu.moveUp')}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                data-focus-key={`${entry.id}:up`}
                aria-label={t('menu.moveUpEntry', { name })}
                disabled={row.first || Boolean(busy)}
                loading={busy === `${entry.id}:up`}
                onClick={() => void move(row, 'up')}
              />
            </Tooltip>
            <Tooltip title={t('menu.moveDown')}>
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                data-focus-key={`${entry.id}:down`}
                aria-label={t('menu.moveDownEntry', { name })}
                disabled={row.last || Boolean(busy)}
                loading={busy === `${entry.id}:down`}
                onClick={() => void move(row, 'down')}
              />
            </Tooltip>
          </>
        )}
        {canDelete && (
          <Button
            type="link"
            size="small"
            danger
            data-focus-key={`${entry.id}:delete`}
            aria-label={t('menu.deleteEntry', { name })}
            onClick={() => remove(row)}
          >
            {t('common:delete')}
          </Button>
        )}
      </Space>
    );
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
    columns.push({ title: t('kit:actions'), key: '__actions', render: (_, row) => actionsOf(row) });
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
        {tree.isError ? (
          <Result
            status="error"
            title={t('kit:loadFailed')}
            subTitle={tree.error.message}
            extra={
              <Button icon={<ReloadOutlined />} onClick={() => void tree.refetch()}>
                {t('common:retry')}
              </Button>
            }
          />
        ) : (
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
        )}
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

function drawerTitle(
  editing: Editing,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: Language,
) {
  if (!editing) return '';
  if (editing.mode === 'edit') return t('menu.editTitle', { name: menuName(editing.entry.name, language) });
  return editing.parent
    ? t('menu.createChildTitle', { parent: menuName(editing.parent.name, language) })
    : t('menu.createRootTitle');
}

/** A new entry starts as what its parent most likely holds, with its uri begun and placed last. */
function initialValues(editing: Editing): MenuFormValues | undefined {
  if (!editing) return undefined;
  if (editing.mode === 'edit') return toFormValues(editing.entry);
  const { parent, siblings } = editing;
  const type =
    allowedTypes(parent?.type ?? null).includes(MENU_TYPE.screen) && parent
      ? MENU_TYPE.screen
      : allowedTypes(parent?.type ?? null)[0];
  const uri = !parent ? '/' : parent.type === MENU_TYPE.screen ? `${parent.uri}:` : `${parent.uri}/`;
  return { type, uri, sort: sortAfter(siblings), remark: '' };
}

/** The form's fields; the type and uri rules depend on where the entry sits. */
function MenuFields({ parent, childTypes }: { parent: MenuEntry | null; childTypes: MenuType[] }) {
  const { t } = useTranslation(['permissions', 'kit']);
  const language = usePreferencesStore((state) => state.language);
  const form = Form.useFormInstance<MenuFormValues>();
  const type = Form.useWatch('type', form);
  const types = allowedTypes(parent?.type ?? null, childTypes);
  const isAction = type === MENU_TYPE.action;

  const nameRules = (required: boolean) => [
    ...(required ? [{ required: true, whitespace: true, message: t('menu.rules.nameEnRequired') }] : []),
    { max: MENU_RULES.nameMaxLength, message: t('menu.rules.nameLength', { max: MENU_RULES.nameMaxLength }) },
  ];
  const count = { show: true, max: MENU_RULES.nameMaxLength };

  return (
    <>
      <Form.Item label={t('menu.fields.parent')}>
        <Typography.Text>
          {parent ? (
            <>
              {menuName(parent.name, language)}{' '}
              <span dir="ltr">
                <Typography.Text code>{parent.uri}</Typography.Text>
              </span>
            </>
          ) : (
            t('menu.topLevel')
          )}
        </Typography.Text>
      </Form.Item>
      <Form.Item
        name="type"
        label={t('menu.fields.type')}
        rules={[{ required: true, message: t('menu.rules.typeRequired') }]}
      >
        <Radio.Group
          aria-label={t('menu.fields.type')}
          options={types.map((value) => ({ value, label: t(`menu.types.${TYPE_KEYS[value]}`) }))}
        />
      </Form.Item>
      <Form.Item name={nameField('en')} label={t('menu.fields.nameEn')} rules={nameRules(true)}>
        <Input dir="ltr" lang="en" count={count} />
      </Form.Item>
      <Form.Item name={nameField('zh')} label={t('menu.fields.nameZh')} rules={nameRules(false)}>
        <Input dir="ltr" lang="zh" count={count} />
      </Form.Item>
      <Form.Item name={nameField('ar')} label={t('menu.fields.nameAr')} rules={nameRules(false)}>
        <Input dir="rtl" lang="ar" count={count} />
      </Form.Item>
      <Form.Item name={nameField('fr')} label={t('menu.fields.nameFr')} rules={nameRules(false)}>
        <Input dir="ltr" lang="fr" count={count} />
      </Form.Item>
      <Form.Item
        name="uri"
        label={t('menu.fields.uri')}
        dependencies={['type']}
        extra={<UriNotes parentUri={parent?.uri ?? ''} />}
        rules={[
          { required: true, whitespace: true, message: t('menu.rules.uriRequired') },
          { max: MENU_RULES.uriMaxLength, message: t('menu.rules.uriLength', { max: MENU_RULES.uriMaxLength }) },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              const text = (value ?? '').trim();
              if (!text) return Promise.resolve();
              if (getFieldValue('type') === MENU_TYPE.action) {
                return isActionUri(text, parent?.uri ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('menu.rules.uriAction', { screen: parent?.uri ?? '' })));
              }
              return isPageUri(text) ? Promise.resolve() : Promise.reject(new Error(t('menu.rules.uriPage')));
            },
          }),
        ]}
      >
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </Form.Item>
      {!isAction && (
        <Form.Item name="icon" label={t('menu.fields.icon')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'value' }}
            placeholder={t('menu.noIcon')}
            options={ICON_NAMES.map((name) => ({
              value: name,
              label: (
                <Space size={8}>
                  <MenuIcon name={name} />
                  <span dir="ltr">{name}</span>
                </Space>
              ),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="sort"
        label={t('menu.fields.sort')}
        extra={t('menu.hints.sort')}
        rules={[
          { required: true, message: t('menu.rules.sort', { min: MENU_RULES.sortMin, max: MENU_RULES.sortMax }) },
          {
            type: 'integer',
            min: MENU_RULES.sortMin,
            max: MENU_RULES.sortMax,
            message: t('menu.rules.sort', { min: MENU_RULES.sortMin, max: MENU_RULES.sortMax }),
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('menu.fields.remark')}
        rules={[
          {
            max: MENU_RULES.remarkMaxLength,
            message: t('menu.rules.remarkLength', { max: MENU_RULES.remarkMaxLength }),
          },
        ]}
      >
        <Input.TextArea rows={3} count={{ show: true, max: MENU_RULES.remarkMaxLength }} />
      </Form.Item>
    </>
  );
}

/**
 * Under the uri field: how a uri of this type is written, and a warning (saving stays allowed) when no
 * screen of this console serves it. Its own component so typing re-renders only this part of the form.
 */
function UriNotes({ parentUri }: { parentUri: string }) {
  const { t } = useTranslation(['permissions', 'kit']);
  const form = Form.useFormInstance<MenuFormValues>();
  const type = Form.useWatch('type', form);
  const uri = (Form.useWatch('uri', form) ?? '').trim();

  let warning = '';
  if (type === MENU_TYPE.screen && isPageUri(uri) && !screenRegistry.hasScreen(uri)) warning = t('menu.noScreen');
  if (
    type === MENU_TYPE.folder &&
    isPageUri(uri) &&
    !screenRegistry.uris().some((screen) => screen.startsWith(`${uri}/`))
  ) {
    warning = t('menu.noScreenUnder');
  }
  return (
    <>
      <div>
        {type === MENU_TYPE.action ? t('menu.hints.uriAction', { screen: parentUri }) : t('menu.hints.uriPage')}
      </div>
      {warning && (
        <Typography.Text type="warning" role="status">
          <WarningOutlined /> {warning}
        </Typography.Text>
      )}
    </>
  );
}
