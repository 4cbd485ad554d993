import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonFileStorage } from './json-file-storage';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the JSON file storage of the HTTP mock server', () => {
  it('keeps items as readable JSON in the file, creating its folder, and reads them back after a restart', () => {
    const path = join(dir, 'nested', 'db.json');
    const storage = jsonFileStorage(path);
    expect(storage.getItem('admin-mock-db')).toBeNull();
    storage.setItem('admin-mock-db', JSON.stringify({ version: 5, changes: { words: { rows: [], removed: [3] } } }));
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      'admin-mock-db': { version: 5, changes: { words: { rows: [], removed: [3] } } },
    });
    // No temporary file is left beside it.
    expect(readdirSync(join(dir, 'nested'))).toEqual(['db.json']);

    const restarted = jsonFileStorage(path);
    expect(JSON.parse(restarted.getItem('admin-mock-db')!)).toEqual({
      version: 5,
      changes: { words: { rows: [], removed: [3] } },
    });
    restarted.removeItem('admin-mock-db');
    expect(jsonFileStorage(path).getItem('admin-mock-db')).toBeNull();
  });

  it('throws when the file cannot be written, keeping the previous item and file', () => {
    const path = join(dir, 'db.json');
    const storage = jsonFileStorage(path);
    storage.setItem('key', '"first"');
    // The temporary file's name is taken by a folder: the write fails before the rename.
    mkdirSync(`${path}.${process.pid}.tmp`);
    expect(() => storage.setItem('key', '"second"')).toThrow();
    expect(storage.getItem('key')).toBe('"first"');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ key: 'first' });
  });

  it('refuses a value that is not JSON', () => {
    const storage = jsonFileStorage(join(dir, 'db.json'));
    expect(() => storage.setItem('key', 'not json')).toThrow();
    expect(storage.getItem('key')).toBeNull();
  });

  it('sets a damaged file aside and starts empty', () => {
    const path = join(dir, 'db.json');
    writeFileSync(path, '{ half a file');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(jsonFileStorage(path).getItem('admin-mock-db')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(readFileSync(`${path}.damaged`, 'utf8')).toBe('{ half a file');
  });
});
