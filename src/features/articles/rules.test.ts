import { describe, expect, it } from 'vitest';
import {
  articleMachine,
  articleProblems,
  categoryProblems,
  clashingLanguage,
  normalizeArticle,
  textIn,
  textProblems,
} from './rules';

const codes = (problems: Array<{ field: string; code: string }>) => problems.map((p) => `${p.field}:${p.code}`);
const complete = { en: { title: 'How to sign in', description: 'Steps to sign in', link: '/help/1001' } };

describe('article texts', () => {
  it('needs some language with a title and a description, and a link wherever a title is', () => {
    expect(codes(textProblems({}))).toEqual(['texts:textsIncomplete']);
    expect(codes(textProblems({ en: { title: 'Only a title' } }))).toEqual([
      'texts:textsIncomplete',
      'texts.en.link:linkRequired',
    ]);
    expect(textProblems(complete)).toEqual([]);
  });

  it('checks every language that was started, and the limits', () => {
    const problems = textProblems({
      ...complete,
      ar: { description: 'وصف بلا عنوان' },
      fr: { title: 'x'.repeat(101), link: 'pas un lien' },
      zh: { title: '标题', link: '   ' },
    });
    expect(codes(problems)).toEqual([
      'texts.ar.title:titleRequired',
      'texts.fr.title:titleTooLong',
      'texts.fr.link:linkInvalid',
      'texts.zh.link:linkRequired',
    ]);
  });
});

describe('articles of each kind', () => {
  it('needs a display ID; a help or insights article its category; a pregnancy article its week', () => {
    expect(codes(articleProblems('insights', { texts: complete, displayId: 2001, categoryId: 7 }))).toEqual([]);
    expect(codes(articleProblems('insights', { texts: complete, displayId: 2001 }))).toEqual([
      'categoryId:categoryRequired',
    ]);
    expect(codes(articleProblems('insights', { texts: complete, displayId: 0, categoryId: 7 }))).toEqual([
      'displayId:displayId',
    ]);
    expect(codes(articleProblems('insights', { texts: complete, displayId: 1.5, categoryId: 7 }))).toEqual([
      'displayId:displayId',
    ]);
    expect(codes(articleProblems('help', { texts: complete, displayId: 1 }))).toEqual(['categoryId:categoryRequired']);
    expect(codes(articleProblems('help', { texts: complete, displayId: 1, categoryId: 2 }))).toEqual([]);
    expect(codes(articleProblems('pregnancy', { texts: complete, displayId: 1, pregnancyWeek: 43 }))).toEqual([
      'pregnancyWeek:pregnancyWeek',
    ]);
    expect(codes(articleProblems('pregnancy', { texts: complete, displayId: 1, pregnancyWeek: 42 }))).toEqual([]);
  });

  it('stores trimmed texts without empty languages, and no field of another kind', () => {
    expect(
      normalizeArticle('pregnancy', {
        displayId: 5,
        categoryId: 3,
        pregnancyWeek: 12,
        texts: { en: { title: ' Title ', link: '/a', description: '' }, fr: { title: '  ' } },
      }),
    ).toEqual({ displayId: 5, categoryId: null, pregnancyWeek: 12, texts: { en: { title: 'Title', link: '/a' } } });
    expect(normalizeArticle('insights', { displayId: 5, categoryId: 7, pregnancyWeek: 12, texts: {} })).toEqual({
      displayId: 5,
      categoryId: 7,
      pregnancyWeek: null,
      texts: {},
    });
  });

  it('a creator course is for beginners or about account management, and keeps its course type', () => {
    const course = {
      displayId: 4001,
      texts: { en: { title: 'First week', description: 'Your first posts', link: '/creator/first-week' } },
    };
    expect(articleProblems('creator', course)).toEqual([{ field: 'courseType', code: 'courseType' }]);
    expect(articleProblems('creator', { ...course, courseType: 'beginner' })).toEqual([]);
    expect(articleProblems('help', { ...course, categoryId: 1 })).toEqual([]);
    expect(normalizeArticle('creator', { ...course, courseType: 'account', categoryId: 2 })).toEqual({
      displayId: 4001,
      categoryId: null,
      pregnancyWeek: null,
      courseType: 'account',
      texts: course.texts,
    });
  });

  it('lists a delisted article, delists a listed one, and deletes only a delisted one', () => {
    expect(articleMachine.actionsFrom('listed')).toEqual(['delist']);
    expect(articleMachine.actionsFrom('delisted')).toEqual(['list', 'delete']);
    expect(articleMachine.step('list', 'delisted')).toEqual({ allowed: true, to: 'listed' });
    expect(articleMachine.can('delete', 'listed')).toBe(false);
  });
});

describe('help categories', () => {
  it('needs a name in some language, names within the limit, and a sort value', () => {
    expect(codes(categoryProblems({ names: {}, sort: 10 }))).toEqual(['names:categoryNameRequired']);
    expect(codes(categoryProblems({ names: { ar: 'الحساب' }, sort: 10 }))).toEqual([]);
    expect(codes(categoryProblems({ names: { en: 'x'.repeat(31) }, sort: -1 }))).toEqual([
      'names.en:categoryNameTooLong',
      'sort:sort',
    ]);
  });

  it('clashes on the same name in the same language only', () => {
    expect(clashingLanguage({ en: 'Community', zh: '社区' }, { en: ' community ' })).toBe('en');
    expect(clashingLanguage({ en: 'Community' }, { fr: 'Community' })).toBeNull();
    expect(clashingLanguage({ en: '' }, { en: '' })).toBeNull();
  });
});

describe('textIn', () => {
  it('takes the interface language when written, else the first content language written', () => {
    const texts = { ar: { title: 'عنوان' }, zh: { title: '标题' }, fr: { title: ' ' } };
    expect(textIn(texts, (entry) => entry.title, 'zh')).toEqual({ text: '标题', language: 'zh' });
    expect(textIn(texts, (entry) => entry.title, 'en')).toEqual({ text: 'عنوان', language: 'ar' });
    expect(textIn(texts, (entry) => entry.title, 'fr')).toEqual({ text: 'عنوان', language: 'ar' });
    expect(textIn({}, (entry: { title?: string }) => entry.title, 'en')).toBeNull();
  });
});
