import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter naming a screen's open tab (`?tab=taskPushes`); lists on the tab keep it. */
export const TAB_PARAM = 'tab';

/**
 * A screen's open tab kept in its address, so a link or a reload opens that tab. Switching tabs drops the
 * previous tab's list filters (they belong to that tab's list); an unknown tab opens the first.
 */
export function useTabInAddress<K extends string>(tabs: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM) as K | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0];
  const setTab = useCallback((next: string) => setParams({ [TAB_PARAM]: next }), [setParams]);
  return [tab, setTab] as const;
}
