import fc from 'fast-check';
import { createIdChecker, idListProblems, MAX_IDS_PER_CHECK, parseIdList } from './id-list';

describe('parseIdList', () => {
  it('splits on the spec separators and line breaks after removing whitespace, keeping repeats', () => {
    expect(parseIdList(' 101; 102，103、104,105；101 \n 106\r\n10 7')).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '101',
      '106',
      '107',
    ]);
    expect(parseIdList(' ;; ,')).toEqual([]);
  });
});

describe('idListProblems', () => {
  it('names repeated, malformed and unknown items and keeps the first order', () => {
    const problems = idListProblems(['3', '1', 'x2', '3', '1', '3'], { pattern: /^\d+$/ }, ['1', '9']);
    expect(problems.unique).toEqual(['3', '1', 'x2']);
    expect(problems.repeated).toEqual(['3', '1']);
    expect(problems.malformed).toEqual(['x2']);
    expect(problems.unknown).toEqual(['1']);
    expect(problems.tooMany).toBe(false);
  });

  it('flags more distinct IDs than allowed', () => {
    expect(idListProblems(['1', '2', '2'], { max: 2 }).tooMany).toBe(false);
    expect(idListProblems(['1', '2', '3'], { max: 2 }).tooMany).toBe(true);
  });

  it('unique has no repeats and every item is in it (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '2', '3', '4')), (items) => {
        const { unique, repeated } = idListProblems(items);
        expect(new Set(unique).size).toBe(unique.length);
        expect(new Set(items)).toEqual(new Set(unique));
        expect(repeated.length).toBe(new Set(items.filter((item, i) => items.indexOf(item) !== i)).size);
      }),
    );
  });
});

describe('createIdChecker', () => {
  it('asks about each ID once and reports the unknown ones', async () => {
    const fetchUnknown = vi.fn(async (ids: string[]) => ids.filter((id) => id.startsWith('9')));
    const checker = createIdChecker(fetchUnknown);
    expect(await checker.unknownAmong(['1', '9', '1'])).toEqual(['9']);
    expect(await checker.unknownAmong(['9', '1', '2'])).toEqual(['9']);
    expect(fetchUnknown).toHaveBeenCalledTimes(2);
    expect(fetchUnknown.mock.calls[1][0]).toEqual(['2']);
  });

  it('shares a request in flight and forgets a failed one', async () => {
    let fail = true;
    const fetchUnknown = vi.fn(async (ids: string[]) => {
      if (fail) throw new Error('offline');
      return ids.filter((id) => id === '5');
    });
    const checker = createIdChecker(fetchUnknown);
    const [first, second] = await Promise.allSettled([checker.unknownAmong(['5']), checker.unknownAmong(['5'])]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(fetchUnknown).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await checker.unknownAmong(['5', '6'])).toEqual(['5']);
  });

  it('asks about 1,001 IDs in parts the server accepts, and a failed check leaves no unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    // Node's process (this project runs in Node; the app's types do not include Node's).
    type Listener = (reason: unknown) => void;
    const { process } = globalThis as unknown as {
      process: { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void };
    };
    process.on('unhandledRejection', onRejection);
    try {
      // As the server: more than 1000 IDs in one call is refused.
      const fetchUnknown = vi.fn(async (ids: string[]) => {
        if (ids.length > MAX_IDS_PER_CHECK) throw new Error('Send at most 1000 IDs to check');
        return ids.filter((id) => Number(id) > 1000);
      });
      const ids = Array.from({ length: 1001 }, (_, i) => String(i + 1));
      expect(await createIdChecker(fetchUnknown).unknownAmong(ids)).toEqual(['1001']);
      expect(fetchUnknown.mock.calls.map(([asked]) => asked.length)).toEqual([1000, 1]);

      const offline = createIdChecker(async () => {
        throw new Error('offline');
      });
      await expect(offline.unknownAmong(['1'])).rejects.toThrow('offline');
      // Node reports a tick's unhandled rejections once its microtasks have run, before the event loop
      // turns: the next turn (setImmediate) comes after every report the failed check could cause.
      await new Promise(setImmediate);
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
