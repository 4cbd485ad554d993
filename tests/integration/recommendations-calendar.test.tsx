import { waitFor } from '../support/dom';
import { expectNoBlockingViolations, inLanguage } from './accessibility/gate';
import { existingSession, renderApp } from './render-app';

/**
 * Recommendations: the year calendar of flagged dates, in English and in Arabic (right to
 * left), with the accessibility gate's check over its 365 days. The flows are in recommendations.test.tsx.
 */

describe('the year calendar', () => {
  it.each(['en', 'ar'] as const)(
    'draws a year of days with no serious accessibility problem (%s)',
    async (language) => {
      await inLanguage(language);
      await existingSession('operator');
      renderApp('/content-recommend/explore?flagged=true');
      await waitFor(() => {
        const calendar = document.querySelector('.recommendation-calendar');
        expect(calendar?.getAttribute('aria-busy')).toBe('false');
        expect(calendar?.querySelectorAll('section')).toHaveLength(12);
      });
      const days = document.querySelectorAll('.recommendation-calendar__day');
      expect(days.length).toBeGreaterThanOrEqual(365);
      await expectNoBlockingViolations();
    },
  );
});
