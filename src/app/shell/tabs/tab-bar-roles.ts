import { useLayoutEffect, type RefObject } from 'react';
import type { TabsRef } from 'antd';

/**
 * antd's tab bar puts `role="tablist"` on the whole bar, around the tabs and also around the button that
 * lists the tabs the bar has no room for. A tablist may own only tabs (axe: aria-required-children), and a
 * screen reader counting its children announces "tab 2 of 13" for 12 tabs. The role moves to the element
 * that holds the tabs alone, and the button, which antd leaves unnamed, gets a name.
 *
 * antd writes the bar's role once, when the bar mounts: a mutation observer puts it right again should
 * the bar be drawn anew.
 */
export function useTabBarRoles(tabs: RefObject<TabsRef | null>, moreLabel: string): void {
  useLayoutEffect(() => {
    const root = tabs.current?.nativeElement;
    if (!root) return;
    const apply = () => {
      const bar = root.querySelector(':scope > .ant-tabs-nav');
      const list = bar?.querySelector(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
      if (!bar || !list) return;
      if (bar.getAttribute('role') === 'tablist') {
        list.setAttribute('aria-orientation', bar.getAttribute('aria-orientation') ?? 'horizontal');
        bar.removeAttribute('role');
        bar.removeAttribute('aria-orientation');
      }
      if (list.getAttribute('role') !== 'tablist') list.setAttribute('role', 'tablist');
      const more = bar.querySelector('.ant-tabs-nav-more');
      if (more && more.getAttribute('aria-label') !== moreLabel) more.setAttribute('aria-label', moreLabel);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [tabs, moreLabel]);
}
