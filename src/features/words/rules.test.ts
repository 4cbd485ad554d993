import fc from 'fast-check';
import { alreadyListed, parseWordList, withoutRepeats, WORD_RULES, wordKey } from './rules';

describe('word list rules', () => {
  it('splits on every spec separator after removing whitespace', () => {
    expect(parseWordList(' spam, scam，诈骗、 赌博 ;fake；\n hate ').words).toEqual([
      'spam',
      'scam',
      '诈骗',
      '赌博',
      'fake',
      'hate',
    ]);
    expect(parseWordList(' ;; ,').words).toEqual([]);
  });

  it('names each repeated word once, ignoring case and width', () => {
    const check = parseWordList('Spam;scam;SPAM;ｓｃａｍ;spam;ok');
    expect(check.repeated).toEqual(['Spam', 'scam']);
    expect(parseWordList('a;b;c').repeated).toEqual([]);
  });

  it('flags words longer than the limit, counting characters not UTF-16 units', () => {
    const limit = '😀'.repeat(WORD_RULES.maxLength);
    expect(parseWordList(`${limit};${limit}x`).tooLong).toEqual([`${limit}x`]);
  });

  it('removes repeats keeping the first spelling', () => {
    expect(withoutRepeats('Spam, scam；spam')).toBe('Spam;scam');
  });

  it('finds words already in a list', () => {
    expect(alreadyListed(['SPAM', 'new'], ['spam', 'other'])).toEqual(['SPAM']);
    // As the server stores them: without whitespace ("mod team" is stored as "modteam").
    expect(alreadyListed(['Mod Team', 'ｆａｋｅ pills'], ['modteam', 'fakepills'])).toEqual([
      'Mod Team',
      'ｆａｋｅ pills',
    ]);
  });

  it('leaves no repeats after removing them (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'A', 'b', 'ｂ', 'c', '词', ' '), { maxLength: 12 }), (parts) => {
        const text = parts.join(';');
        const cleaned = withoutRepeats(text);
        expect(parseWordList(cleaned).repeated).toEqual([]);
        expect(new Set(parseWordList(cleaned).words.map(wordKey))).toEqual(
          new Set(parseWordList(text).words.map(wordKey)),
        );
      }),
    );
  });
});
