import type { MenuEntry } from './menu-types';

/**
 * Checks the menu tree the server sends. A malformed entry (no id, no uri, a type we do not know, names
 * missing) is dropped with a console warning, together with its children; the rest of the tree survives.
 */
function isName(value: unknown): value is MenuEntry['name'] {
  if (!value || typeof value !== 'object') return false;
  const names = Object.values(value as Record<string, unknown>);
  return names.some((name) => typeof name === 'string' && name.trim() !== '');
}

function problemOf(raw: Record<string, unknown>): string | null {
  if (typeof raw.id !== 'number' && typeof raw.id !== 'string') return 'id is missing';
  if (typeof raw.uri !== 'string' || !raw.uri.startsWith('/')) return 'uri must start with /';
  if (raw.type !== 1 && raw.type !== 2 && raw.type !== 3) return 'type must be 1, 2 or 3';
  if (!isName(raw.name)) return 'name has no text in any language';
  if (raw.childAuths != null && !Array.isArray(raw.childAuths)) return 'childAuths must be a list';
  return null;
}

export function sanitizeMenuTree(raw: unknown, warn: (message: string) => void = console.warn): MenuEntry[] {
  if (!Array.isArray(raw)) {
    warn('[menu] the menu tree is not a list; no menus are shown');
    return [];
  }
  return raw.flatMap((item): MenuEntry[] => {
    if (!item || typeof item !== 'object') {
      warn(`[menu] dropped an entry that is not an object: ${JSON.stringify(item)}`);
      return [];
    }
    const entry = item as Record<string, unknown>;
    const problem = problemOf(entry);
    if (problem) {
      warn(`[menu] dropped entry ${JSON.stringify(entry.id ?? entry.uri ?? '?')}: ${problem}`);
      return [];
    }
    // Number() throws on an object whose toString/valueOf keys are not functions (e.g. {"toString": 1}).
    const sort = entry.sort !== null && typeof entry.sort === 'object' ? NaN : Number(entry.sort);
    return [
      {
        id: entry.id as MenuEntry['id'],
        name: entry.name as MenuEntry['name'],
        uri: entry.uri as string,
        type: entry.type as MenuEntry['type'],
        icon: typeof entry.icon === 'string' ? entry.icon : undefined,
        sort: Number.isFinite(sort) ? sort : 0,
        remark: typeof entry.remark === 'string' ? entry.remark : undefined,
        childAuths: entry.childAuths ? sanitizeMenuTree(entry.childAuths, warn) : undefined,
      },
    ];
  });
}
