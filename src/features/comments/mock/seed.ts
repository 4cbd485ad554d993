import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { APP_USER_COLLECTIONS, seedAppUsers, type AppUserRow } from '../../app-users/mock';
import { POSTS_COLLECTION, seedPosts, type PostRow } from '../../posts/mock';
import { seedInstant } from '../../../mocks/seed-instant';

export const COMMENTS_COLLECTION = 'post-comments';

export interface CommentRow extends Row {
  postId: number;
  parentId: number | null;
  content: string;
  authorId: number;
  createdAt: string;
  likes: number;
  replies: number;
  staffLogin: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}

const COMMENT_COUNT = 4000;
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const TEXTS: Record<'en' | 'zh' | 'ar', string[]> = {
  en: [
    'Same here! It gets better after week 14.',
    'Thank you for sharing, this helped me a lot.',
    'Ask your doctor, every pregnancy is different.',
    'Congratulations mama!',
    'DM me for cheap baby products',
    'I had the same, ginger biscuits worked for me.',
    'Sending you a big hug ❤️',
    'Which hospital did you choose?',
    'This is not true, please do not spread it.',
    'Following, I want to know too.',
  ],
  zh: [
    '我也是！过了14周就好多了。',
    '谢谢分享，对我帮助很大。',
    '还是问问医生吧，每个人情况不一样。',
    '恭喜恭喜！',
    '加我微信买便宜的奶粉',
    '我也这样，吃苏打饼干有用。',
    '抱抱你 ❤️',
    '你选的是哪家医院？',
  ],
  ar: [
    'وأنا أيضا! يتحسن الأمر بعد الأسبوع الرابع عشر.',
    'شكرا على المشاركة، ساعدني هذا كثيرا.',
    'اسألي طبيبتك، كل حمل مختلف.',
    'مبروك يا أم!',
    'راسلوني لمنتجات أطفال رخيصة',
    'حصل معي نفس الشيء، البسكويت بالزنجبيل ساعدني.',
    'أرسل لك عناقا كبيرا ❤️',
    'أي مستشفى اخترت؟',
  ],
};
const STAFF_REPLIES: Record<'en' | 'zh' | 'ar', string[]> = {
  en: ['Thanks for your question! Our midwife will answer in tonight’s live session.'],
  zh: ['感谢提问！今晚的直播里助产士会为你解答。'],
  ar: ['شكرا على سؤالك! ستجيب القابلة في البث المباشر الليلة.'],
};

const textLanguage = (language: string): 'en' | 'zh' | 'ar' =>
  language === 'zh' || language === 'ar' ? language : 'en';

let generated: CommentRow[] | undefined;

function generate(now: number, posts: PostRow[], users: AppUserRow[]): CommentRow[] {
  const f = fakerEN;
  f.seed(1001);
  const live = posts.filter((post) => !post.deletedAt && post.publishStatus === 'published');
  // The newest posts draw most comments: pick among the latest 3,000.
  const recent = live.slice(-3000);
  const staffAccounts = users.filter((user) => user.userType !== 'general');
  const general = users.filter((user) => user.userType === 'general');
  const rows: CommentRow[] = [];
  const byPost = new Map<number, CommentRow[]>();
  for (let index = 0; index < COMMENT_COUNT; index += 1) {
    const post = f.helpers.arrayElement(recent);
    const language = textLanguage(post.language);
    const earlier = byPost.get(post.id) ?? [];
    const parent = earlier.length && f.datatype.boolean({ probability: 0.3 }) ? f.helpers.arrayElement(earlier) : null;
    const staff = parent !== null && staffAccounts.length > 0 && f.datatype.boolean({ probability: 0.1 });
    const after = Date.parse(parent?.createdAt ?? post.postedAt);
    const createdAt = Math.min(now - MINUTE, after + f.number.int({ min: 1, max: 3 * 24 * 60 }) * MINUTE);
    const row: CommentRow = {
      id: index + 1,
      postId: post.id,
      parentId: parent?.id ?? null,
      content: f.helpers.arrayElement(staff ? STAFF_REPLIES[language] : TEXTS[language]),
      authorId: (staff ? f.helpers.arrayElement(staffAccounts) : f.helpers.arrayElement(general)).id,
      createdAt: iso(createdAt),
      likes: f.number.int({ min: 0, max: parent ? 20 : 200 }),
      replies: 0,
      staffLogin: staff ? f.helpers.arrayElement(['admin', 'moderator']) : null,
      deletedAt: null,
      deletedBy: null,
    };
    if (parent) parent.replies += 1;
    rows.push(row);
    byPost.set(post.id, [...earlier, row]);
  }
  return rows;
}

/**
 * 4,000 comments on the newest published posts of the posts collection, in each post's language (en,
 * zh or ar), a third of them replies to an earlier comment, some of those by staff as an official, whitelist
 * or KOL account. Deterministic.
 */
export function seedComments(now = seedInstant()): Record<string, Row[]> {
  generated ??= generate(
    now,
    seedPosts(now)[POSTS_COLLECTION] as PostRow[],
    seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[],
  );
  return { [COMMENTS_COLLECTION]: generated.map((row) => ({ ...row })) };
}
