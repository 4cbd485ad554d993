import type { Row } from '../../../mocks/row';
import { APP_USER_COLLECTIONS, seedAppUsers, type AppUserRow } from '../../app-users/mock';
import type { Contest, ContestEntry, ContestTexts } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const CONTEST_COLLECTIONS = { contests: 'prize-contests', entries: 'prize-contest-entries' } as const;
export type ContestRow = Contest & Row;
export type ContestEntryRow = ContestEntry & Row;

const DAY = 86_400_000;

interface ContestTheme {
  texts: ContestTexts;
  prize: string;
  entries: string[];
}

const THEMES: ContestTheme[] = [
  {
    texts: {
      en: {
        title: 'Best bump photo',
        description: 'Share your favourite bump photo of this month. The most loved win.',
      },
      zh: { title: '最美孕肚照', description: '晒出本月最喜欢的孕肚照，最受欢迎的照片获奖。' },
      ar: {
        title: 'أجمل صورة لبطن الحمل',
        description: 'شاركي صورتك المفضلة لبطن الحمل هذا الشهر. الأكثر إعجابًا تفوز.',
      },
    },
    prize: 'A maternity photo shoot voucher',
    entries: [
      'Week 32 and finally feeling round! Took this at the beach at sunset.',
      '孕28周，老公帮我拍的，背景是我们新布置的婴儿房。',
      'الأسبوع 30، صورتها أختي في الحديقة 🌸',
      'Twins at 26 weeks, the bump is already huge.',
      '第一次拍孕肚照，有点害羞哈哈。',
    ],
  },
  {
    texts: {
      en: { title: 'Healthy cycle recipes', description: 'Post a recipe that helps you feel good during your period.' },
      zh: { title: '经期健康食谱大赛', description: '分享一道让你经期更舒服的食谱。' },
      ar: { title: 'مسابقة وصفات الدورة الصحية', description: 'انشري وصفة تساعدك على الشعور بالراحة خلال الدورة.' },
    },
    prize: 'A year of premium cycle insights',
    entries: [
      'Ginger and brown sugar tea: boil ginger slices for 10 minutes, add sugar.',
      '红枣桂圆粥，暖暖的很舒服。',
      'حساء العدس مع الكمون، غني بالحديد.',
      'Dark chocolate and banana smoothie, my cramp saviour.',
    ],
  },
  {
    texts: {
      en: {
        title: 'My pregnancy-prep journey',
        description: 'Tell us how you prepared for pregnancy: habits, checks, feelings.',
      },
      zh: { title: '我的备孕故事', description: '讲讲你的备孕历程：习惯、检查和心情。' },
      ar: { title: 'رحلتي للاستعداد للحمل', description: 'أخبرينا كيف استعددت للحمل: العادات والفحوصات والمشاعر.' },
    },
    prize: 'A consultation with a fertility nutritionist',
    entries: [
      'We started folic acid six months before and cut coffee to one cup a day.',
      '每天早睡早起，坚持跑步三个月后终于好孕！',
      'بدأت بتتبع الإباضة وتغيير نظامي الغذائي.',
      'The waiting was the hardest part; this community helped a lot.',
      '备孕期间和老公一起戒烟戒酒。',
    ],
  },
  {
    texts: {
      en: {
        title: 'Kick counting challenge',
        description: 'Log your baby’s kicks for seven days in a row and share your chart.',
      },
      zh: { title: '数胎动挑战赛', description: '连续七天记录胎动并分享你的图表。' },
    },
    prize: 'A baby carrier from our partner shop',
    entries: [
      'Seven days done! Most active after dinner every evening.',
      '宝宝晚上九点最活跃，七天打卡完成。',
      'أكملت سبعة أيام، طفلي نشيط جدًا في الصباح.',
    ],
  },
];

/** The contests' windows relative to today: [start day, length in days, announced]. */
const PLAN: Array<[number, number, boolean]> = [
  [-90, 14, true],
  [-60, 21, true],
  [-45, 14, true],
  [-30, 14, true],
  [-20, 14, false],
  [-16, 14, false],
  [-7, 14, false],
  [-3, 10, false],
  [-1, 7, false],
  [5, 14, false],
  [12, 21, false],
];

/**
 * Eleven contests over four themes: four announced, two being judged, three open, two upcoming; each
 * past or open contest has entries from app users (the announced ones with their winners).
 */
export function seedPrizeContests(now = seedInstant()): Record<string, Row[]> {
  const users = (seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[]).slice(40, 160);
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const contests: ContestRow[] = [];
  const entries: ContestEntryRow[] = [];
  PLAN.forEach(([startDay, days, announced], index) => {
    const theme = THEMES[index % THEMES.length];
    const start = today.getTime() + startDay * DAY + 10 * 3_600_000;
    const end = start + days * DAY;
    const id = index + 1;
    const winnerCount = 1 + (index % 3);
    contests.push({
      id,
      texts: theme.texts,
      prize: theme.prize,
      winnerCount,
      startAt: new Date(start).toISOString(),
      endAt: new Date(end).toISOString(),
      announcedAt: announced ? new Date(end + 2 * DAY).toISOString() : null,
      announcedBy: announced ? 'operator' : null,
      updatedBy: id % 2 ? 'operator' : 'admin',
      updatedAt: new Date(start - 5 * DAY).toISOString(),
    });
    if (start >= now) return;
    const count = 6 + ((index * 7) % 12);
    const open = Math.min(end, now) - start;
    for (let n = 0; n < count; n++) {
      const user = users[(index * 11 + n * 5) % users.length];
      entries.push({
        id: entries.length + 1,
        contestId: id,
        userId: user.id,
        login: user.login,
        nickname: user.nickname,
        content: theme.entries[n % theme.entries.length],
        likes: (n * 37 + index * 13) % 240,
        comments: (n * 7 + index) % 40,
        submittedAt: new Date(start + Math.floor((open * (n + 1)) / (count + 1))).toISOString(),
        winner: false,
      });
    }
    if (announced) {
      const own = entries.filter((entry) => entry.contestId === id).sort((a, b) => b.likes - a.likes);
      own.slice(0, winnerCount).forEach((entry) => (entry.winner = true));
    }
  });
  return { [CONTEST_COLLECTIONS.contests]: contests, [CONTEST_COLLECTIONS.entries]: entries };
}
