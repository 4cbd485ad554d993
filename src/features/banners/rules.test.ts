import { bannerMachine, bannerProblems, bannerStatus, slotFull } from './rules';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const HOUR = 3_600_000;
const valid = {
  texts: { zh: { title: '新版本' } },
  image: 'https://cdn.example.com/b.png',
  link: 'https://h5.example.com/to-h5/news',
  startAt: '2026-11-23T00:00:00Z',
  endAt: '2026-11-30T00:00:00Z',
  weight: 10,
};

describe('banner rules', () => {
  it('needs a title, an image, an https link, a weight and a window ending after its start and after now', () => {
    expect(bannerProblems(valid, NOW)).toEqual([]);
    const codes = bannerProblems({ ...valid, texts: {}, image: '', link: 'ftp://x', weight: -1 }, NOW).map(
      (p) => p.code,
    );
    expect(codes).toEqual(['bannerTitle', 'imageRequired', 'link', 'weight']);
    expect(bannerProblems({ ...valid, endAt: valid.startAt }, NOW)[0].code).toBe('endBeforeStart');
    expect(
      bannerProblems({ ...valid, startAt: '2026-11-01T00:00:00Z', endAt: '2026-11-02T00:00:00Z' }, NOW)[0].code,
    ).toBe('endPast');
    expect(bannerProblems({ ...valid, endAt: '' }, NOW)[0].code).toBe('windowRequired');
  });

  it('derives the status from the window', () => {
    expect(bannerStatus({ startAt: '2026-11-24T00:00:00Z', endAt: '2026-11-25T00:00:00Z' }, NOW)).toBe('upcoming');
    expect(bannerStatus(valid, NOW)).toBe('showing');
    expect(bannerStatus({ startAt: '2026-11-01T00:00:00Z', endAt: '2026-11-23T10:00:00Z' }, NOW)).toBe('ended');
    expect(bannerMachine.can('delete', 'showing')).toBe(false);
    expect(bannerMachine.can('takeDown', 'showing')).toBe(true);
    expect(bannerMachine.can('edit', 'ended')).toBe(false);
  });

  it('counts the banners at once at the busiest moment of the window', () => {
    const w = (from: number, to: number) => ({ start: from * HOUR, end: to * HOUR });
    // Two banners that never meet: a third fits beside them in a slot of two.
    expect(slotFull(w(0, 10), [w(0, 4), w(5, 10)], 2)).toBe(false);
    // Two banners together from hour 3 to 4: a slot of two is full then.
    expect(slotFull(w(0, 10), [w(0, 4), w(3, 10)], 2)).toBe(true);
    // Banners that end when the window starts, or start when it ends, do not count.
    expect(slotFull(w(5, 10), [w(0, 5), w(10, 20)], 1)).toBe(false);
    expect(slotFull(w(5, 10), [w(0, 6)], 1)).toBe(true);
  });
});
