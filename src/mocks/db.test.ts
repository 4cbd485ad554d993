import { describe, expect, it } from 'vitest';
import { CHANGES_KEY, StorageRefused } from './change-storage';
import { commitChanges, configureDb, db, keepChanges, resetDb, takeChangesOfOtherTabs, type Collections } from './db';
import type { Row } from './row';
import { memoryStorage } from './memory-storage';

const seed = (): Collections => ({
  words: [
    { id: 1, word: 'spam' },
    { id: 2, word: 'scam' },
    { id: 3, word: 'casino' },
  ],
  users: [{ id: 1, login: 'lina', type: 'general' }],
});

/** A page load: the seed generated again, the kept changes applied on top. */
function reload(storage: ReturnType<typeof memoryStorage>) {
  configureDb({ seed, storage });
}

function started() {
  const storage = memoryStorage();
  reload(storage);
  return storage;
}

const words = () => db.all<Row & { word: string }>('words').map((row) => row.word);
const kept = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.items.get(CHANGES_KEY) ?? 'null');

describe('the mock database keeps only what changed', () => {
  it('keeps inserts, updates and removals across a reload, in the seed order with new rows last', () => {
    const storage = started();
    db.insert('words', { word: 'fraud' });
    db.update('words', 1, { word: 'spam!' });
    db.remove('words', 2);
    commitChanges();

    reload(storage);
    expect(words()).toEqual(['spam!', 'casino', 'fraud']);
    expect(db.byId('words', 4)).toMatchObject({ word: 'fraud' });
    expect(kept(storage)).toEqual({
      version: 5,
      changes: {
        words: {
          rows: [
            { id: 4, word: 'fraud' },
            { id: 1, word: 'spam!' },
          ],
          removed: [2],
        },
      },
    });
  });

  it('keeps a replaced collection as the rows that differ', () => {
    const storage = started();
    const rows = db.all<Row & { word: string }>('words');
    db.replaceAll('words', [
      rows[0],
      { ...rows[2], word: 'casinos' },
      { id: 4, word: 'bot farm' },
      { id: 5, word: 'phishing' },
    ]);
    commitChanges();

    expect(kept(storage).changes.words).toEqual({
      rows: [
        { id: 3, word: 'casinos' },
        { id: 4, word: 'bot farm' },
        { id: 5, word: 'phishing' },
      ],
      removed: [2],
    });
    reload(storage);
    expect(words()).toEqual(['spam', 'casinos', 'bot farm', 'phishing']);
  });

  it('forgets a row added and removed again, and gives a removed seed id back to a new row', () => {
    const storage = started();
    const session = db.insert('users', { login: 'omar' });
    db.remove('users', session.id);
    db.remove('words', 3);
    db.insert('words', { word: 'fraud' });
    commitChanges();

    expect(kept(storage).changes).toEqual({ words: { rows: [{ id: 3, word: 'fraud' }], removed: [] } });
    reload(storage);
    expect(words()).toEqual(['spam', 'scam', 'fraud']);
    expect(db.all('users')).toHaveLength(1);
  });

  it('writes nothing until the changes are committed, and nothing for a call that changed nothing', () => {
    const storage = started();
    db.insert('words', { word: 'fraud' });
    expect(storage.items.size).toBe(0);
    commitChanges();
    const written = storage.items.get(CHANGES_KEY);
    db.all('words');
    storage.items.clear();
    commitChanges();
    expect(storage.items.size).toBe(0);
    expect(written).toContain('fraud');
  });

  it('resets to the seed and forgets what was kept', () => {
    const storage = started();
    db.remove('words', 1);
    commitChanges();
    resetDb();
    expect(storage.items.has(CHANGES_KEY)).toBe(false);
    expect(words()).toEqual(['spam', 'scam', 'casino']);
    reload(storage);
    expect(words()).toEqual(['spam', 'scam', 'casino']);
  });

  it('puts back every change of the call when the storage refuses them, keeping what was kept before', () => {
    const storage = started();
    db.insert('words', { word: 'fraud' });
    commitChanges();

    storage.refuse = true;
    db.update('users', 1, { type: 'whitelisted' });
    db.insert('words', { word: 'phishing' });
    db.replaceAll('words', db.all('words').slice(1));
    expect(() => commitChanges()).toThrow(StorageRefused);

    expect(words()).toEqual(['spam', 'scam', 'casino', 'fraud']);
    expect(db.byId('users', 1)).toMatchObject({ type: 'general' });
    storage.refuse = false;
    db.insert('words', { word: 'bot' });
    commitChanges();
    reload(storage);
    expect(words()).toEqual(['spam', 'scam', 'casino', 'fraud', 'bot']);
    expect(db.byId('users', 1)).toMatchObject({ type: 'general' });
  });

  it('starts from the seed when the kept changes are not JSON, damaged or of another version', () => {
    const storage = memoryStorage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const [text, warning] of [
      ['{', 'not JSON'],
      [JSON.stringify({ version: 5, changes: { words: { rows: [{ word: 'no id' }], removed: [] } } }), 'damaged'],
      [JSON.stringify({ version: 5, changes: { words: { rows: [] } } }), 'damaged'],
      [JSON.stringify({ version: 4, collections: { words: [] } }), undefined],
    ] as const) {
      warn.mockClear();
      storage.items.set(CHANGES_KEY, text);
      reload(storage);
      expect(words()).toEqual(['spam', 'scam', 'casino']);
      if (warning) expect(String(warn.mock.calls[0])).toContain(warning);
      else expect(warn).not.toHaveBeenCalled();
    }
    warn.mockRestore();
  });

  it('keeps changes in memory only when it has no storage', () => {
    configureDb({ seed });
    db.insert('words', { word: 'fraud' });
    commitChanges();
    expect(words()).toContain('fraud');
    configureDb({ seed });
    expect(words()).not.toContain('fraud');
  });

  it('builds the seed once and starts every reset from it; a frozen seed refuses changes in place', () => {
    let built = 0;
    configureDb({
      seed: () => {
        built += 1;
        return seed();
      },
      freezeSeed: true,
    });
    db.update('words', 1, { word: 'spam!' });
    resetDb();
    resetDb();
    expect(built).toBe(1);
    expect(words()).toEqual(['spam', 'scam', 'casino']);
    const row = db.byId<Row & { word: string }>('words', 2)!;
    expect(() => {
      row.word = 'changed in place';
    }).toThrow(TypeError);
    expect(words()).toEqual(['spam', 'scam', 'casino']);
  });

  it('reads a collection of the seed only when it is first asked for, with its kept changes', () => {
    const read: string[] = [];
    const lazySeed = (): Collections => {
      const rows = seed();
      const collections: Collections = {};
      for (const name of Object.keys(rows)) {
        Object.defineProperty(collections, name, {
          enumerable: true,
          get: () => {
            read.push(name);
            return rows[name];
          },
        });
      }
      return collections;
    };
    const storage = memoryStorage();
    configureDb({ seed: lazySeed, storage, freezeSeed: true });
    db.update('users', 1, { login: 'lina!' });
    commitChanges();
    read.splice(0);

    configureDb({ seed: lazySeed, storage, freezeSeed: true });
    expect(read).toEqual([]);
    expect(db.byId('users', 1)).toMatchObject({ login: 'lina!' });
    expect(read).toEqual(['users']);
    resetDb();
    expect(read).toEqual(['users']);
    expect(words()).toEqual(['spam', 'scam', 'casino']);
    expect(read).toEqual(['users', 'words']);
    expect(() => {
      (db.byId<Row & { word: string }>('words', 1)! as { word: string }).word = 'changed in place';
    }).toThrow(TypeError);
  });

  it('finds rows by id after every kind of write, and after a refused commit puts them back', () => {
    const storage = started();
    const word = (id: number) => db.byId<Row & { word: string }>('words', id)?.word;
    expect(word(2)).toBe('scam');
    db.update('words', 2, { word: 'scams' });
    db.remove('words', 1);
    const { id } = db.insert('words', { word: 'fraud' });
    expect([word(1), word(2), word(id)]).toEqual([undefined, 'scams', 'fraud']);
    commitChanges();
    storage.refuse = true;
    db.update('words', 2, { word: 'refused' });
    expect(() => commitChanges()).toThrow(StorageRefused);
    expect(word(2)).toBe('scams');
    resetDb();
    expect([word(1), word(2), word(id)]).toEqual(['spam', 'scam', undefined]);
  });
});

