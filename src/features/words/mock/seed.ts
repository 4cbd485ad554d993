import type { Row } from '../../../mocks/row';
import { removeWhitespace } from '../../../shared/utils/split-list';
import type { Word, WordKind } from '../types';

export const WORD_COLLECTIONS: Record<WordKind, string> = {
  taboo: 'words-taboo',
  nickname: 'words-nickname',
};

export type WordRow = Word & Row;

const TABOO = [
  'spam',
  'scam',
  'fake pills',
  'gambling',
  'casino',
  '赌博',
  '代孕',
  '诈骗',
  '假药',
  'قمار',
  'احتيال',
  'مخدرات',
];

const NICKNAME = [
  'admin',
  'official',
  'moderator',
  'customer service',
  '官方',
  '客服',
  '管理员',
  'الإدارة',
  'رسمي',
  'خدمة العملاء',
];

function rows(words: string[], start: string): WordRow[] {
  const base = Date.parse(start);
  return words.map((word, index) => ({
    id: index + 1,
    // Stored as the list helper would have entered it: no whitespace.
    word: removeWhitespace(word),
    createdBy: index % 3 === 0 ? 'operator' : 'admin',
    createdDate: new Date(base + index * 3_600_000).toISOString(),
  }));
}

export function seedWords(): Record<string, WordRow[]> {
  return {
    [WORD_COLLECTIONS.taboo]: rows(TABOO, '2026-01-10T08:00:00Z'),
    [WORD_COLLECTIONS.nickname]: rows(NICKNAME, '2026-01-12T08:00:00Z'),
  };
}
