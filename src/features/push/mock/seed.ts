import type { Row } from '../../../mocks/row';
import { APP_USER_COLLECTIONS, audienceUsers, seedAppUsers, type AppUserRow } from '../../app-users/mock';
import { CREATOR_COLLECTIONS, seedCreators, type ProfileRow } from '../../creators/mock';
import { audienceOf, type PushKind } from '../channels';
import { estimateAudience, estimateCreatorAudience, pushChanges, type AudienceCreator, type PushLife } from '../rules';
import type { Push, PushAuditEntry, PushInput, PushTexts } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const PUSH_COLLECTIONS = {
  pushes: 'pushes',
  audit: 'push-audit',
} as const;

/** Stored with what its status is derived from (window, disabled, deleted). */
export type PushRow = Omit<Push, 'status'> & PushLife & Row;
export type PushAuditRow = PushAuditEntry & Row;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The creators a creator push's estimate counts: the creator centre's members (its profiles) whose app
 * user is a creator (Lv1-Lv5), with their field, last login and when they joined the creator centre.
 */
export function creatorAudience(users: readonly AppUserRow[], profiles: readonly ProfileRow[]): AudienceCreator[] {
  const byId = new Map(users.map((user) => [user.id, user]));
  return profiles.flatMap((profile) => {
    const user = byId.get(profile.id);
    if (!user || user.creatorLevel < 1) return [];
    return [
      {
        id: String(user.id),
        level: user.creatorLevel,
        fieldId: profile.fieldId,
        lastLoginAt: user.lastLoginAt,
        joinedAt: profile.joinedAt,
      },
    ];
  });
}

interface Sample {
  kind: PushKind;
  texts: PushTexts;
  target: string | null;
  /** Hours from now. */
  start: number;
  end: number;
  group: PushInput['userGroup'];
  modes?: PushInput['modes'];
  areas?: PushInput['areas'];
  minVersion?: string;
  disabled?: boolean;
  deleted?: boolean;
  sentNow?: boolean;
  designated?: string[];
  /** Creator pushes: levels and fields (IDs). */
  levels?: number[];
  fields?: number[];
  by: string;
}