describe('the demo’s tabs, each with its own copy of the mock over one storage', () => {
  /** What another tab keeps: its copy's changes, with a word it added, written over this tab's. */
  function anotherTabAdds(storage: ReturnType<typeof memoryStorage>, row: Row & { word: string }) {
    const stored = kept(storage);
    stored.changes.words.rows.push(row);
    storage.setItem(CHANGES_KEY, JSON.stringify(stored));
  }

  /** A storage other copies write too; here the Map is read directly, so there is nothing to refresh or wait for. */
  const sharedStorage = () => Object.assign(memoryStorage(), { refresh: async () => {}, flush: async () => {} });

  it('takes what another tab kept before the next request, so a new row never reuses its id', async () => {
    const storage = sharedStorage();
    configureDb({ seed, storage });
    db.insert('words', { word: 'fraud' });
    commitChanges();
    anotherTabAdds(storage, { id: 5, word: 'bet' });

    await takeChangesOfOtherTabs();
    expect(words()).toEqual(['spam', 'scam', 'casino', 'fraud', 'bet']);
    expect(db.insert('words', { word: 'loan' }).id).toBe(6);
    commitChanges();
    expect(kept(storage).changes.words.rows.map((row: Row & { word: string }) => row.word)).toEqual([
      'fraud',
      'bet',
      'loan',
    ]);
  });

  it('reads nothing again while the storage holds what this copy itself kept, or when no other copy shares it', async () => {
    const storage = sharedStorage();
    configureDb({ seed, storage });
    db.insert('words', { word: 'fraud' });
    commitChanges();
    const fraud = db.byId('words', 4);
    await takeChangesOfOtherTabs();
    // Not started again from the storage: the same row object, not a copy read back.
    expect(db.byId('words', 4)).toBe(fraud);

    const ownStorage = memoryStorage();
    configureDb({ seed, storage: ownStorage });
    db.insert('words', { word: 'fraud' });
    commitChanges();
    anotherTabAdds(ownStorage, { id: 9, word: 'bet' });
    await takeChangesOfOtherTabs();
    expect(words()).toEqual(['spam', 'scam', 'casino', 'fraud']);
  });

  it('goes back to what is kept when the shared storage refuses a change, and says so', async () => {
    const storage = sharedStorage();
    configureDb({ seed, storage });
    db.insert('words', { word: 'fraud' });
    await keepChanges();
    // The browser refuses the next write: what it holds stays the text before it.
    const before = storage.items.get(CHANGES_KEY)!;
    storage.flush = async () => {
      storage.items.set(CHANGES_KEY, before);
      throw new StorageRefused(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    };
    db.insert('words', { word: 'loan' });
    await expect(keepChanges()).rejects.toBeInstanceOf(StorageRefused);
    expect(words()).toEqual(['spam', 'scam', 'casino', 'fraud']);
  });
});
