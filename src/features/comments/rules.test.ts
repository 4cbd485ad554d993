import { describe, expect, it } from 'vitest';
import { replyProblems } from './rules';

const allowed = (id: number) => id === 1000001;

describe('replies', () => {
  it('need content and an allowed replying account, and name everything missing', () => {
    expect(replyProblems('Thanks!', 1000001, allowed)).toEqual([]);
    expect(replyProblems('  ', undefined, allowed)).toEqual(['noContent', 'noReplier']);
    expect(replyProblems('', 1000001, allowed)).toEqual(['noContent']);
    expect(replyProblems('Hi', null, allowed)).toEqual(['noReplier']);
    expect(replyProblems('Hi', 1000003, allowed)).toEqual(['notPosterAccount']);
    expect(replyProblems('Hi', '1000001', allowed)).toEqual(['notPosterAccount']);
    expect(replyProblems('x'.repeat(501), 1000001, allowed)).toEqual(['contentTooLong']);
  });
});
