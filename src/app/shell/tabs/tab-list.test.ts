import { activateTab, MAX_TABS, nextActiveTab, tabsClosedBy, tabToEvict, withHome, type OpenTab } from './tab-list';

const tab = (path: string, usedAt: number): OpenTab => ({ path, location: path, usedAt });

describe('the tab list', () => {
  it('keeps Home first, whatever a stored list held', () => {
    expect(withHome([]).map((t) => t.path)).toEqual(['/']);
    expect(withHome([tab('/a', 1), tab('/', 2)]).map((t) => t.path)).toEqual(['/', '/a']);
  });

  it('opens a screen at the end of the bar, and brings an open one up to date where it is', () => {
    let tabs = activateTab(withHome([]), '/a', '/a', 1);
    tabs = activateTab(tabs, '/b', '/b?page=2', 2);
    tabs = activateTab(tabs, '/a', '/a?q=x', 3);
    expect(tabs).toEqual([
      tab('/', 0),
      { path: '/a', location: '/a?q=x', usedAt: 3 },
      { path: '/b', location: '/b?page=2', usedAt: 2 },
    ]);
  });

  it('closes the least recently used tab over the limit, never Home or the active one', () => {
    const full = withHome(Array.from({ length: MAX_TABS - 1 }, (_, index) => tab(`/s${index}`, index + 10)));
    expect(tabToEvict(full, '/s0')).toBeUndefined();
    const over = [...full, tab('/new', 99)];
    over[0] = { ...over[0], usedAt: -5 };
    expect(tabToEvict(over, '/new')?.path).toBe('/s0');
    expect(tabToEvict(over, '/s0')?.path).toBe('/s1');
  });

  it('closes one tab, the others, or those after it; Home never', () => {
    const tabs = withHome([tab('/a', 1), tab('/b', 2), tab('/c', 3)]).map((open) => open.path);
    expect(tabsClosedBy(tabs, '/b', 'this')).toEqual(['/b']);
    expect(tabsClosedBy(tabs, '/', 'this')).toEqual([]);
    expect(tabsClosedBy(tabs, '/b', 'others')).toEqual(['/a', '/c']);
    expect(tabsClosedBy(tabs, '/a', 'after')).toEqual(['/b', '/c']);
    expect(tabsClosedBy(tabs, '/', 'after')).toEqual(['/a', '/b', '/c']);
    expect(tabsClosedBy(tabs, '/c', 'after')).toEqual([]);
  });

  it('goes to the most recently used tab that stays when the active one closes', () => {
    expect(nextActiveTab([tab('/', 0), tab('/a', 5), tab('/b', 3)])?.path).toBe('/a');
    expect(nextActiveTab([])).toBeUndefined();
  });
});
