/**
 * Where each open tab's page was scrolled, by tab path, so that switching back to a tab shows it where it
 * was left. In memory only: after a reload the tabs' screens start afresh, at the top.
 */
const positions = new Map<string, number>();

export const tabScroll = {
  remember: (path: string, y: number) => void positions.set(path, y),
  of: (path: string): number | undefined => positions.get(path),
  forget: (path: string) => void positions.delete(path),
  clear: () => positions.clear(),
};
