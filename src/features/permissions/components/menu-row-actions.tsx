import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_TYPE } from '../../../shared/menu/menu-types';
import type { MoveDirection } from '../menu-rules';
import type { TreeRow } from './menu-tree-rows';

interface MenuRowActionsProps {
  row: TreeRow;
  /** The move under way (`<id>:<direction>`), or '' when none is. */
  busy: string;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAddChild: (row: TreeRow) => void;
  onEdit: (row: TreeRow) => void;
  onMove: (row: TreeRow, direction: MoveDirection) => void;
  onDelete: (row: TreeRow) => void;
}

/** A menu row's buttons: add a child, edit, move up and down, delete; each named after the entry. */
export function MenuRowActions({
  row,
  busy,
  canCreate,
  canEdit,
  canDelete,
  onAddChild,
  onEdit,
  onMove,
  onDelete,
}: MenuRowActionsProps) {
  const { t } = useTranslation(['permissions', 'kit']);
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
          onClick={() => onAddChild(row)}
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
            onClick={() => onEdit(row)}
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
              onClick={() => onMove(row, 'up')}
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
              onClick={() => onMove(row, 'down')}
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
          onClick={() => onDelete(row)}
        >
          {t('common:delete')}
        </Button>
      )}
    </Space>
  );
}
