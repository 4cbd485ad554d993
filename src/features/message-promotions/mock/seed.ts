import type { Row } from '../../../mocks/row';
import { listedUsers } from '../../../shared/audience/app-audience';
import { audienceUsers, seedAppUsers, APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import type { MessagePromotion, PromotionTexts, StoredPromotionStatus } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const PROMOTION_COLLECTION = 'message-promotions';
/** Stored with its target logins; lists answer `targetCount` instead. */
export type PromotionRow = Omit<MessagePromotion, 'targetCount' | 'status'> &
  Row & { status: StoredPromotionStatus; targets: string[] };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const MESSAGES: Array<{
  texts: PromotionTexts;
  link: string | null;
  at: number;
  cancelled?: boolean;
  targets: number;
}> = [
  {
    texts: {
      en: { title: 'Your cycle report is ready', content: 'See how your last three cycles compare and what changed.' },
      ar: { title: 'تقرير دورتك جاهز', content: 'اطّلعي على مقارنة دوراتك الثلاث الأخيرة وما الذي تغيّر.' },
      zh: { title: '你的周期报告已生成', content: '看看最近三个周期的对比和变化。' },
    },
    link: 'https://h5.example.com/to-h5/cycle-report',
    at: 2 * DAY,
    targets: 40,
  },
  {
    texts: {
      en: { title: 'Folic acid reminder', content: 'Trying to conceive? Take 400 µg of folic acid every day.' },
      ar: { title: 'تذكير بحمض الفوليك', content: 'تحاولين الحمل؟ تناولي 400 ميكروغرام من حمض الفوليك يوميًا.' },
      fr: {
        title: 'Rappel acide folique',
        content: 'Vous essayez de concevoir ? Prenez 400 µg d’acide folique par jour.',
      },
      zh: { title: '叶酸提醒', content: '正在备孕？每天补充400微克叶酸。' },
    },
    link: null,
    at: 5 * DAY + 3 * HOUR,
    targets: 25,
  },
  {
    texts: {
      en: { title: 'Week 20: halfway there', content: 'Your anatomy scan is due. Read what the doctor checks.' },
      ar: { title: 'الأسبوع 20: منتصف الطريق', content: 'حان موعد فحص التشريح. اقرئي ما يفحصه الطبيب.' },
      zh: { title: '孕20周：已过半程', content: '该做大排畸了，看看医生会检查什么。' },
    },
    link: 'https://h5.example.com/to-h5/week-20',
    at: -3 * DAY,
    targets: 60,
  },
  {
    texts: {
      ms: { title: 'Cabaran langkah Ramadan', content: 'Sertai cabaran 5,000 langkah sehari bersama ibu lain.' },
      ind: { title: 'Tantangan langkah Ramadan', content: 'Ikuti tantangan 5.000 langkah sehari bersama ibu lain.' },
      en: { title: 'Ramadan steps challenge', content: 'Join the 5,000 steps a day challenge with other mums.' },
      ar: { title: 'تحدي الخطوات في رمضان', content: 'انضمي إلى تحدي 5000 خطوة يوميًا مع أمهات أخريات.' },
    },
    link: 'https://h5.example.com/to-h5/steps',
    at: 1 * DAY,
    cancelled: true,
    targets: 12,
  },
  {
    texts: {
      en: { title: 'New: symptom insights', content: 'Log symptoms for a week to unlock your personal insights.' },
      zh: { title: '新功能：症状洞察', content: '连续记录一周症状，解锁你的专属洞察。' },
    },
    link: null,
    at: -10 * DAY,
    targets: 80,
  },
];

/** A few promotions (to be sent, sent, cancelled) with target users from the app users seed. Deterministic. */
export function seedMessagePromotions(now = seedInstant()): Record<string, Row[]> {
  const appUsers = audienceUsers(seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[]);
  const users = appUsers.map((user) => user.login);
  const hour = new Date(now);
  hour.setMinutes(0, 0, 0);
  const rows: PromotionRow[] = MESSAGES.map((message, index) => {
    const sendAt = hour.getTime() + message.at;
    const start = (index * 37) % Math.max(1, users.length - message.targets);
    const targets = users.slice(start, start + message.targets);
    return {
      id: index + 1,
      texts: message.texts,
      link: message.link,
      sendAt: new Date(sendAt).toISOString(),
      status: message.cancelled ? 'cancelled' : 'scheduled',
      targets,
      createdBy: index % 2 ? 'operator' : 'admin',
      updatedBy: index % 2 ? 'operator' : 'admin',
      updatedAt: new Date(Math.min(now, sendAt) - DAY).toISOString(),
      history: [
        {
          at: new Date(Math.min(now, sendAt) - DAY).toISOString(),
          by: index % 2 ? 'operator' : 'admin',
          action: 'confirm',
          reason: 'Monthly engagement plan',
          audience: listedUsers(appUsers, targets, 'login'),
        },
      ],
    };
  });
  return { [PROMOTION_COLLECTION]: rows };
}
