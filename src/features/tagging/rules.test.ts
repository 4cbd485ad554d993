import { describe, expect, it } from 'vitest';
import { seedTags } from './mock/seed';
import { choiceProblem, deleteRefusal, level2Options, nameProblems, parentProblem, taskRefusal } from './rules';

const tags = seedTags();
const id = (en: string) => tags.find((tag) => tag.names.en === en)!.id;
const NOW = Date.parse('2026-03-01T10:00:00Z');
const later = new Date(NOW + 60_000).toISOString();
const waiting = { status: 'waiting' as const, assignee: null, claimedBy: null, claimedUntil: null, taggedBy: null };

describe('tag names', () => {
  it('are unique per level, level 2 only under the same parent, ignoring case and spaces', () => {
    const names = { zh: '新', en: ' recipes ', ar: 'جديد' };
    expect(nameProblems({ kind: 'level2', parentId: id('Nutrition'), names }, tags)).toEqual([
      { kind: 'duplicateName', language: 'en' },
    ]);
    expect(nameProblems({ kind: 'level2', parentId: id('Pregnancy'), names }, tags)).toEqual([]);
    expect(nameProblems({ kind: 'level1', parentId: null, names: { zh: '孕期', en: 'X', ar: 'Y' } }, tags)).toEqual([
      { kind: 'duplicateName', language: 'zh' },
    ]);
    // Editing a tag does not clash with itself.
    const self = tags.find((tag) => tag.names.en === 'Recipes')!;
    expect(nameProblems({ kind: 'level2', parentId: self.parentId, names: self.names }, tags, self.id)).toEqual([]);
  });

  it('need zh, en and ar, at most 30 characters', () => {
    expect(
      nameProblems({ kind: 'quality', parentId: null, names: { zh: '', en: 'a'.repeat(31), ar: ' ' } }, tags),
    ).toEqual([
      { kind: 'nameRequired', language: 'zh' },
      { kind: 'nameTooLong', language: 'en' },
      { kind: 'nameRequired', language: 'ar' },
    ]);
  });

  it('put level 2 under a level-1 tag only', () => {
    expect(parentProblem({ kind: 'level2', parentId: id('Anxiety') }, tags)).toEqual({ kind: 'badParent' });
    expect(parentProblem({ kind: 'level2', parentId: id('Period') }, tags)).toBeNull();
    expect(parentProblem({ kind: 'level1', parentId: id('Period') }, tags)).toEqual({ kind: 'badParent' });
  });
});

describe('deleting a tag', () => {
  it('is refused while posts carry it or tags sit under it', () => {
    expect(deleteRefusal(3, 0)).toEqual({ kind: 'inUse', count: 3 });
    expect(deleteRefusal(0, 2)).toEqual({ kind: 'hasChildren', count: 2 });
    expect(deleteRefusal(0, 0)).toBeNull();
  });
});

describe('a choice of tags', () => {
  const good = { level1Id: id('Pregnancy'), level2Ids: [id('Fetal development')], qualityId: id('Good') };
  it('is complete and consistent', () => {
    expect(choiceProblem(good, tags)).toBeNull();
    expect(choiceProblem({ ...good, level1Id: null }, tags)).toEqual({ kind: 'level1Required' });
    expect(choiceProblem({ ...good, level2Ids: [] }, tags)).toEqual({ kind: 'level2Required' });
    expect(choiceProblem({ ...good, level2Ids: [id('Anxiety')] }, tags)).toEqual({ kind: 'level2NotUnder' });
    expect(choiceProblem({ ...good, qualityId: null }, tags)).toEqual({ kind: 'qualityRequired' });
    expect(choiceProblem({ ...good, qualityId: id('Possible advert') }, tags)).toMatchObject({ kind: 'disabledTag' });
    expect(choiceProblem({ ...good, level1Id: id('Community chat'), level2Ids: [] }, tags)).toMatchObject({
      kind: 'disabledTag',
    });
    const four = tags.filter((tag) => tag.parentId === id('Pregnancy')).map((tag) => tag.id);
    expect(choiceProblem({ ...good, level2Ids: four }, tags)).toEqual({ kind: 'tooManyLevel2', max: 3 });
  });

  it('offers the enabled level-2 tags of the chosen level 1 only', () => {
    expect(level2Options(tags, id('Baby care')).map((tag) => tag.names.en)).toEqual(['Breastfeeding', 'Newborn sleep']);
    expect(level2Options(tags, null)).toEqual([]);
  });
});

describe('task actions', () => {
  it('refuse a tagged task, one someone else has open, and one assigned to another', () => {
    expect(taskRefusal(waiting, 'save', 'me', NOW)).toBeNull();
    expect(taskRefusal({ ...waiting, status: 'tagged', taggedBy: 'admin' }, 'save', 'me', NOW)).toEqual({
      kind: 'alreadyTagged',
      by: 'admin',
    });
    expect(taskRefusal({ ...waiting, claimedBy: 'admin', claimedUntil: later }, 'claim', 'me', NOW)).toEqual({
      kind: 'beingTagged',
      by: 'admin',
    });
    // A lapsed claim holds nothing.
    expect(
      taskRefusal({ ...waiting, claimedBy: 'admin', claimedUntil: new Date(NOW - 1).toISOString() }, 'save', 'me', NOW),
    ).toBeNull();
    expect(taskRefusal({ ...waiting, assignee: 'admin' }, 'claim', 'me', NOW)).toEqual({
      kind: 'assignedToOther',
      by: 'admin',
    });
    expect(taskRefusal({ ...waiting, assignee: 'admin' }, 'assign', 'me', NOW)).toBeNull();
  });

  it('re-open only a tagged task nobody is tagging', () => {
    expect(taskRefusal({ ...waiting, status: 'tagged', taggedBy: 'me' }, 'reopen', 'me', NOW)).toBeNull();
    expect(taskRefusal(waiting, 'reopen', 'me', NOW)).toEqual({ kind: 'notTagged' });
    expect(taskRefusal({ ...waiting, claimedBy: 'admin', claimedUntil: later }, 'reopen', 'me', NOW)).toEqual({
      kind: 'beingTagged',
      by: 'admin',
    });
  });
});
