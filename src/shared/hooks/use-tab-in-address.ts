import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter naming a screen's open tab (`?tab=taskPushes`); lists on the tab keep it. */
export const TAB_PARAM = 'tab';

/**
 * A screen's open tab kept in its address, so a link or a reload opens that tab. Switching tabs drops the
 * previous tab's list filters (they belong to that tab's list); an unknown tab opens the first. An address
 * without the parameter (a list that wrote its filters alone) leaves the open tab as it is.
 */
export function useTabInAddress<K extends string>(tabs: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const valid = (key: string | null): key is K => key !== null && (tabs as readonly string[]).includes(key);
  const [tab, setOpenTab] = useState<K>(() => (valid(asked) ? asked : tabs[0]));
  // A link to another tab of the screen already open (state adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState(asked);
  if (asked !== seen) {
    setSeen(asked);
    if (valid(asked)) setOpenTab(asked);
  }
  const setTab = useCallback(
    (next: string) => {
      if (!valid(next)) return;
      setOpenTab(next);
      setParams({ [TAB_PARAM]: next });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tabs` is a constant list
    [setParams],
  );
  return [tab, setTab] as const;
}
