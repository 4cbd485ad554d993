import type { Row } from '../../../mocks/row';
import { APP_MODES } from '../../../shared/types/app-mode';
import type { Strategy, StrategyAudience } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const STRATEGIES_COLLECTION = 'recommend-strategies';
export type StrategyRow = Strategy & Row;

const NAMES: Record<StrategyAudience, string[]> = {
  all: ['Balanced feed', 'Article-led feed'],
  newUsers: ['Welcome mix', 'Getting started'],
  returningUsers: ['Community first', 'Returning readers'],
};

/** Two strategies per mode and audience: the first enabled, the second a disabled alternative. */
export function seedStrategies(now = seedInstant()): Record<string, Row[]> {
  const rows: StrategyRow[] = [];
  APP_MODES.forEach((mode, modeIndex) => {
    (Object.keys(NAMES) as StrategyAudience[]).forEach((audience, audienceIndex) => {
      NAMES[audience].forEach((name, variant) => {
        const articles = 30 + ((modeIndex * 10 + audienceIndex * 5 + variant * 20) % 40);
        const posts = Math.round((100 - articles) * (variant ? 0.3 : 0.6));
        const id = rows.length + 1;
        rows.push({
          id,
          name,
          mode,
          audience,
          weights: { articles, posts, activities: 100 - articles - posts },
          dailyLimit: 5 + ((id * 3) % 20),
          enabled: variant === 0,
          updatedBy: id % 2 ? 'operator' : 'admin',
          updatedAt: new Date(now - id * 7 * 3_600_000).toISOString(),
        });
      });
    });
  });
  return { [STRATEGIES_COLLECTION]: rows };
}
