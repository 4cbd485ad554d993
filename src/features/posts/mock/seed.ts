import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { COLLECTIONS } from '../../../mocks/collections';
import type { ContentLanguage } from '../../../shared/components/lang-fields/content-languages';
import { APP_USER_COLLECTIONS, seedAppUsers, type AppUserRow } from '../../app-users/mock';
import { imageFor } from '../../../mocks/sample-images';
import { SEEDED_TOPICS } from '../../topics/mock';
import type { Post, SpamState } from '../types';
import type { PostType } from '../../../shared/types/post-types';
import { SAMPLE_VIDEOS } from './sample-videos';
import { seedInstant } from '../../../mocks/seed-instant';

export const POSTS_COLLECTION = COLLECTIONS.posts;

/**
 * A post as the mock keeps it: the post, the machine's spam flag and, for posts an admin published
 * through the console on behalf of an official, whitelist or KOL user, that admin's login.
 */
export type PostRow = Post & Row & { spam: SpamState; staffLogin: string | null };

/** The first seeded post's ID; posts are numbered from here in posting order. */
export const FIRST_POST_ID = 2_000_001;
export const POST_COUNT = 20_000;
const MINUTE = 60_000;
/** Why the seeded deleted posts were removed: reasons every queue that removes posts offers. */
const SEEDED_REMOVAL_REASONS = ['spam', 'abuse', 'misinformation'] as const;

/** A topic as the posts seed needs it (the topics feature's `SEEDED_TOPICS` have this shape at least). */
export interface SeedTopic {
  id: number;
  name: string;
  valid: boolean;
  names: Partial<Record<string, string>>;
}

/** Of every 20 posts, how many are in each content language: most in en, ar and zh (spec 1). */
const LANGUAGE_WHEEL: ContentLanguage[] = [
  ...Array<ContentLanguage>(7).fill('en'),
  ...Array<ContentLanguage>(6).fill('ar'),
  ...Array<ContentLanguage>(4).fill('zh'),
  'fr',
  'ms',
  'ind',
];
const TYPE_WHEEL: PostType[] = ['graphics', 'graphics', 'graphics', 'graphics', 'graphics', 'vote', 'video', 'article'];

