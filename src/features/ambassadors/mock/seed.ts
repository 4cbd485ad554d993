import type { Row } from '../../../mocks/row';
import { APP_USER_COLLECTIONS, seedAppUsers, type AppUserRow } from '../../app-users/mock';
import { APP_MODES, type AppMode } from '../../../shared/types/app-mode';
import type { Ambassador } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const AMBASSADORS_COLLECTION = 'zone-ambassadors';
export type AmbassadorRow = Ambassador & Row;

const DAY = 86_400_000;

const INTROS: Record<AppMode, string[]> = {
  period: [
    'Tracks her cycle for six years and answers questions about irregular periods.',
    '记录经期六年，乐于分享缓解痛经的经验。',
    'ممرضة تساعد الفتيات على فهم دورتهن الشهرية.',
    'Shares simple recipes that help with cramps.',
  ],
  prePregnancy: [
    'Tried to conceive for two years; shares what she learned about ovulation tests.',
    '备孕一年成功，分享叶酸和作息的经验。',
    'تشارك تجربتها في الاستعداد للحمل ونصائح التغذية.',
  ],
  pregnancy: [
    'Mum of three and a birth doula; happy to talk hospital bags and birth plans.',
    '二胎妈妈，分享孕期运动和产检经验。',
    'قابلة تجيب عن أسئلة الثلث الأخير من الحمل.',
    'Runs the weekly bump photo thread.',
    '孕期营养师，解答饮食问题。',
  ],
};

/** Ambassadors per zone from the app users' seed (real user IDs): some active, a few dismissed. */
export function seedAmbassadors(now = seedInstant()): Record<string, Row[]> {
  const users = (seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[]).slice(20, 80);
  const rows: AmbassadorRow[] = [];
  APP_MODES.forEach((zone, zoneIndex) => {
    INTROS[zone].forEach((intro, index) => {
      const user = users[zoneIndex * 13 + index * 3];
      const id = rows.length + 1;
      const appointedAt = now - (200 - id * 9) * DAY;
      // The pregnancy zone is full (five active); elsewhere one earlier ambassador was dismissed.
      const dismissed = zone !== 'pregnancy' && index === 0;
      rows.push({
        id,
        userId: user.id,
        login: user.login,
        nickname: user.nickname,
        zone,
        intro,
        status: dismissed ? 'dismissed' : 'active',
        appointedAt: new Date(appointedAt).toISOString(),
        appointedBy: id % 2 ? 'operator' : 'admin',
        dismissedAt: dismissed ? new Date(appointedAt + 60 * DAY).toISOString() : null,
        dismissedBy: dismissed ? 'admin' : null,
      });
    });
  });
  return { [AMBASSADORS_COLLECTION]: rows };
}
