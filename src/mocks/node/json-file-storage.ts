import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ChangeStorage } from '../change-storage';

/**
 * The mock database's storage on the HTTP mock server: what the browser keeps in localStorage, kept in one
 * JSON file instead. Each item (the database keeps one, `admin-mock-db`: the changes made on top of the
 * seed) is stored parsed, so the file reads and diffs as JSON. Every write replaces the file atomically
 * (a temporary file in the same folder, then a rename): a crash mid-write leaves the previous file, never
 * half of one. A write that fails throws, which the database turns into a refused change (HTTP 507).
 */
export function jsonFileStorage(path: string): ChangeStorage & { readonly path: string } {
  const items = readItems(path);

  function save() {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, `${JSON.stringify(Object.fromEntries(items), null, 2)}\n`);
      renameSync(temporary, path);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }

  return {
    path,
    getItem: (key) => (items.has(key) ? JSON.stringify(items.get(key)) : null),
    setItem(key, value) {
      // Items are kept parsed: a value that is not JSON cannot be, and is refused like a full disk.
      const parsed: unknown = JSON.parse(value);
      const before = items.get(key);
      const had = items.has(key);
      items.set(key, parsed);
      try {
        save();
      } catch (error) {
        if (had) items.set(key, before);
        else items.delete(key);
        throw error;
      }
    },
    removeItem(key) {
      if (!items.delete(key)) return;
      save();
    },
  };
}

/** The file's items; none when it does not exist. A damaged file is set aside (`.damaged`), not lost. */
function readItems(path: string): Map<string, unknown> {
  if (!existsSync(path)) return new Map();
  const text = readFileSync(path, 'utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return new Map(Object.entries(parsed));
  } catch {
    // Handled below, as for any other shape.
  }
  const aside = `${path}.damaged`;
  renameSync(path, aside);
  console.warn(`[mock] ${path} is not a JSON object; moved it to ${aside} and starting from the seed`);
  return new Map();
}
