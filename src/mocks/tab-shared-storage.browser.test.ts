import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageRefused } from './change-storage';
import { openTabSharedStorage } from './tab-shared-storage';

const KEY = 'tab-shared-storage-test';

describe('the demo’s storage shared by its tabs (IndexedDB)', () => {
  afterEach(async () => {
    const storage = await openTabSharedStorage();
    storage.removeItem(KEY);
    await storage.flush();
  });

  it('shows one tab what another kept once it reads again, and keeps what it sets across a new start', async () => {
    const [first, second] = await Promise.all([openTabSharedStorage(), openTabSharedStorage()]);
    first.setItem(KEY, '{"n":1}');
    expect(first.getItem(KEY)).toBe('{"n":1}');
    await first.flush();
    // The second tab answers from what it last read until its next request reads again.
    expect(second.getItem(KEY)).toBeNull();
    await second.refresh();
    expect(second.getItem(KEY)).toBe('{"n":1}');

    second.removeItem(KEY);
    await second.flush();
    await first.refresh();
    expect(first.getItem(KEY)).toBeNull();

    first.setItem(KEY, '{"n":2}');
    await first.flush();
    expect((await openTabSharedStorage()).getItem(KEY)).toBe('{"n":2}');
  });

  it('says when the browser refused a write, and keeps the next one', async () => {
    const storage = await openTabSharedStorage();
    const put = IDBObjectStore.prototype.put;
    const refused = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    storage.setItem(KEY, '{"n":1}');
    await expect(storage.flush()).rejects.toBeInstanceOf(StorageRefused);
    await storage.refresh();
    expect(storage.getItem(KEY)).toBeNull();

    refused.mockImplementation(put);
    storage.setItem(KEY, '{"n":2}');
    await storage.flush();
    expect((await openTabSharedStorage()).getItem(KEY)).toBe('{"n":2}');
  });
});
