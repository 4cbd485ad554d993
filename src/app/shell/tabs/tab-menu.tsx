import { Dropdown, type MenuProps } from 'antd';
import { cloneElement, type HTMLAttributes, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseScope } from './tab-list';

interface TabMenuProps {
  closable: boolean;
  hasOthers: boolean;
  hasAfter: boolean;
  onClose: (scope: CloseScope) => void;
  /** The bar's own tab node. */
  children: ReactElement<HTMLAttributes<HTMLElement>>;
}

/**
 * Around one tab of the bar: its closing menu on right click or the keyboard's context-menu key (the
 * event bubbles from the focused tab), closing on a middle click as browsers' own tabs do, and on Delete
 * or Backspace while the tab has the focus.
 */
export function TabMenu({ closable, hasOthers, hasAfter, onClose, children }: TabMenuProps) {
  const { t } = useTranslation('shell');
  const items: MenuProps['items'] = [
    { key: 'this', label: t('tabs.close'), disabled: !closable },
    { key: 'others', label: t('tabs.closeOthers'), disabled: !hasOthers },
    { key: 'after', label: t('tabs.closeAfter'), disabled: !hasAfter },
  ];
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick: ({ key }) => onClose(key as CloseScope) }}>
      {cloneElement(children, {
        onMouseDown: (event) => {
          // A middle press would start the browser's autoscroll.
          if (event.button === 1) event.preventDefault();
        },
        onAuxClick: (event) => {
          if (event.button === 1 && closable) onClose('this');
        },
        onKeyDown: (event) => {
          if ((event.key === 'Delete' || event.key === 'Backspace') && closable) onClose('this');
        },
      })}
    </Dropdown>
  );
}