const SAMPLES: Sample[] = [
  {
    kind: 'hotContent',
    texts: {
      en: { title: 'Everyone is talking about this', content: 'A mum shares her 3 a.m. feeding routine. Join in!' },
      ar: { title: 'الجميع يتحدث عن هذا', content: 'أم تشارك روتين الرضاعة في الثالثة فجرًا. شاركينا!' },
      ms: { title: 'Semua orang bercakap tentang ini', content: 'Seorang ibu berkongsi rutin menyusu jam 3 pagi.' },
      ind: { title: 'Semua orang membicarakan ini', content: 'Seorang ibu berbagi rutinitas menyusui jam 3 pagi.' },
      zh: { title: '大家都在讨论', content: '一位妈妈分享了她凌晨三点的喂奶日常，快来看看！' },
    },
    target: '2000018',
    start: 48,
    end: 72,
    group: 'active7d',
    modes: ['pregnancy'],
    by: 'operator',
  },
  {
    kind: 'hotContent',
    texts: {
      en: { title: 'Hot today: morning sickness tips', content: 'Ginger, small meals and rest: what worked for you?' },
      ar: { title: 'الأكثر رواجًا: نصائح غثيان الصباح', content: 'الزنجبيل والوجبات الصغيرة والراحة: ما الذي نفع معك؟' },
      ms: { title: 'Hangat hari ini: tip alahan', content: 'Halia, makanan kecil dan rehat: apa yang berkesan?' },
      ind: {
        title: 'Populer hari ini: tips mual pagi',
        content: 'Jahe, makan sedikit dan istirahat: apa yang berhasil?',
      },
    },
    target: '2000042',
    start: -2,
    end: 22,
    group: 'active24h',
    sentNow: true,
    by: 'admin',
  },
  {
    kind: 'hotContent',
    texts: {
      en: { title: 'The week in hot posts', content: 'The five posts mums loved most this week.' },
      ar: { title: 'أبرز منشورات الأسبوع', content: 'المنشورات الخمسة التي أحبتها الأمهات هذا الأسبوع.' },
      ms: { title: 'Hantaran hangat minggu ini', content: 'Lima hantaran paling disukai ibu minggu ini.' },
      ind: { title: 'Postingan populer minggu ini', content: 'Lima postingan paling disukai para ibu minggu ini.' },
    },
    target: '2000077',
    start: -240,
    end: -216,
    group: 'active30d',
    by: 'operator',
  },
  {
    kind: 'helpPost',
    texts: {
      en: {
        title: 'How to export your cycle data',
        content: 'Step by step: save your records as a PDF for your doctor.',
      },
      ar: { title: 'كيفية تصدير بيانات دورتك', content: 'خطوة بخطوة: احفظي سجلاتك بصيغة PDF لطبيبك.' },
      ms: { title: 'Cara mengeksport data kitaran', content: 'Langkah demi langkah: simpan rekod anda sebagai PDF.' },
      ind: { title: 'Cara mengekspor data siklus', content: 'Langkah demi langkah: simpan catatan Anda sebagai PDF.' },
      zh: { title: '如何导出周期数据', content: '一步步教你把记录保存为PDF给医生看。' },
    },
    target: '1',
    start: 24,
    end: 96,
    group: 'active30d',
    modes: ['period'],
    by: 'operator',
  },
  {
    kind: 'helpPost',
    texts: {
      en: { title: 'Reset your password in a minute', content: 'Forgot it? Here is the quickest way back in.' },
      ar: { title: 'أعيدي تعيين كلمة المرور في دقيقة', content: 'نسيتِها؟ إليك أسرع طريقة للعودة.' },
      ms: { title: 'Set semula kata laluan', content: 'Terlupa? Ini cara paling cepat untuk masuk semula.' },
      ind: { title: 'Atur ulang kata sandi', content: 'Lupa? Ini cara tercepat untuk masuk kembali.' },
    },
    target: '2',
    start: -100,
    end: 20,
    group: 'new24h',
    disabled: true,
    by: 'admin',
  },
  {
    kind: 'qualityPost',
    texts: {
      en: { title: 'Editor’s pick: a birth story', content: 'A calm, honest story of a first birth. Worth the read.' },
      ar: { title: 'اختيار المحرر: قصة ولادة', content: 'قصة هادئة وصادقة عن ولادة أولى. تستحق القراءة.' },
      ms: { title: 'Pilihan editor: kisah bersalin', content: 'Kisah bersalin pertama yang tenang dan jujur.' },
      ind: { title: 'Pilihan editor: kisah persalinan', content: 'Kisah persalinan pertama yang tenang dan jujur.' },
    },
    target: '2000009',
    start: 30,
    end: 54,
    group: 'active3d',
    areas: ['SA', 'AE', 'EG'],
    by: 'operator',
  },
  {
    kind: 'qualityPost',
    texts: {
      en: { title: 'Quality post: first foods', content: 'A nutritionist’s guide to baby’s first spoonfuls.' },
      ar: { title: 'منشور مميز: الأطعمة الأولى', content: 'دليل أخصائية تغذية لأولى ملاعق طفلك.' },
      ms: {
        title: 'Hantaran berkualiti: makanan pertama',
        content: 'Panduan pakar pemakanan untuk suapan pertama bayi.',
      },
      ind: { title: 'Postingan pilihan: makanan pertama', content: 'Panduan ahli gizi untuk suapan pertama bayi.' },
    },
    target: '2000062',
    start: -400,
    end: -380,
    group: 'active7d',
    deleted: true,
    by: 'admin',
  },
  {
    kind: 'activity',
    texts: {
      en: { title: 'Ramadan steps challenge', content: 'Walk 5,000 steps a day with other mums and win badges.' },
      ar: { title: 'تحدي الخطوات في رمضان', content: 'امشي 5000 خطوة يوميًا مع أمهات أخريات واربحي شارات.' },
      ms: { title: 'Cabaran langkah Ramadan', content: 'Berjalan 5,000 langkah sehari bersama ibu lain.' },
      ind: { title: 'Tantangan langkah Ramadan', content: 'Berjalan 5.000 langkah sehari bersama ibu lain.' },
    },
    target: '/activity/ramadan-steps',
    start: 72,
    end: 240,
    group: 'active30d',
    areas: ['SA', 'AE', 'MY', 'ID'],
    minVersion: '7.0.0',
    by: 'operator',
  },
  {
    kind: 'activity',
    texts: {
      en: { title: 'Live Q&A with Dr. Sara', content: 'Ask your pregnancy questions tonight at 8 p.m.' },
      ar: { title: 'أسئلة وأجوبة مباشرة مع د. سارة', content: 'اطرحي أسئلتك عن الحمل الليلة الساعة 8 مساءً.' },
      ms: { title: 'Soal jawab langsung bersama Dr. Sara', content: 'Tanya soalan kehamilan anda malam ini jam 8.' },
      ind: { title: 'Tanya jawab langsung dengan Dr. Sara', content: 'Ajukan pertanyaan kehamilan malam ini jam 8.' },
    },
    target: 'https://h5.example.com/to-h5/live/dr-sara',
    start: -300,
    end: -290,
    group: 'active7d',
    modes: ['pregnancy'],
    by: 'admin',
  },
  {
    kind: 'creatorAssistant',
    texts: {
      en: { title: 'Your weekly creator report', content: 'Your posts reached 12% more mums this week.' },
      ar: { title: 'تقريرك الأسبوعي كصانعة محتوى', content: 'وصلت منشوراتك إلى أمهات أكثر بنسبة 12% هذا الأسبوع.' },
      ms: { title: 'Laporan mingguan pencipta', content: 'Hantaran anda sampai kepada 12% lebih ramai ibu.' },
      ind: { title: 'Laporan mingguan kreator', content: 'Postingan Anda menjangkau 12% lebih banyak ibu.' },
      zh: { title: '你的创作者周报', content: '本周你的帖子触达的妈妈增加了12%。' },
    },
    target: null,
    start: 20,
    end: 44,
    group: 'designated',
    designated: ['1000001', '1000002', '1000004', '1000005', '1000007'],
    by: 'operator',
  },
  {
    kind: 'creatorAssistant',
    texts: {
      en: { title: 'New creator task: share a recipe', content: 'Post a healthy recipe this week and earn 50 points.' },
      ar: { title: 'مهمة جديدة: شاركي وصفة', content: 'انشري وصفة صحية هذا الأسبوع واكسبي 50 نقطة.' },
      ms: { title: 'Tugasan baharu: kongsi resipi', content: 'Siarkan resipi sihat minggu ini dan dapat 50 mata.' },
      ind: { title: 'Tugas baru: bagikan resep', content: 'Unggah resep sehat minggu ini dan dapatkan 50 poin.' },
    },
    target: '/creator/tasks/recipe',
    start: -30,
    end: 138,
    group: 'active7d',
    by: 'admin',
  },
  {
    kind: 'creatorPost',
    texts: {
      en: { title: 'A post worth studying', content: 'See how this creator turned one question into 2,000 replies.' },
      ar: { title: 'منشور يستحق الدراسة', content: 'شاهدي كيف حوّلت هذه الصانعة سؤالًا واحدًا إلى 2000 رد.' },
      ms: { title: 'Hantaran yang patut dikaji', content: 'Lihat bagaimana pencipta ini menarik 2,000 balasan.' },
      ind: { title: 'Postingan yang layak dipelajari', content: 'Lihat bagaimana kreator ini menarik 2.000 balasan.' },
      zh: { title: '值得学习的帖子', content: '看看这位创作者如何用一个问题收获两千条回复。' },
    },
    target: '2000009',
    start: 36,
    end: 60,
    group: 'active7d',
    levels: [1, 2],
    by: 'operator',
  },
  {
    kind: 'creatorPost',
    texts: {
      en: { title: 'Top creator post this month', content: 'A Lv5 creator shares her photo routine.' },
      ar: { title: 'أفضل منشور لصانعة محتوى هذا الشهر', content: 'صانعة من المستوى 5 تشارك روتين التصوير.' },
      ms: { title: 'Hantaran pencipta terbaik bulan ini', content: 'Pencipta Lv5 berkongsi rutin fotonya.' },
      ind: { title: 'Postingan kreator terbaik bulan ini', content: 'Kreator Lv5 berbagi rutinitas fotonya.' },
    },
    target: '2000042',
    start: -200,
    end: -176,
    group: 'active30d',
    by: 'admin',
  },
  {
    kind: 'creatorTask',
    texts: {
      en: { title: 'New task: what you eat in a day', content: 'Post your day of meals and earn points.' },
      ar: { title: 'مهمة جديدة: ماذا تأكلين في يوم', content: 'انشري وجبات يومك واكسبي النقاط.' },
      ms: { title: 'Tugasan baharu: makanan sehari', content: 'Siarkan makanan harian anda dan dapat mata.' },
      ind: { title: 'Tugas baru: makanan sehari', content: 'Unggah makanan harianmu dan dapatkan poin.' },
      zh: { title: '新任务：一日三餐', content: '分享你一天的饮食，赢取积分。' },
    },
    target: '1',
    start: 12,
    end: 84,
    group: 'active30d',
    levels: [1, 2, 3],
    fields: [3],
    by: 'operator',
  },
  {
    kind: 'creatorTask',
    texts: {
      en: { title: 'Last days: first-weeks tips task', content: 'Three tips from your first weeks, two days left.' },
      ar: { title: 'الأيام الأخيرة: مهمة نصائح الأسابيع الأولى', content: 'ثلاث نصائح من أسابيعك الأولى، بقي يومان.' },
      ms: { title: 'Hari terakhir: tugasan tip minggu pertama', content: 'Tiga tip minggu pertama, tinggal dua hari.' },
      ind: {
        title: 'Hari terakhir: tugas tips minggu pertama',
        content: 'Tiga tips minggu pertama, tersisa dua hari.',
      },
    },
    target: '3',
    start: -6,
    end: 42,
    group: 'active7d',
    levels: [4, 5],
    sentNow: true,
    by: 'admin',
  },
];