/** What members write, by content language: an opening and a body, combined. */
const OPENINGS: Record<ContentLanguage, string[]> = {
  en: ['Week 12 update:', 'Quick question,', 'Sharing this for new mums:', 'Honestly,', 'Day 3 postpartum and', ''],
  ar: [
    'تحديث الأسبوع الثاني عشر:',
    'سؤال سريع،',
    'أشارك هذا للأمهات الجدد:',
    'بصراحة،',
    'اليوم الثالث بعد الولادة و',
    '',
  ],
  zh: ['孕12周打卡：', '想问一下，', '分享给新手妈妈：', '说实话，', '产后第三天，', ''],
  fr: ['Semaine 12 :', 'Petite question,', 'Pour les jeunes mamans :', 'Honnêtement,', ''],
  ms: ['Minggu ke-12:', 'Soalan cepat,', 'Untuk ibu baru:', 'Jujurnya,', ''],
  ind: ['Minggu ke-12:', 'Mau tanya,', 'Buat ibu baru:', 'Jujur saja,', ''],
};
const BODIES: Record<ContentLanguage, string[]> = {
  en: [
    'the baby kicks every night after dinner, is that normal?',
    'what helped you with morning sickness? Ginger tea does nothing for me.',
    'our hospital bag is finally packed, here is my checklist.',
    'my iron is low, my doctor suggested lentils and spinach.',
    'first ultrasound today and I cried the whole time.',
    'which stroller do you recommend for small apartments?',
    'DM me for cheap vitamins, best price guaranteed!!!',
    'sleep training at 6 months: what worked for us.',
    'feeling so tired in the first trimester, any tips?',
    'click the link in my bio to win a free car seat',
  ],
  ar: [
    'الطفل يركل كل ليلة بعد العشاء، هل هذا طبيعي؟',
    'ما الذي ساعدكن في غثيان الصباح؟ شاي الزنجبيل لا يفيدني.',
    'جهزنا حقيبة المستشفى أخيرا، هذه قائمتي.',
    'الحديد عندي منخفض، نصحني الطبيب بالعدس والسبانخ.',
    'أول سونار اليوم وبكيت طوال الوقت.',
    'أي عربة أطفال تنصحن بها للشقق الصغيرة؟',
    'راسلوني لشراء فيتامينات رخيصة بأفضل سعر!!!',
    'أشعر بتعب شديد في الأشهر الأولى، هل من نصائح؟',
    'تدريب النوم في الشهر السادس: ما نجح معنا.',
  ],
  zh: [
    '宝宝每天晚饭后都在踢，这正常吗？',
    '孕吐大家是怎么缓解的？姜茶对我没用。',
    '待产包终于收拾好了，附上我的清单。',
    '医生说我缺铁，建议多吃扁豆和菠菜。',
    '今天第一次B超，全程都在哭。',
    '小户型推荐什么婴儿车？',
    '加微信买便宜的叶酸，保证正品！！！',
    '孕早期特别累，有什么办法吗？',
    '六个月睡眠训练，我们的经验分享。',
  ],
  fr: [
    'le bébé bouge tous les soirs après le dîner, est-ce normal ?',
    'qu’est-ce qui vous a aidées contre les nausées ?',
    'la valise de maternité est enfin prête.',
    'premier échographie aujourd’hui, j’ai pleuré tout le long.',
  ],
  ms: [
    'bayi menendang setiap malam selepas makan, normalkah?',
    'apa yang membantu anda semasa alahan pagi?',
    'beg hospital akhirnya siap, ini senarai saya.',
    'imbasan pertama hari ini dan saya menangis.',
  ],
  ind: [
    'bayi menendang setiap malam setelah makan, apakah normal?',
    'apa yang membantu kalian saat mual di pagi hari?',
    'tas rumah sakit akhirnya siap, ini daftar saya.',
    'USG pertama hari ini dan aku menangis terus.',
  ],
};
const VOTE_OPTIONS: Record<ContentLanguage, string[][]> = {
  en: [
    ['Boy', 'Girl'],
    ['Natural birth', 'C-section', 'Not decided'],
    ['Yes', 'No'],
  ],
  ar: [
    ['ولد', 'بنت'],
    ['ولادة طبيعية', 'قيصرية', 'لم أقرر'],
    ['نعم', 'لا'],
  ],
  zh: [
    ['男宝', '女宝'],
    ['顺产', '剖腹产', '还没决定'],
    ['是', '否'],
  ],
  fr: [
    ['Garçon', 'Fille'],
    ['Oui', 'Non'],
  ],
  ms: [
    ['Lelaki', 'Perempuan'],
    ['Ya', 'Tidak'],
  ],
  ind: [
    ['Laki-laki', 'Perempuan'],
    ['Ya', 'Tidak'],
  ],
};
/** A video post plays one of these in the viewer. */
const VIDEOS = SAMPLE_VIDEOS;
/** Admin logins that publish through the console (permissions-seed's accounts). */
const STAFF = ['admin', 'operator', 'moderator'];

const iso = (ms: number) => new Date(ms).toISOString();

let generated: { now: number; topics: readonly SeedTopic[]; rows: PostRow[] } | undefined;

