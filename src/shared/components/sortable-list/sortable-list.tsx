import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useLayoutEffect, useRef, useState, type DragEvent, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from './order';
import { visuallyHidden } from '../visually-hidden';

export interface SortableListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** The item's name, for the move buttons' labels and the announcement of a move. */
  itemName: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The new order, after a drag or a move up/down. */
  onChange: (items: T[]) => void;
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
}

/**
 * An ordered list the user reorders by dragging an item (mouse) or with each item's move up and move down
 * buttons (keyboard: the focus stays on the moved item's button, and the move is announced). The caller
 * keeps the order and saves it.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, itemKey, itemName, renderItem, onChange, label, disabled } = props;
  const { t } = useTranslation('kit');
  const { token } = theme.useToken();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLElement | null>());
  /** The button to focus once the caller has rendered the new order (`key:up` or `key:down`). */
  const focusNext = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [items]);

  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    onChange(next);
    const name = itemName(items[from]);
    setAnnouncement(t('order.moved', { name, position: to + 1, count: items.length }));
    if (direction) {
      // At an end the button just used is disabled: the focus goes to the other one.
      const atEnd = direction === 'up' ? to === 0 : to === items.length - 1;
      const keep = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
      focusNext.current = `${String(itemKey(items[from]))}:${keep}`;
    }
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
    setOver(null);
  };

  return (
    <>
      <ol aria-label={label} className="sortable-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item, index) => {
          const key = String(itemKey(item));
          const name = itemName(item);
          return (
            <li
              key={key}
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', key);
                setDragged(index);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: token.marginSM,
                padding: `${token.paddingXS}px ${token.paddingSM}px`,
                marginBottom: token.marginXXS,
                border: `1px ${over === index ? 'dashed' : 'solid'} ${over === index ? token.colorPrimary : token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                background: dragged === index ? token.colorFillTertiary : token.colorBgContainer,
                cursor: disabled ? 'default' : 'grab',
              }}
            >
              <HolderOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
              <span style={{ minWidth: '2em', color: token.colorTextSecondary }}>{index + 1}</span>
              <div style={{ flex: 1, minWidth: 0 }}>{renderItem(item, index)}</div>
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('order.moveUp', { name })}
                  disabled={disabled || index === 0}
                  ref={(element) => void buttons.current.set(`${key}:up`, element)}
                  onClick={() => move(index, index - 1, 'up')}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('order.moveDown', { name })}
                  disabled={disabled || index === items.length - 1}
                  ref={(element) => void buttons.current.set(`${key}:down`, element)}
                  onClick={() => move(index, index + 1, 'down')}
                />
              </Space>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite" className="visually-hidden" style={visuallyHidden}>
        {announcement}
      </div>
    </>
  );
}
