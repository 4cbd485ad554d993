import { CaretDownFilled, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Input,
  Spin,
  Tag,
  Tree,
  Typography,
  type TreeDataNode,
  type TreeProps,
} from 'antd';
import { useDeferredValue, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkedKeysFor,
  countGrants,
  grantsFromMenuIds,
  menuIdsFrom,
  toggleGrant,
  visibleForSearch,
  type GrantIndex,
} from '../role-grants';
import type { Language } from '../../../shared/i18n/languages';
import { menuName } from '../../../shared/menu/menu-name';
import { MENU_TYPE, type MenuEntry } from '../../../shared/menu/menu-types';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';

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

function toTreeData(
  entries: MenuEntry[],
  language: Language,
  actionTag: string,
  visible: Set<string> | null,
): TreeDataNode[] {
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
export function MenuGrantTree({ tree, index, failed, onRetry, value, onChange, id }: MenuGrantTreeProps) {
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
    const next = toggleGrant(
      index,
      grants,
      String(info.node.key),
      info.checked,
      visible ? (key) => visible.has(key) : undefined,
    );
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
      <div
        style={{
          maxHeight: 420,
          overflow: 'auto',
          border: '1px solid rgba(5, 5, 5, 0.06)',
          borderRadius: 6,
          padding: 4,
        }}
      >
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
