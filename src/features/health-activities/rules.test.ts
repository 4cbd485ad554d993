import {
  activityMachine,
  activityProblems,
  canGoOnline,
  legacyMachine,
  legacyProblems,
  LIMITS,
  phaseOf,
  publishProblem,
} from './rules';
import type { HealthActivityInput } from './types';

const codes = (problems: Array<{ field: string; code: string }>) => problems.map((p) => `${p.field}:${p.code}`);
const DAY = 86_400_000;

describe('the old list', () => {
  it('needs a title, a content language, a valid link and a whole sort weight', () => {
    expect(legacyProblems({ title: 'Walk', language: 'en', link: '/a', sort: 3 })).toEqual([]);
    expect(codes(legacyProblems({ title: ' ', language: 'de' as never, link: 'x', sort: 1.5 }))).toEqual([
      'title:required',
      'language:required',
      'link:link',
      'sort:sort',
    ]);
    expect(codes(legacyProblems({ title: 'x'.repeat(61), language: 'ar', link: '', sort: 10_000 }))).toEqual([
      'title:tooLong',
      'link:linkRequired',
      'sort:sort',
    ]);
  });

  it('keeps at most ten rows online and deletes only offline ones', () => {
    expect(canGoOnline(LIMITS.legacyOnlineMax - 1)).toBe(true);
    expect(canGoOnline(LIMITS.legacyOnlineMax)).toBe(false);
    expect(legacyMachine.can('delete', 'online')).toBe(false);
    expect(legacyMachine.can('delete', 'offline')).toBe(true);
    expect(legacyMachine.can('online', 'online')).toBe(false);
  });
});

describe('the new activities', () => {
  const valid: HealthActivityInput = {
    texts: { en: { title: 'Walk', description: 'Every day', link: '/activity/walk' } },
    modes: ['pregnancy'],
    startAt: '2026-01-01T09:00:00.000Z',
    endAt: '2026-01-15T09:00:00.000Z',
  };

  it('accepts a complete activity', () => {
    expect(activityProblems(valid)).toEqual([]);
  });

  it('needs a language with title and description, a title in every language used, valid links', () => {
    expect(
      codes(
        activityProblems({
          ...valid,
          texts: { en: { title: 'Walk' }, ar: { description: 'وصف', link: 'nope' } },
        }),
      ),
    ).toEqual(['texts:oneLanguage', 'texts.ar.title:titleFirst', 'texts.ar.link:link']);
  });

  it('needs a known mode and a schedule that ends after it starts, at most a year long', () => {
    expect(codes(activityProblems({ ...valid, modes: [] }))).toEqual(['modes:modes']);
    expect(codes(activityProblems({ ...valid, modes: ['baby' as never] }))).toEqual(['modes:modes']);
    expect(codes(activityProblems({ ...valid, endAt: valid.startAt }))).toEqual(['schedule:endBeforeStart']);
    expect(codes(activityProblems({ ...valid, startAt: '' }))).toEqual(['schedule:scheduleRequired']);
    const start = Date.parse(valid.startAt);
    expect(codes(activityProblems({ ...valid, endAt: new Date(start + 367 * DAY).toISOString() }))).toEqual([
      'schedule:scheduleTooLong',
    ]);
  });

  it('derives the phase from the schedule and refuses to publish an ended one', () => {
    const start = Date.parse(valid.startAt);
    expect(phaseOf(valid, start - 1)).toBe('upcoming');
    expect(phaseOf(valid, start)).toBe('running');
    expect(phaseOf(valid, Date.parse(valid.endAt))).toBe('ended');
    expect(publishProblem(valid, Date.parse(valid.endAt))).toEqual({ field: 'schedule', code: 'publishEnded' });
    expect(publishProblem(valid, start)).toBeNull();
  });

  it('edits and deletes only what is not shown; an edited offline activity is a draft again', () => {
    expect(activityMachine.actionsFrom('published')).toEqual(['offline']);
    expect(activityMachine.actionsFrom('draft')).toEqual(['edit', 'publish', 'delete']);
    expect(activityMachine.step('edit', 'offline')).toEqual({ allowed: true, to: 'draft' });
  });
});
