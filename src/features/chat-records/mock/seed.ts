import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { FIRST_USER_ID } from '../../app-users/mock';
import type { ChatMessage } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const CHAT_COLLECTIONS = {
  conversations: 'chat-conversations',
  messages: 'chat-messages',
  accessLog: 'chat-access-log',
} as const;

type Language = 'zh' | 'en' | 'ar';

/** A direct conversation between two app users (`userA` < `userB`). */
export interface ConversationRow extends Row {
  userA: number;
  userB: number;
  language: Language;
}
export type MessageRow = ChatMessage & Row;
/** One staff look at a conversation (an access): its id is what reading the messages quotes. */
export interface AccessLogRow extends Row {
  conversationId: number;
  admin: string;
  reason: string;
  at: string;
}

/** The app-users seed's users (app-users/mock/seed.ts): ids FIRST_USER_ID onwards. */
const USER_COUNT = 320;
const CONVERSATION_COUNT = 900;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Fixed users the demo and the tests rely on (app-users' fixed logins, by id). */
export const CHAT_USERS = {
  drSara: FIRST_USER_ID + 1,
  spamSeller: FIRST_USER_ID + 2,
  lina: FIRST_USER_ID + 3,
  fatima: FIRST_USER_ID + 4,
  omar: FIRST_USER_ID + 5,
  yasmin: FIRST_USER_ID + 6,
} as const;

/** What members write to each other, by language: most of it ordinary, some of it what gets reported. */
const LINES: Record<Language, string[]> = {
  en: [
    'Hi! I saw your post about the 20-week scan, how did it go?',
    'Thank you so much for the recipe, my husband loved it',
    'Are you going to the meetup on Saturday?',
    'My due date is in March too! Boy or girl?',
    'Did your doctor say anything about the glucose test?',
    'I can lend you my pregnancy pillow, I do not need it anymore',
    'Sorry for the late reply, the baby kept me up all night',
    'That is so good to hear, congratulations!',
    'Can you send me the name of that vitamin brand?',
    'I felt the same in the first trimester, it gets better',
    'Let me know when you are free for a call',
    'Haha yes, the cravings are real',
    'Please stop messaging me.',
    'Send me your phone number and I will add you to the group',
  ],
  zh: [
    '你好！看到你发的产检帖子，结果怎么样？',
    '谢谢你的食谱，我老公特别喜欢',
    '周六的线下活动你去吗？',
    '我的预产期也是三月！男孩还是女孩？',
    '医生有没有说糖耐的事情？',
    '我的孕妇枕可以借给你，我已经用不上了',
    '不好意思回复晚了，宝宝一晚上没睡',
    '太好了，恭喜恭喜！',
    '能把那个维生素的牌子发给我吗？',
    '我孕早期也是这样，后面会好很多的',
    '你什么时候有空，我们打个电话',
    '哈哈是的，特别想吃酸的',
    '请不要再给我发消息了。',
    '加我微信，拉你进群',
  ],
  ar: [
    'مرحبا! رأيت منشورك عن فحص الأسبوع العشرين، كيف كان؟',
    'شكرا جزيلا على الوصفة، أحبها زوجي كثيرا',
    'هل ستحضرين اللقاء يوم السبت؟',
    'موعد ولادتي في مارس أيضا! ولد أم بنت؟',
    'هل قال لك الطبيب شيئا عن فحص السكر؟',
    'يمكنني أن أعيرك وسادة الحمل، لم أعد أحتاجها',
    'آسفة على التأخر في الرد، لم ينم الطفل طوال الليل',
    'خبر رائع، مبروك!',
    'هل يمكنك إرسال اسم نوع الفيتامين؟',
    'شعرت بنفس الشيء في الأشهر الأولى، سيتحسن الأمر',
    'أخبريني متى تكونين متفرغة لنتحدث',
    'نعم، الوحم حقيقي فعلا',
    'من فضلك توقفي عن مراسلتي.',
    'أرسلي لي رقم هاتفك وسأضيفك إلى المجموعة',
  ],
};
/** The spam seller's opening lines, in each language. */
const SPAM: Record<Language, string[]> = {
  en: [
    'Hello dear, cheap baby formula, 50% off, DM me now!!!',
    'Want 10k followers? Only $20, click the link in my profile',
  ],
  zh: ['亲，进口奶粉五折，私聊我下单！！！', '想涨一万粉丝吗？只要一百元，看我主页链接'],
  ar: [
    'مرحبا عزيزتي، حليب أطفال رخيص بخصم 50%، راسليني الآن!!!',
    'هل تريدين 10 آلاف متابع؟ 20 دولارا فقط، الرابط في ملفي',
  ],
};
/** Replies of members the spam seller wrote to. */
const SPAM_REPLIES: Record<Language, string[]> = {
  en: ['No thank you.', 'I am reporting this.', 'How much for two tins?'],
  zh: ['不需要，谢谢。', '我要举报你。', '两罐多少钱？'],
  ar: ['لا شكرا.', 'سأبلغ عن هذا.', 'كم سعر علبتين؟'],
};

/** A small picture standing for a photo a member sent (a data URL, so the mock needs no files). */
function photo(index: number): string {
  const hue = (index * 83) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${hue},55%,82%)"/><rect x="40" y="150" width="240" height="60" rx="12" fill="hsl(${hue},45%,60%)"/><circle cx="230" cy="70" r="30" fill="hsl(${(hue + 40) % 360},70%,65%)"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

interface ChatSeed {
  conversations: ConversationRow[];
  messages: MessageRow[];
  accessLog: AccessLogRow[];
}

function generate(now: number): ChatSeed {
  const f = fakerEN;
  f.seed(4242);
  const conversations: ConversationRow[] = [];
  const messages: MessageRow[] = [];
  const pairs = new Set<string>();

  const conversation = (one: number, two: number, language: Language): ConversationRow | null => {
    const [userA, userB] = one < two ? [one, two] : [two, one];
    const key = `${userA}-${userB}`;
    if (userA === userB || pairs.has(key)) return null;
    pairs.add(key);
    const row = { id: conversations.length + 1, userA, userB, language };
    conversations.push(row);
    return row;
  };

  /** `count` messages taking turns (mostly), from `startAt` on, a few minutes to a couple of days apart. */
  const talk = (
    row: ConversationRow,
    count: number,
    startAt: number,
    options: { first?: number; lines?: string[]; imageShare?: number; mixed?: boolean } = {},
  ) => {
    let at = startAt;
    let sender = options.first ?? (f.datatype.boolean() ? row.userA : row.userB);
    for (let n = 0; n < count && at < now; n += 1) {
      const language: Language = options.mixed && f.datatype.boolean({ probability: 0.35 }) ? 'en' : row.language;
      const image = f.datatype.boolean({ probability: options.imageShare ?? 0.06 });
      messages.push({
        id: messages.length + 1,
        conversationId: row.id,
        senderId: sender,
        kind: image ? 'image' : 'text',
        text: image ? '' : f.helpers.arrayElement(options.lines && n === 0 ? options.lines : LINES[language]),
        imageUrl: image ? photo(messages.length) : '',
        sentAt: iso(at),
      });
      if (f.datatype.boolean({ probability: 0.75 })) sender = sender === row.userA ? row.userB : row.userA;
      at += f.number.int({ min: 1, max: f.datatype.boolean({ probability: 0.8 }) ? 90 : 2 * 24 * 60 }) * MINUTE;
    }
  };

  // A long conversation in Arabic and English with photos: it takes several pages to read.
  const long = conversation(CHAT_USERS.fatima, CHAT_USERS.yasmin, 'ar')!;
  talk(long, 420, now - 200 * DAY, { first: CHAT_USERS.fatima, imageShare: 0.1, mixed: true });
  // The spam seller writes to many members; a few answer.
  for (let index = 0; index < 40; index += 1) {
    const target = index < 4 ? [CHAT_USERS.fatima, CHAT_USERS.lina, CHAT_USERS.yasmin, CHAT_USERS.drSara][index] : 0;
    const other = target || FIRST_USER_ID + 10 + index * 7;
    const language: Language = other === CHAT_USERS.lina ? 'zh' : other === CHAT_USERS.fatima ? 'ar' : 'en';
    const row = conversation(CHAT_USERS.spamSeller, other, language);
    if (!row) continue;
    const start = now - (1 + index) * DAY + f.number.int({ min: 0, max: 600 }) * MINUTE;
    talk(row, 1, start, { first: CHAT_USERS.spamSeller, lines: SPAM[language], imageShare: 0 });
    if (index % 3 === 0) talk(row, 1, start + 40 * MINUTE, { first: other, lines: SPAM_REPLIES[language] });
  }
  // Lina with other Chinese-speaking members.
  for (let index = 0; index < 6; index += 1) {
    const row = conversation(CHAT_USERS.lina, FIRST_USER_ID + 13 + index * 3, 'zh');
    if (row) talk(row, f.number.int({ min: 4, max: 30 }), now - f.number.int({ min: 2, max: 60 }) * DAY);
  }

  // Everyone else: short chats mostly, now and then a long one.
  while (conversations.length < CONVERSATION_COUNT) {
    const one = FIRST_USER_ID + f.number.int({ min: 7, max: USER_COUNT - 1 });
    const two = FIRST_USER_ID + f.number.int({ min: 7, max: USER_COUNT - 1 });
    const row = conversation(one, two, f.helpers.arrayElement(['zh', 'en', 'ar'] as const));
    if (!row) continue;
    const count = f.datatype.boolean({ probability: 0.08 })
      ? f.number.int({ min: 60, max: 160 })
      : f.number.int({ min: 2, max: 22 });
    talk(
      row,
      count,
      now - f.number.int({ min: 1, max: 120 }) * DAY - f.number.int({ min: 0, max: DAY / MINUTE }) * MINUTE,
    );
  }

  // Earlier looks, so the log has a history: old accesses, long lapsed.
  const accessLog: AccessLogRow[] = [
    [long.id, 'admin', 'Report 2291: the member says she was harassed in private messages', 20],
    [conversations[1].id, 'admin', 'Spam report on spam_seller88: checking the messages she sent', 12],
    [conversations[2].id, 'moderator', 'User complaint 3307: advertising in private messages', 9],
    [long.id, 'admin', 'Follow-up of report 2291 after the member appealed', 3],
  ].map(([conversationId, admin, reason, daysAgo], index) => ({
    id: index + 1,
    conversationId: conversationId as number,
    admin: admin as string,
    reason: reason as string,
    at: iso(now - (daysAgo as number) * DAY),
  }));

  return { conversations, messages, accessLog };
}

let generated: { now: number; seed: ChatSeed } | undefined;

/**
 * The chat collections: about nine hundred conversations and some fifteen thousand messages in zh, en and
 * ar, generated once. Messages and conversations are never changed, so they are handed out as new arrays
 * of the same rows; the access log grows, and starts as a copy.
 */
export function seedChatRecords(now = seedInstant()): Record<string, Row[]> {
  if (generated?.now !== now) generated = { now, seed: generate(now) };
  const { conversations, messages, accessLog } = generated.seed;
  return {
    [CHAT_COLLECTIONS.conversations]: [...conversations],
    [CHAT_COLLECTIONS.messages]: [...messages],
    [CHAT_COLLECTIONS.accessLog]: structuredClone(accessLog),
  };
}
