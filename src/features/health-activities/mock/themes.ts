import type { AppMode } from '../../../shared/types/app-mode';

/** A health activity theme in English, Chinese and Arabic: [title, description] each, and its modes. */
export interface ActivityTheme {
  en: [string, string];
  zh: [string, string];
  ar: [string, string];
  modes: AppMode[];
  path: string;
}

/** Realistic activities for the seeds of the old and the new health activity lists. */
export const ACTIVITY_THEMES: ActivityTheme[] = [
  {
    en: ['21-day walking challenge', 'Walk 6,000 steps a day for three weeks and earn a badge.'],
    zh: ['21天健走挑战', '连续三周每天步行6000步，完成即可获得徽章。'],
    ar: ['تحدي المشي لمدة 21 يومًا', 'امشِ 6000 خطوة يوميًا لمدة ثلاثة أسابيع واحصلي على شارة.'],
    modes: ['period', 'prePregnancy', 'pregnancy'],
    path: '/activity/walking-21',
  },
  {
    en: ['Cycle tracking week', 'Log your period every day this week and learn your cycle.'],
    zh: ['经期记录打卡周', '本周每天记录经期，更了解自己的周期。'],
    ar: ['أسبوع تتبع الدورة', 'سجّلي دورتك كل يوم هذا الأسبوع وتعرّفي على دورتك.'],
    modes: ['period'],
    path: '/activity/cycle-week',
  },
  {
    en: ['Folic acid reminder month', 'Daily reminders and a short quiz about folic acid before pregnancy.'],
    zh: ['叶酸补充月', '每日提醒补充叶酸，并附备孕知识小测验。'],
    ar: ['شهر تذكير حمض الفوليك', 'تذكيرات يومية واختبار قصير عن حمض الفوليك قبل الحمل.'],
    modes: ['prePregnancy'],
    path: '/activity/folic-acid',
  },
  {
    en: ['Prenatal yoga live class', 'A gentle live yoga class with a certified midwife every Saturday.'],
    zh: ['孕期瑜伽直播课', '每周六由认证助产士带领的舒缓瑜伽直播课。'],
    ar: ['درس يوغا الحمل المباشر', 'درس يوغا لطيف مباشر مع قابلة معتمدة كل يوم سبت.'],
    modes: ['pregnancy'],
    path: '/activity/prenatal-yoga',
  },
  {
    en: ['Daily hydration challenge', 'Drink eight glasses of water a day and track them in the app.'],
    zh: ['每日饮水挑战', '每天喝够八杯水，并在应用中打卡记录。'],
    ar: ['تحدي شرب الماء اليومي', 'اشربي ثمانية أكواب من الماء يوميًا وسجّليها في التطبيق.'],
    modes: ['period', 'pregnancy'],
    path: '/activity/hydration',
  },
  {
    en: ['Better sleep in pregnancy', 'Two weeks of bedtime routines for a more restful night.'],
    zh: ['孕期好睡眠计划', '两周睡前习惯养成计划，让夜晚睡得更安稳。'],
    ar: ['خطة نوم أفضل أثناء الحمل', 'أسبوعان من عادات ما قبل النوم لليلة أكثر راحة.'],
    modes: ['pregnancy'],
    path: '/activity/sleep',
  },
  {
    en: ['Kick counting week', 'Count your baby’s kicks every evening and share how it went.'],
    zh: ['数胎动打卡周', '每晚数一数宝宝的胎动，分享你的记录。'],
    ar: ['أسبوع عدّ ركلات الجنين', 'عدّي ركلات طفلك كل مساء وشاركي تجربتك.'],
    modes: ['pregnancy'],
    path: '/activity/kick-count',
  },
  {
    en: ['Period pain relief tips', 'Share what eases your cramps; a gynaecologist picks the best tips.'],
    zh: ['痛经缓解经验分享', '分享缓解痛经的方法，妇科医生评选最佳经验。'],
    ar: ['نصائح لتخفيف آلام الدورة', 'شاركي ما يخفف تقلصاتك؛ تختار طبيبة نسائية أفضل النصائح.'],
    modes: ['period'],
    path: '/activity/cramps',
  },
  {
    en: ['Healthy breakfast check-in', 'Post your breakfast for ten days and get a nutritionist’s feedback.'],
    zh: ['健康早餐打卡', '连续十天晒出早餐，获得营养师点评。'],
    ar: ['تحدي الفطور الصحي', 'انشري فطورك لمدة عشرة أيام واحصلي على رأي أخصائية تغذية.'],
    modes: ['period', 'prePregnancy', 'pregnancy'],
    path: '/activity/breakfast',
  },
  {
    en: ['Ovulation tracking course', 'Five short lessons on reading ovulation signs and tests.'],
    zh: ['排卵期追踪课程', '五节短课，教你读懂排卵信号和试纸结果。'],
    ar: ['دورة تتبع الإباضة', 'خمسة دروس قصيرة عن قراءة علامات الإباضة واختباراتها.'],
    modes: ['prePregnancy'],
    path: '/activity/ovulation-course',
  },
  {
    en: ['Mindful breathing week', 'Five minutes of guided breathing a day to calm stress.'],
    zh: ['正念呼吸练习周', '每天五分钟引导式呼吸练习，缓解压力。'],
    ar: ['أسبوع التنفس الواعي', 'خمس دقائق يوميًا من التنفس الموجّه لتهدئة التوتر.'],
    modes: ['period', 'prePregnancy', 'pregnancy'],
    path: '/activity/breathing',
  },
  {
    en: ['Iron-rich recipe collection', 'Send us your iron-rich recipes; the favourites go into the recipe book.'],
    zh: ['补铁食谱征集', '投稿你的补铁食谱，最受欢迎的将收录进食谱合集。'],
    ar: ['جمع وصفات غنية بالحديد', 'أرسلي وصفاتك الغنية بالحديد؛ تدخل المفضلة في كتاب الوصفات.'],
    modes: ['pregnancy', 'prePregnancy'],
    path: '/activity/iron-recipes',
  },
];
