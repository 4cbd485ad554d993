import { addTargets, promotionProblems } from './rules';
import { isHttpsLink } from '../../shared/links/https-link';
import { promotionMachine } from './status';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const texts = { en: { title: 'Hello', content: 'Welcome' } };

describe('message promotion rules', () => {
  it('needs a language with title and content, a future time and an optional https link', () => {
    expect(promotionProblems({ texts, sendAt: '2026-11-24T10:00:00Z' }, NOW)).toEqual([]);
    expect(
      promotionProblems({ texts, sendAt: '2026-11-24T10:00:00Z', link: 'https://h5.example.com/to-h5/a' }, NOW),
    ).toEqual([]);
    const codes = promotionProblems(
      { texts: { ar: { title: 'مرحبا' } }, link: 'http://x.com', sendAt: '2026-11-23T09:00:00Z' },
      NOW,
    );
    expect(codes.map((problem) => problem.code)).toEqual(['titleAndContent', 'link', 'sendAtPast']);
    expect(promotionProblems({ texts }, NOW).map((problem) => problem.code)).toEqual(['sendAtRequired']);
    expect(isHttpsLink('javascript:alert(1)')).toBe(false);
  });

  it('adds known, new, unrepeated logins and names the others by position', () => {
    const known = new Set(['lina_wu', 'omar_k', 'fatima.h', 'dr_sara_kol']);
    const { targets, result } = addTargets(
      ['omar_k'],
      ['Lina_Wu', 'omar_k', 'nobody', 'lina_wu', 'bad login', 'fatima.h', 'dr_sara_kol'],
      (login) => known.has(login),
      3,
    );
    expect(targets).toEqual(['omar_k', 'lina_wu', 'fatima.h']);
    expect(result).toEqual({
      added: 2,
      total: 3,
      refused: [
        { index: 1, code: 'already' },
        { index: 2, code: 'unknown' },
        { index: 3, code: 'repeated' },
        { index: 4, code: 'format' },
        { index: 6, code: 'full' },
      ],
    });
  });

  it('reaches at most 20,000 users', () => {
    const logins = Array.from({ length: 20_001 }, (_, index) => `user_${index}`);
    const { targets, result } = addTargets([], logins, () => true);
    expect(targets).toHaveLength(20_000);
    expect(result.refused).toEqual([{ index: 20_000, code: 'full' }]);
  });

  it('changes a promotion only while it is to be sent', () => {
    for (const action of ['edit', 'import', 'clear', 'cancel'] as const) {
      expect(promotionMachine.can(action, 'toBeSent')).toBe(true);
      expect(promotionMachine.can(action, 'sent')).toBe(false);
      expect(promotionMachine.can(action, 'cancelled')).toBe(false);
    }
    expect(promotionMachine.can('delete', 'sent')).toBe(false);
  });
});
