import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { imageFor } from '../../../mocks/sample-images';
import { fingerprintOf } from '../rules';
import type { BlacklistEntry } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const IMAGE_RISK_COLLECTIONS = { blacklist: 'image-blacklist' } as const;

export type BlacklistRow = BlacklistEntry & Row;

const ENTRY_COUNT = 320;
const DAY = 86_400_000;
/** The admins who blacklisted the seeded pictures (permissions-seed's accounts). */
const ADDERS = ['moderator', 'moderator', 'admin'];
/**
 * Pictures of the seeded review queue that were blacklisted before (from older tasks): the image tasks
 * showing them say so, and blacklisting them again is refused.
 */
const KNOWN_AGAIN = [7, 59, 113, 190, 251, 302];

/** A picture unlike the review queue's: stripes and a shape, each seeded entry its own. */
function pictureOf(index: number): string {
  const hue = (index * 67) % 360;
  const stripes = 2 + (index % 5);
  const shape =
    index % 2
      ? `<polygon points="120,30 200,150 40,150" fill="hsl(${(hue + 180) % 360},70%,45%)"/>`
      : `<rect x="70" y="50" width="${60 + (index % 40)}" height="80" fill="hsl(${(hue + 120) % 360},70%,45%)"/>`;
  const lines = Array.from(
    { length: stripes },
    (_, n) => `<rect y="${n * (180 / stripes)}" width="240" height="6" fill="hsl(${hue},50%,30%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><rect width="240" height="180" fill="hsl(${hue},55%,82%)"/>${lines}${shape}</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/**
 * A few hundred blacklisted pictures over the last half year, newest last, each with its fingerprint and
 * the admin who added it; they were added before the seeded review tasks' history begins, so none names
 * its task (an entry added from the pending list does). Deterministic.
 */
export function seedImageRisk(now = seedInstant()) {
  const faker = fakerEN;
  faker.seed(4242);
  const rows: BlacklistRow[] = [];
  const seen = new Set<string>();
  const add = (image: string, at: number) => {
    const fingerprint = fingerprintOf(image);
    if (seen.has(fingerprint)) return;
    seen.add(fingerprint);
    rows.push({
      id: rows.length + 1,
      fingerprint,
      image,
      taskId: null,
      addedBy: faker.helpers.arrayElement(ADDERS),
      addedAt: new Date(at).toISOString(),
    });
  };
  for (let index = 0; index < ENTRY_COUNT; index++)
    add(pictureOf(index), now - (ENTRY_COUNT - index) * 0.55 * DAY - faker.number.int(DAY / 2));
  for (const index of KNOWN_AGAIN) add(imageFor(index), now - faker.number.int({ min: 20, max: 40 }) * DAY);
  return { [IMAGE_RISK_COLLECTIONS.blacklist]: rows };
}
