import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/db';
import { FIRST_USER_ID } from '../../app-users/mock/seed';
import { afterMachineReview } from '../rules';
import {
  PAGE_LANGUAGES,
  REPORT_REASONS,
  type MachineStatus,
  type PageLanguage,
  type PostType,
  type Report,
  type ReviewTask,
  type TaskSource,
  type TaskType,
} from '../types';

export const REVIEW_COLLECTIONS = {
  tasks: 'review-tasks',
  reports: 'review-reports',
  taggingTasks: 'review-tagging-tasks',
} as const;

export type ReviewTaskRow = ReviewTask & Row;

/** One user's report on a reported item; a report task groups every report on its item. */
export type ReportRow = Report & Row;

/** A post waiting for its tags (the marking queues), created by a pass or by the machine for vote posts. */
export interface TaggingTaskRow extends Row {
  postId: number;
  language: PageLanguage;
  createdAt: string;
  origin: 'machine' | 'moderator';
}

const TASK_COUNT = 2400;
const USER_COUNT = 320;
const MINUTE = 60_000;

/** How many of each source's tasks the seed makes, of every hundred. */
const SOURCE_WEIGHTS: Array<[TaskSource, number]> = [
  ['post', 40],
  ['comment', 20],
  ['image', 15],
  ['warmth', 8],
  ['device', 6],
  ['male-detect', 6],
  ['objection', 5],
];
const POST_TYPES_BY_WEIGHT: PostType[] = ['graphics', 'graphics', 'graphics', 'vote', 'video', 'article'];

/** What members write, by page language: the queues show each in its own direction. */
const TEXTS: Record<PageLanguage, string[]> = {
  en: [
    'Week 24 and the baby kicks every night, is that normal?',
    'DM me for cheap vitamins, best price guaranteed!!!',
    'My doctor says my iron is low, what do you eat for it?',
    'Anyone else feel so tired in the first trimester?',
    'Click this link to win a free stroller today',
    'You are a terrible mother if you do not breastfeed.',
    'Sharing my birth story, it was long but worth it.',
    'Follow my page for daily baby outfits and giveaways',
  ],
  zh: [
    '孕24周了，宝宝每天晚上都在踢，这正常吗？',
    '加微信买便宜的叶酸，保证正品！！！',
    '医生说我缺铁，大家平时吃什么补？',
    '有没有人孕早期也特别累？',
    '点击链接免费领取婴儿车',
    '分享我的顺产经历，很辛苦但是很值得。',
    '备孕三个月了，还没有好消息，有点焦虑。',
  ],
  ar: [
    'الأسبوع الرابع والعشرون والطفل يركل كل ليلة، هل هذا طبيعي؟',
    'راسلوني لشراء فيتامينات رخيصة بأفضل سعر!!!',
    'قال لي الطبيب إن الحديد منخفض، ماذا تأكلون لرفعه؟',
    'هل تشعر أي واحدة منكن بالتعب الشديد في الأشهر الأولى؟',
    'اضغطي على الرابط لتربحي عربة أطفال مجانية',
    'أشارككم قصة ولادتي، كانت طويلة لكنها تستحق.',
    'تابعوا صفحتي لملابس الأطفال اليومية والهدايا',
  ],
};
const MACHINE_LABELS = ['advertising 0.91', 'abuse 0.88', 'adult content 0.95', 'spam link 0.97', 'violence 0.82'];
const REPORT_DETAILS = [
  'This is an advert, please remove it.',
  'She insulted me in the comments.',
  'The photo is not appropriate for this community.',
  'This advice is dangerous for pregnant women.',
  'This post shows my private information.',
  '',
];
/** Admin logins that hold or decided seeded tasks (permissions-seed's accounts). */
const MODERATORS = ['moderator', 'operator', 'admin'];

const iso = (ms: number) => new Date(ms).toISOString();

function pickSource(roll: number): TaskSource {
  let left = roll % 100;
  for (const [source, weight] of SOURCE_WEIGHTS) {
    if (left < weight) return source;
    left -= weight;
  }
  return 'post';
}

