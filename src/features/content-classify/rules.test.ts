import { describe, expect, it } from 'vitest';
import { categoryAlreadyAdded, categoryNameTaken, categoryProblems, guidanceProblems, poolProblems } from './rules';

const codes = (problems: Array<{ code: string }>) => problems.map((problem) => problem.code);

describe('categories', () => {
  it('needs a name of at most 30 characters and a whole weight from 0 to 9999', () => {
    expect(codes(categoryProblems({ name: 'Sleep', weight: 0 }))).toEqual([]);
    expect(codes(categoryProblems({ name: ' ', weight: -1 }))).toEqual(['nameRequired', 'weight']);
    expect(codes(categoryProblems({ name: 'x'.repeat(31), weight: 1.5 }))).toEqual(['nameTooLong', 'weight']);
    expect(codes(categoryProblems({ name: 'Sleep', weight: 10_000 }))).toEqual(['weight']);
  });
  it('finds a category already added under the same name, whatever the case, but not the one edited', () => {
    const existing = [
      { id: 1, name: 'Nutrition' },
      { id: 2, name: 'Fitness' },
    ];
    expect(categoryNameTaken(existing, ' nutrition ')).toBe(true);
    expect(categoryNameTaken(existing, 'Nutrition', 1)).toBe(false);
    expect(categoryNameTaken(existing, 'Sleep')).toBe(false);
  });
});

describe('pools', () => {
  it('refuses a category added twice', () => {
    expect(codes(poolProblems({ name: 'Home', weight: 5, categoryIds: [1, 2] }))).toEqual([]);
    expect(codes(poolProblems({ name: 'Home', weight: 5, categoryIds: [1, 2, 1] }))).toEqual(['categoryAlreadyAdded']);
    expect(categoryAlreadyAdded([1, 2], 2)).toBe(true);
    expect(categoryAlreadyAdded([1, 2], 3)).toBe(false);
  });
});

describe('guidance', () => {
  it('needs text in some language, at most 500 characters each', () => {
    expect(codes(guidanceProblems({ texts: {} }))).toEqual(['guidanceRequired']);
    expect(codes(guidanceProblems({ texts: { en: { text: '  ' } } }))).toEqual(['guidanceRequired']);
    expect(codes(guidanceProblems({ texts: { ar: { text: 'شاركي' } } }))).toEqual([]);
    const problems = guidanceProblems({ texts: { ar: { text: 'ا'.repeat(501) } } });
    expect(problems).toEqual([{ field: 'texts.ar.text', code: 'guidanceTooLong' }]);
  });
});