const REASONS: Record<string, string> = {
  create: 'Planned in the weekly content calendar',
  send: 'Trending now, pushed ahead of schedule',
  disable: 'Content was updated; the old message is stopped',
  delete: 'Duplicate of another push',
};

/** Pushes of every channel in every status, each with its audit trail; audiences counted over the app users. */
export function seedPushes(now = seedInstant()): Record<string, Row[]> {
  const appUsers = seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[];
  const users = audienceUsers(appUsers);
  const creators = creatorAudience(appUsers, seedCreators(now)[CREATOR_COLLECTIONS.profiles] as ProfileRow[]);
  const hour = new Date(now);
  hour.setMinutes(0, 0, 0);
  const base = hour.getTime();
  const pushes: PushRow[] = [];
  const audit: PushAuditRow[] = [];
  const log = (entry: Omit<PushAuditEntry, 'id'>) => audit.push({ ...entry, id: audit.length + 1 });
  SAMPLES.forEach((sample, index) => {
    const id = index + 1;
    const startAt = new Date(base + sample.start * HOUR).toISOString();
    const endAt = new Date(base + sample.end * HOUR).toISOString();
    const input: PushInput = {
      texts: sample.texts,
      image: null,
      target: sample.target,
      startAt,
      endAt,
      userGroup: sample.group,
      designatedUsers: sample.designated ?? [],
      modes: sample.modes ?? [],
      areas: sample.areas ?? [],
      minVersion: sample.minVersion ?? null,
      maxVersion: null,
      forceUpdate: false,
      creatorLevels: sample.levels ?? [],
      creatorFields: sample.fields ?? [],
    };
    const { audience } =
      audienceOf(sample.kind) === 'creators'
        ? estimateCreatorAudience(creators, input, now)
        : estimateAudience(users, input, now);
    const createdAt = new Date(Math.min(base + sample.start * HOUR, now) - 2 * DAY).toISOString();
    const other = sample.by === 'admin' ? 'operator' : 'admin';
    let updatedAt = createdAt;
    let updatedBy = sample.by;
    log({
      pushId: id,
      action: 'create',
      by: sample.by,
      at: createdAt,
      reason: REASONS.create,
      audience,
      changes: pushChanges(null, input),
    });
    let disabledAt: string | null = null;
    let deletedAt: string | null = null;
    if (sample.sentNow) {
      updatedAt = startAt;
      updatedBy = other;
      log({
        pushId: id,
        action: 'send',
        by: other,
        at: startAt,
        reason: REASONS.send,
        audience,
        changes: [
          { field: 'startAt', before: new Date(base + (sample.start + 6) * HOUR).toISOString(), after: startAt },
        ],
      });
    }
    if (sample.disabled) {
      disabledAt = new Date(now - 3 * HOUR).toISOString();
      updatedAt = disabledAt;
      updatedBy = other;
      log({
        pushId: id,
        action: 'disable',
        by: other,
        at: disabledAt,
        reason: REASONS.disable,
        audience,
        changes: [{ field: 'status', before: 'pushing', after: 'expired' }],
      });
    }
    if (sample.deleted) {
      deletedAt = new Date(base + sample.end * HOUR + DAY).toISOString();
      updatedAt = deletedAt;
      updatedBy = other;
      log({
        pushId: id,
        action: 'delete',
        by: other,
        at: deletedAt,
        reason: REASONS.delete,
        audience,
        changes: [{ field: 'status', before: 'pushed', after: 'deleted' }],
      });
    }
    pushes.push({
      ...input,
      id,
      kind: sample.kind,
      audience,
      createdBy: sample.by,
      createdAt,
      updatedBy,
      updatedAt,
      disabledAt,
      deletedAt,
    });
  });
  return { [PUSH_COLLECTIONS.pushes]: pushes, [PUSH_COLLECTIONS.audit]: audit };
}