function imageFor(index: number): string {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><rect width="240" height="180" fill="hsl(${hue},60%,80%)"/><circle cx="120" cy="90" r="40" fill="hsl(${hue},60%,55%)"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/**
 * Thousands of review tasks across sources and page languages, most waiting, some decided and a few held
 * by a moderator; report tasks group several users' reports; vote posts the machine passed go to tagging
 * without a review task (spec 4). Deterministic: a seeded faker and times relative to `now`.
 */
export function seedReview(now = Date.now()) {
  const faker = fakerEN;
  faker.seed(909);
  const tasks: ReviewTaskRow[] = [];
  const reports: ReportRow[] = [];
  const taggingTasks: TaggingTaskRow[] = [];

  for (let index = 0; index < TASK_COUNT; index++) {
    const source = pickSource(faker.number.int(999));
    const language = PAGE_LANGUAGES[index % PAGE_LANGUAGES.length];
    const postType = source === 'post' ? faker.helpers.arrayElement(POST_TYPES_BY_WEIGHT) : null;
    const type: TaskType = (source === 'post' || source === 'comment') && index % 3 === 0 ? 'report' : 'audit';
    const machineStatus: MachineStatus =
      type === 'report'
        ? 'notReviewed'
        : faker.helpers.weightedArrayElement([
            { value: 'machinePassed' as const, weight: 5 },
            { value: 'autoBlocked' as const, weight: 3 },
            { value: 'notReviewed' as const, weight: 2 },
          ]);
    const createdAt = now - (TASK_COUNT - index) * 7 * MINUTE;
    const subjectId = 500_000 + index;

    if (postType && type === 'audit' && !afterMachineReview(postType, machineStatus).review) {
      taggingTasks.push({
        id: taggingTasks.length + 1,
        postId: subjectId,
        language,
        createdAt: iso(createdAt),
        origin: 'machine',
      });
      continue;
    }

    const decided = index < TASK_COUNT * 0.35;
    const decision =
      type === 'report'
        ? faker.helpers.arrayElement(['ignore', 'delete'] as const)
        : faker.helpers.arrayElement(['pass', 'delete'] as const);
    const heldBy = !decided && index % 97 === 5 ? MODERATORS[index % 2] : null;
    const task: ReviewTaskRow = {
      id: index + 1,
      type,
      source,
      subjectId,
      postType,
      authorId: FIRST_USER_ID + faker.number.int(USER_COUNT - 1),
      content: faker.helpers.arrayElement(TEXTS[language]),
      images:
        source === 'image' || postType === 'graphics'
          ? [imageFor(index), imageFor(index + 1)].slice(0, 1 + (index % 2))
          : [],
      language,
      machineStatus,
      machineLabel: machineStatus === 'autoBlocked' ? faker.helpers.arrayElement(MACHINE_LABELS) : '',
      status: decided ? (decision === 'pass' ? 'manualPassed' : 'processed') : 'notProcessed',
      createdAt: iso(createdAt),
      claimedBy: heldBy,
      claimedUntil: heldBy ? iso(now + 4 * MINUTE) : null,
      outcome: decided
        ? {
            decision,
            punishKind: null,
            reason: '',
            operator: MODERATORS[index % MODERATORS.length],
            decidedAt: iso(createdAt + 30 * MINUTE),
          }
        : null,
    };
    tasks.push(task);

    if (type === 'report') {
      const count = 1 + faker.number.int(3);
      for (let n = 0; n < count; n++) {
        reports.push({
          id: reports.length + 1,
          taskId: task.id,
          reporterId: FIRST_USER_ID + faker.number.int(USER_COUNT - 1),
          reportedAt: iso(createdAt - (count - n) * 11 * MINUTE),
          reason: faker.helpers.arrayElement(REPORT_REASONS),
          details: faker.helpers.arrayElement(REPORT_DETAILS),
        });
      }
    }
  }

  return {
    [REVIEW_COLLECTIONS.tasks]: tasks,
    [REVIEW_COLLECTIONS.reports]: reports,
    [REVIEW_COLLECTIONS.taggingTasks]: taggingTasks,
  };
}
