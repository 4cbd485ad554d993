import { describe, expect, it } from 'vitest';
import { composeProblems, isPosterAccount, voteProblem } from './rules';
import type { NewPostInput } from './types';

const post = (changes: Partial<NewPostInput> = {}): Partial<NewPostInput> => ({
  posterId: 1000001,
  type: 'graphics',
  language: 'en',
  content: 'Hello',
  images: ['https://cdn.example/a.png'],
  vote: null,
  video: null,
  topicId: null,
  ...changes,
});

describe('poster accounts', () => {
  it('are official, whitelist or KOL users on the whitelist', () => {
    expect(isPosterAccount('official', true)).toBe(true);
    expect(isPosterAccount('kol', true)).toBe(true);
    expect(isPosterAccount('whitelist', true)).toBe(true);
    expect(isPosterAccount('general', true)).toBe(false);
    expect(isPosterAccount('kol', false)).toBe(false);
    expect(isPosterAccount(undefined, true)).toBe(false);
  });
});

describe('vote options', () => {
  it('need at least two, none empty, none repeated', () => {
    expect(voteProblem(['Boy', 'Girl'])).toBeNull();
    expect(voteProblem(['Boy'])).toBe('voteIncomplete');
    expect(voteProblem(['Boy', '  '])).toBe('voteIncomplete');
    expect(voteProblem(undefined)).toBe('voteIncomplete');
    expect(voteProblem(['Boy', ' boy '])).toBe('voteRepeated');
    expect(voteProblem(['1', '2', '3', '4', '5', '6', '7'])).toBe('tooManyOptions');
  });
});

describe('compose problems', () => {
  it('accepts a complete post of each type', () => {
    expect(composeProblems(post())).toEqual([]);
    expect(composeProblems(post({ type: 'vote', images: [], vote: { options: ['Yes', 'No'] } }))).toEqual([]);
    expect(
      composeProblems(
        post({ type: 'video', images: [], video: { url: 'https://v.example/a.mp4', cover: 'c', seconds: 3 } }),
      ),
    ).toEqual([]);
  });

  it('names everything missing at once', () => {
    expect(composeProblems(post({ posterId: null, content: ' ', images: [] }))).toEqual([
      'noPoster',
      'noContent',
      'noImage',
    ]);
    expect(composeProblems(post({ type: 'vote', vote: { options: ['Yes', ''] } }))).toEqual(['voteIncomplete']);
    expect(composeProblems(post({ type: 'video', video: null }))).toEqual(['noVideo', 'noCover']);
    expect(composeProblems(post({ type: 'video', video: { url: 'ftp://x', cover: 'c', seconds: 0 } }))).toEqual([
      'badVideo',
    ]);
  });

  it('asks the server what only it knows: the poster and the topic', () => {
    expect(
      composeProblems(
        post({ topicId: 7 }),
        () => false,
        () => false,
      ),
    ).toEqual(['notPosterAccount', 'unknownTopic']);
    expect(composeProblems(post({ type: 'article' as never }))).toEqual(['badType']);
  });
});
