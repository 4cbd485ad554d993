import { faqProblems, halfLanguages, repeatedQuestions } from './rules';
import { faqMachine } from './status';
import type { Faq } from './types';
import { FAQ_COLLECTION, seedHealthFaq } from './mock/seed';

describe('health FAQ rules', () => {
  it('needs one language with both question and answer', () => {
    expect(faqProblems({ mode: 'pregnancy', weight: 0, texts: { en: { question: 'Q?', answer: 'A.' } } })).toEqual([]);
    expect(
      faqProblems({ mode: 'pregnancy', weight: 0, texts: { en: { question: 'Q?' }, ar: { answer: 'ج' } } }),
    ).toEqual([{ field: 'texts', code: 'questionAndAnswer' }]);
  });

  it('refuses a language with only half of the pair, and overlong texts', () => {
    const texts = { en: { question: 'Q?', answer: 'A.' }, fr: { question: 'Q ?' }, zh: { question: '', answer: '答' } };
    expect(halfLanguages(texts)).toEqual(['fr', 'zh']);
    expect(faqProblems({ mode: 'period', weight: 1, texts })[0]).toEqual({
      field: 'texts',
      code: 'halfLanguage',
      params: { languages: 'fr, zh' },
    });
    const long = faqProblems({ mode: 'period', weight: 1, texts: { en: { question: 'Q', answer: 'a'.repeat(2001) } } });
    expect(long.map((problem) => problem.code)).toEqual(['faqTooLong']);
  });

  it('finds the same question in the same mode', () => {
    const rows = seedHealthFaq()[FAQ_COLLECTION] as unknown as Faq[];
    const first = rows[0];
    expect(
      repeatedQuestions(
        { mode: first.mode, texts: { en: { question: first.texts.en!.question!.toUpperCase() } } },
        rows,
      ),
    ).toEqual(['en']);
    expect(repeatedQuestions({ mode: first.mode, texts: first.texts }, rows, first.id)).toEqual([]);
    expect(
      repeatedQuestions({ mode: 'pregnancy', texts: { en: { question: first.texts.en!.question } } }, rows),
    ).toEqual([]);
  });

  it('deletes only delisted questions; lists and delists each once', () => {
    expect(faqMachine.can('delete', 'listed')).toBe(false);
    expect(faqMachine.can('delete', 'delisted')).toBe(true);
    expect(faqMachine.step('publish', 'delisted')).toEqual({ allowed: true, to: 'listed' });
    expect(faqMachine.can('publish', 'listed')).toBe(false);
  });
});