function generate(now: number, allTopics: readonly SeedTopic[]): PostRow[] {
  const topics = allTopics.filter((topic) => topic.valid);
  const faker = fakerEN;
  faker.seed(1010);
  // One draw of random numbers up front: cheap, and every later pick is plain arithmetic.
  const random = Array.from({ length: POST_COUNT * 4 }, () => faker.number.int(1_000_000));
  const users = seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[];
  const staffAuthors = users.filter((user) => user.userType !== 'general');
  // imageFor repeats every 360 pictures: make them once.
  const pictures = Array.from({ length: 360 }, (_, index) => imageFor(index));
  const rows: PostRow[] = new Array(POST_COUNT);

  for (let index = 0; index < POST_COUNT; index++) {
    const [a, b, c, d] = [random[index * 4], random[index * 4 + 1], random[index * 4 + 2], random[index * 4 + 3]];
    const language = LANGUAGE_WHEEL[a % LANGUAGE_WHEEL.length];
    const type = TYPE_WHEEL[b % TYPE_WHEEL.length];
    const openings = OPENINGS[language];
    const bodies = BODIES[language];
    const opening = openings[c % openings.length];
    const content = `${opening}${opening ? ' ' : ''}${bodies[d % bodies.length]}`;
    // Staff publish about one post in forty, as an official, whitelist or KOL user.
    const byStaff = a % 40 === 3 && staffAuthors.length > 0;
    const author = byStaff ? staffAuthors[b % staffAuthors.length] : users[(c >> 3) % users.length];
    // Posts every 4 minutes or so, the newest a few minutes ago.
    const postedAt = now - (POST_COUNT - index) * 4 * MINUTE - (d % 240) * 1000;
    const spamFlagged = index % 97 === 41;
    const deleted = !spamFlagged && index % 33 === 7;
    const unpublished = spamFlagged || index % 11 === 4 || (index > POST_COUNT - 400 && index % 4 === 0);
    // About one post in ninety is on the warmth top list: a moderator passed its nomination.
    const warm = !deleted && !unpublished && index % 89 === 13;
    const topic = topics.length > 0 && b % 3 !== 0 ? topics[(d >> 2) % topics.length] : null;
    // Older posts have had time to collect likes; a few went viral.
    const age = (POST_COUNT - index) / POST_COUNT;
    const viral = c % 50 === 0 ? 20 : 1;
    const likes = Math.floor(((a % 400) * (0.2 + age) + (b % 30)) * viral);
    const comments = Math.floor(likes / (3 + (c % 7)));
    const picture = (offset: number) => pictures[(index + offset) % pictures.length];
    rows[index] = {
      id: FIRST_POST_ID + index,
      content,
      language,
      type,
      images: type === 'graphics' ? [picture(0), picture(1), picture(2)].slice(0, 1 + (a % 3)) : [],
      video: type === 'video' ? { url: VIDEOS[a % VIDEOS.length], cover: picture(0), seconds: 8 + (d % 170) } : null,
      vote: type === 'vote' ? { options: VOTE_OPTIONS[language][c % VOTE_OPTIONS[language].length].slice() } : null,
      publishStatus: unpublished ? 'unpublished' : 'published',
      postedAt: iso(postedAt),
      likes,
      comments,
      score: (a + d) % 101,
      topicId: topic?.id ?? null,
      topicName: topic ? topic.names[language] || topic.name : null,
      authorId: author.id,
      publisherLogin: author.login,
      pinned: !deleted && !unpublished && index % 211 === 5,
      featured: !deleted && !unpublished && index % 53 === 9,
      deletedAt: deleted ? iso(postedAt + 90 * MINUTE) : null,
      deletedBy: deleted ? STAFF[index % 2] : null,
      deleteReason: deleted
        ? { reasonCode: SEEDED_REMOVAL_REASONS[index % SEEDED_REMOVAL_REASONS.length], note: '' }
        : null,
      warmthSince: warm ? iso(Math.min(now - MINUTE, postedAt + 6 * 60 * MINUTE)) : null,
      spam: spamFlagged ? 'flagged' : 'none',
      staffLogin: byStaff ? STAFF[index % STAFF.length] : null,
    };
  }
  return rows;
}

/**
 * About 20,000 posts in the six content languages (most in en, ar and zh), by the app users, with
 * pictures, videos and votes; some unpublished, deleted, pinned, featured or flagged as spam by the
 * machine; two posts in three are filed under a valid seeded topic. Generated once (like the app users) and handed out as fresh rows (the nested arrays are shared: the
 * handlers replace them, never change them in place).
 */
export function seedPosts(now = seedInstant(), topics: readonly SeedTopic[] = SEEDED_TOPICS): Record<string, Row[]> {
  if (generated?.now !== now || generated.topics !== topics) generated = { now, topics, rows: generate(now, topics) };
  return { [POSTS_COLLECTION]: generated.rows.map((row) => ({ ...row })) };
}
