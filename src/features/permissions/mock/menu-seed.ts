/**
 * Seed data of the admin menu tree for the built-in mock backend (design sections 3 and 4).
 *
 * One folder (type 1) per route group of the spec (section 2, "Route groups"), one screen (type 2) per
 * screen of that group, and action entries (type 3) that screens gate their buttons on.
 *
 * ids are stable: folders 100, 200, ... in list order; screens folderId + 1, + 2, ...;
 * actions screenId * 100 + 1, + 2, ...
 * sort is descending in list order because the console sorts by `sort` descending (home is 10000).
 */
import { MENU_TYPE } from '../../../shared/menu/menu-types';
import type { MenuEntry } from '../../../shared/menu/menu-types';

/** A menu name with every language filled in. */
interface SeedName {
  zh: string;
  en: string;
  ar: string;
  fr: string;
}

type FolderIcon =
  | 'AppstoreOutlined'
  | 'NotificationOutlined'
  | 'GiftOutlined'
  | 'SkinOutlined'
  | 'ClusterOutlined'
  | 'TagsOutlined'
  | 'LikeOutlined'
  | 'AuditOutlined'
  | 'CrownOutlined'
  | 'BarChartOutlined'
  | 'QuestionCircleOutlined'
  | 'FireOutlined'
  | 'MessageOutlined'
  | 'PictureOutlined'
  | 'BulbOutlined'
  | 'HighlightOutlined'
  | 'TrophyOutlined'
  | 'SafetyOutlined'
  | 'FileTextOutlined'
  | 'HeartOutlined'
  | 'SendOutlined'
  | 'CheckSquareOutlined'
  | 'TeamOutlined'
  | 'CloudUploadOutlined';

const ACTION_NAMES = {
  create: { zh: '新建', en: 'Create', ar: 'إنشاء', fr: 'Créer' },
  edit: { zh: '编辑', en: 'Edit', ar: 'تعديل', fr: 'Modifier' },
  delete: { zh: '删除', en: 'Delete', ar: 'حذف', fr: 'Supprimer' },
  'reset-password': {
    zh: '重置密码',
    en: 'Reset Password',
    ar: 'إعادة تعيين كلمة المرور',
    fr: 'Réinitialiser le mot de passe',
  },
  silence: { zh: '禁言', en: 'Silence', ar: 'كتم', fr: 'Réduire au silence' },
  unsilence: { zh: '解除禁言', en: 'Unsilence', ar: 'إلغاء الكتم', fr: 'Rétablir la parole' },
  add: { zh: '添加', en: 'Add', ar: 'إضافة', fr: 'Ajouter' },
  remove: { zh: '移除', en: 'Remove', ar: 'إزالة', fr: 'Retirer' },
  publish: { zh: '发布', en: 'Publish', ar: 'نشر', fr: 'Publier' },
  reply: { zh: '回复', en: 'Reply', ar: 'رد', fr: 'Répondre' },
  unpublish: { zh: '取消发布', en: 'Unpublish', ar: 'إلغاء النشر', fr: 'Dépublier' },
  top: { zh: '置顶', en: 'Pin to top', ar: 'تثبيت في الأعلى', fr: 'Épingler' },
  untop: { zh: '取消置顶', en: 'Cancel top', ar: 'إلغاء التثبيت', fr: 'Désépingler' },
  feature: { zh: '设为精选', en: 'Feature', ar: 'تمييز', fr: 'Mettre en avant' },
  removeTopic: { zh: '移除话题', en: 'Remove topic', ar: 'إزالة الموضوع', fr: 'Retirer le sujet' },
  restore: { zh: '恢复', en: 'Restore', ar: 'استعادة', fr: 'Restaurer' },
  confirmSpam: { zh: '确认垃圾帖并删除', en: 'Confirm spam', ar: 'تأكيد الرسائل المزعجة', fr: 'Confirmer le spam' },
  clearSpam: { zh: '非垃圾帖并恢复', en: 'Not spam', ar: 'ليس مزعجا', fr: 'Pas du spam' },
  save: { zh: '保存', en: 'Save', ar: 'حفظ', fr: 'Enregistrer' },
  upload: { zh: '上传', en: 'Upload', ar: 'رفع', fr: 'Téléverser' },
  punish: { zh: '处罚', en: 'Punish', ar: 'معاقبة', fr: 'Sanctionner' },
  review: { zh: '审核', en: 'Review', ar: 'مراجعة', fr: 'Modérer' },
  blacklist: { zh: '加入黑名单', en: 'Add to Blacklist', ar: 'إضافة للقائمة السوداء', fr: 'Liste noire' },
  handle: { zh: '处理', en: 'Handle', ar: 'معالجة', fr: 'Traiter' },
  import: { zh: '导入', en: 'Import', ar: 'استيراد', fr: 'Importer' },
  export: { zh: '导出', en: 'Export', ar: 'تصدير', fr: 'Exporter' },
  ban: { zh: '封禁', en: 'Ban', ar: 'حظر', fr: 'Bannir' },
  unban: { zh: '解封', en: 'Unban', ar: 'إلغاء الحظر', fr: 'Débannir' },
  lift: { zh: '解除封禁', en: 'Lift ban', ar: 'رفع الحظر', fr: 'Lever le bannissement' },
  read: { zh: '查看会话', en: 'Read conversations', ar: 'قراءة المحادثات', fr: 'Lire les conversations' },
  status: { zh: '启用/停用', en: 'Enable/Disable', ar: 'تفعيل/تعطيل', fr: 'Activer/Désactiver' },
  cancel: { zh: '取消', en: 'Cancel', ar: 'إلغاء', fr: 'Annuler' },
  tag: { zh: '打标', en: 'Tag', ar: 'وسم', fr: 'Étiqueter' },
  assign: { zh: '分配', en: 'Assign', ar: 'إسناد', fr: 'Attribuer' },
  reopen: { zh: '重新打开', en: 'Re-open', ar: 'إعادة فتح', fr: 'Rouvrir' },
  sort: { zh: '排序', en: 'Reorder', ar: 'إعادة الترتيب', fr: 'Réordonner' },
  clear: { zh: '清空', en: 'Clear', ar: 'إفراغ', fr: 'Vider' },
  refresh: { zh: '刷新', en: 'Refresh', ar: 'تحديث', fr: 'Actualiser' },
  close: { zh: '关闭', en: 'Close', ar: 'إغلاق', fr: 'Fermer' },
  award: { zh: '评奖', en: 'Award prizes', ar: 'منح الجوائز', fr: 'Attribuer les prix' },
  level: { zh: '调整等级', en: 'Change level', ar: 'تغيير المستوى', fr: 'Changer de niveau' },
  score: { zh: '评分', en: 'Score', ar: 'تقييم', fr: 'Noter' },
  send: { zh: '立即推送', en: 'Push now', ar: 'إرسال الآن', fr: 'Envoyer maintenant' },
  disable: { zh: '停用', en: 'Disable', ar: 'تعطيل', fr: 'Désactiver' },
  listing: { zh: '上架/下架', en: 'List/Delist', ar: 'إدراج/إلغاء الإدراج', fr: 'Mettre en ligne/Retirer' },
  push: { zh: '创作者推送', en: 'Push to creators', ar: 'إشعار صناع المحتوى', fr: 'Notifier les créateurs' },
  reveal: {
    zh: '查看完整个人信息',
    en: 'Reveal personal data',
    ar: 'إظهار البيانات الشخصية',
    fr: 'Afficher les données personnelles',
  },
  'reveal-log': { zh: '查看记录', en: 'Reveal log', ar: 'سجل الإظهار', fr: 'Journal des affichages' },
  'reset-demo': {
    zh: '重置演示数据',
    en: 'Reset demo data',
    ar: 'إعادة تعيين بيانات العرض التجريبي',
    fr: 'Réinitialiser les données de démo',
  },
} as const satisfies Record<string, SeedName>;

type ActionKey = keyof typeof ACTION_NAMES;

interface ScreenSeed {
  /** The uri segment exactly as the spec spells it. */
  segment: string;
  name: SeedName;
  remark?: string;
  actions?: readonly ActionKey[];
}

interface GroupSeed {
  group: string;
  icon: FolderIcon;
  name: SeedName;
  remark?: string;
  screens: readonly ScreenSeed[];
}

const NEW_ARTICLE: SeedName = { zh: '新建文章', en: 'New Article', ar: 'مقال جديد', fr: 'Nouvel article' };
const ARTICLE_LIST: SeedName = { zh: '文章列表', en: 'Article List', ar: 'قائمة المقالات', fr: 'Liste des articles' };

const GROUPS: readonly GroupSeed[] = [
  {
    group: 'activity-manage',
    icon: 'GiftOutlined',
    name: { zh: '活动管理', en: 'Event Management', ar: 'إدارة الفعاليات', fr: 'Gestion des événements' },
    remark: 'Events, event posts and topic rewards',
    screens: [
      {
        segment: 'activity-posts-manage',
        name: {
          zh: '活动帖子管理',
          en: 'Event Post Management',
          ar: 'إدارة منشورات الفعاليات',
          fr: 'Gestion des publications d’événements',
        },
        actions: ['add', 'feature', 'remove'],
      },
      {
        segment: 'topic-rewards-manage',
        name: {
          zh: '话题奖励管理',
          en: 'Topic Reward Management',
          ar: 'إدارة مكافآت المواضيع',
          fr: 'Gestion des récompenses de sujets',
        },
        actions: ['create', 'edit', 'close', 'delete'],
      },
    ],
  },
  {
    group: 'activity-support',
    icon: 'NotificationOutlined',
    name: { zh: '活动支持', en: 'Event Support', ar: 'دعم الفعاليات', fr: 'Support aux événements' },
    screens: [
      {
        segment: 'promotion-bit',
        name: { zh: '推广位', en: 'Promotion', ar: 'المساحات الترويجية', fr: 'Emplacements promotionnels' },
        remark: 'Splash and pop-up promotions',
        actions: ['create', 'edit', 'status', 'delete'],
      },
    ],
  },
  {
    group: 'beauty-manage',
    icon: 'SkinOutlined',
    name: { zh: '美颜管理', en: 'Beauty Management', ar: 'إدارة التجميل', fr: 'Gestion des effets beauté' },
    screens: [
      {
        segment: 'beauty-sticker',
        name: { zh: '美颜贴纸', en: 'Beauty Stickers', ar: 'ملصقات التجميل', fr: 'Autocollants beauté' },
        actions: ['create', 'edit', 'listing', 'sort', 'delete'],
      },
      {
        segment: 'beauty-style',
        name: { zh: '美颜风格', en: 'Beauty Styles', ar: 'أنماط التجميل', fr: 'Styles beauté' },
        actions: ['create', 'edit', 'listing', 'sort', 'delete'],
      },
    ],
  },
  {
    group: 'content-classify',
    icon: 'ClusterOutlined',
    name: { zh: '内容管理', en: 'Content Management', ar: 'إدارة المحتوى', fr: 'Gestion du contenu' },
    remark: 'Content pools and content categories',
    screens: [
      {
        segment: 'content-pool',
        name: { zh: '内容池', en: 'Content Pool', ar: 'مجمع المحتوى', fr: 'Pool de contenus' },
        actions: ['create', 'edit', 'delete'],
      },
      {
        segment: 'main-classify',
        name: { zh: '内容分类', en: 'Content Category', ar: 'فئات المحتوى', fr: 'Catégories de contenu' },
        actions: ['create', 'edit', 'delete'],
      },
      {
        segment: 'posting-guidance',
        name: {
          zh: '帖子推荐',
          en: 'Post Recommendation',
          ar: 'توصيات المنشورات',
          fr: 'Recommandation de publications',
        },
        remark: 'Post recommendation guidance per section',
        actions: ['edit'],
      },
      {
        segment: 'sort-by-main-category',
        name: {
          zh: '主分类排序',
          en: 'Sort by Main Category',
          ar: 'الترتيب حسب الفئة الرئيسية',
          fr: 'Tri par catégorie principale',
        },
        actions: ['sort'],
      },
    ],
  },
  {
    group: 'content-labels',
    icon: 'TagsOutlined',
    name: { zh: '内容标签', en: 'Content Labels', ar: 'وسوم المحتوى', fr: 'Étiquettes de contenu' },
    screens: [
      {
        segment: 'tweets-labels',
        name: { zh: '帖子标签', en: 'Post Labels', ar: 'وسوم المنشورات', fr: 'Étiquettes des publications' },
        actions: ['create', 'edit', 'delete'],
      },
    ],
  },
  {
    group: 'content-recommend',
    icon: 'LikeOutlined',
    name: {
      zh: '内容推荐',
      en: 'Content Recommendation',
      ar: 'توصيات المحتوى',
      fr: 'Recommandation de contenu',
    },
    remark: 'Tool-page content for the menstrual, pregnancy-preparing and pregnancy modes, banners and promotions',
    screens: [
      {
        segment: 'menstruation',
        actions: ['create', 'edit', 'close'],
        name: {
          zh: '经期模式工具页',
          en: 'Menstrual Mode Tool Page',
          ar: 'صفحة أدوات وضع الدورة الشهرية',
          fr: 'Page outils du mode règles',
        },
      },
      {
        segment: 'prepare-pregnant',
        actions: ['create', 'edit', 'close'],
        name: {
          zh: '备孕模式工具页',
          en: 'Pregnancy-Preparing Mode Tool Page',
          ar: 'صفحة أدوات وضع الاستعداد للحمل',
          fr: 'Page outils du mode préparation à la grossesse',
        },
      },
      {
        segment: 'pregnancy',
        actions: ['create', 'edit', 'close'],
        name: {
          zh: '孕期模式工具页',
          en: 'Pregnancy Mode Tool Page',
          ar: 'صفحة أدوات وضع الحمل',
          fr: 'Page outils du mode grossesse',
        },
      },
      {
        segment: 'explore',
        actions: ['create', 'edit', 'close'],
        name: {
          zh: '发现页',
          en: 'Explore Page',
          ar: 'صفحة الاستكشاف',
          fr: 'Page Découvrir',
        },
      },
      {
        segment: 'prize-con-test',
        actions: ['create', 'edit', 'delete', 'award'],
        name: {
          zh: '有奖竞赛',
          en: 'Prize Contests',
          ar: 'المسابقات بجوائز',
          fr: 'Concours avec lots',
        },
      },
      {
        segment: 'health-activity',
        actions: ['create', 'edit', 'status', 'delete'],
        name: { zh: '健康活动', en: 'Health Activities', ar: 'الأنشطة الصحية', fr: 'Activités santé' },
      },
      {
        segment: 'symptoms-manager',
        name: { zh: '症状管理', en: 'Symptom Management', ar: 'إدارة الأعراض', fr: 'Gestion des symptômes' },
        actions: ['create', 'edit', 'status', 'delete'],
      },
      {
        segment: 'health-activity-new',
        actions: ['create', 'edit', 'publish', 'unpublish', 'delete'],
        name: {
          zh: '健康活动（新版）',
          en: 'Health Activities (New)',
          ar: 'الأنشطة الصحية (الإصدار الجديد)',
          fr: 'Activités santé (nouvelle version)',
        },
      },
      {
        segment: 'zone-ambassador',
        actions: ['add', 'edit', 'remove'],
        name: { zh: '专区大使', en: 'Zone Ambassadors', ar: 'سفراء الأقسام', fr: 'Ambassadeurs de rubrique' },
      },
      {
        segment: 'health-faq',
        name: { zh: '健康问答', en: 'Health FAQ', ar: 'الأسئلة الصحية الشائعة', fr: 'FAQ santé' },
        actions: ['create', 'edit', 'publish', 'unpublish', 'delete'],
      },
      {
        segment: 'recommended-strategies',
        actions: ['create', 'edit', 'status', 'delete'],
        name: {
          zh: '推荐策略',
          en: 'Recommendation Strategies',
          ar: 'استراتيجيات التوصية',
          fr: 'Stratégies de recommandation',
        },
      },
      {
        segment: 'message-promotion',
        name: { zh: '消息推广', en: 'Message Promotion', ar: 'الترويج عبر الرسائل', fr: 'Promotion par message' },
        remark: 'Message promotion with Excel import',
        actions: ['create', 'edit', 'cancel', 'delete', 'import', 'clear', 'export'],
      },
      {
        segment: 'creator-center-banner',
        name: {
          zh: '创作者中心横幅',
          en: 'Creator Center Banner',
          ar: 'لافتة مركز صناع المحتوى',
          fr: 'Bannière du centre des créateurs',
        },
        actions: ['create', 'edit', 'unpublish', 'delete'],
      },
      {
        segment: 'news-release-banner',
        name: {
          zh: '新闻发布横幅',
          en: 'News Release Banner',
          ar: 'لافتة الأخبار',
          fr: 'Bannière des actualités',
        },
        actions: ['create', 'edit', 'unpublish', 'delete'],
      },
    ],
  },
  {
    group: 'content-review',
    icon: 'AuditOutlined',
    name: { zh: '内容审核', en: 'Content Audit', ar: 'مراجعة المحتوى', fr: 'Modération du contenu' },
    remark: 'Post review page, review tasks and AI moderation',
    screens: [
      {
        segment: 'warmth-examine',
        name: {
          zh: '暖心置顶微博',
          en: 'Warmth Top Microblog',
          ar: 'منشورات الدفء المثبتة',
          fr: 'Microblogs chaleureux épinglés',
        },
        remark: 'Warmth review of posts',
        actions: ['review', 'punish'],
      },
      {
        segment: 'work-order',
        name: { zh: '审核工单', en: 'Review Tasks', ar: 'مهام المراجعة', fr: 'Tâches de modération' },
        remark: 'Audit and report tasks',
        actions: ['review', 'punish'],
      },
      {
        segment: 'device-manage',
        name: { zh: '设备管理', en: 'Device Management', ar: 'إدارة الأجهزة', fr: 'Gestion des appareils' },
        actions: ['ban', 'unban', 'export', 'reveal'],
      },
      {
        segment: 'ban-manage',
        name: { zh: '封禁管理', en: 'Ban Management', ar: 'إدارة الحظر', fr: 'Gestion des bannissements' },
        actions: ['lift', 'export', 'reveal'],
      },
      {
        segment: 'ai-audit-manage',
        name: {
          zh: 'AI审核管理',
          en: 'AI Review Management',
          ar: 'إدارة المراجعة بالذكاء الاصطناعي',
          fr: 'Gestion de la modération par IA',
        },
        actions: ['review', 'punish'],
      },
      {
        segment: 'ai-male-user-detect',
        name: {
          zh: 'AI男性用户识别',
          en: 'AI Male User Detection',
          ar: 'كشف المستخدمين الذكور بالذكاء الاصطناعي',
          fr: 'Détection des utilisateurs masculins par IA',
        },
        actions: ['review', 'punish'],
      },
      {
        segment: 'app-user-role',
        name: {
          zh: '普通用户角色管理',
          en: 'Common User Role Manage',
          ar: 'إدارة أدوار المستخدمين العاديين',
          fr: 'Gestion des rôles des utilisateurs',
        },
        actions: ['create', 'edit'],
      },
      {
        segment: 'ai-comment-manage',
        name: {
          zh: 'AI评论管理',
          en: 'AI Comment Management',
          ar: 'إدارة التعليقات بالذكاء الاصطناعي',
          fr: 'Gestion des commentaires par IA',
        },
        actions: ['review', 'punish'],
      },
      {
        segment: 'opposition-posts-audit',
        name: {
          zh: '异议帖子审核',
          en: 'Disputed Post Review',
          ar: 'مراجعة المنشورات المعترض عليها',
          fr: 'Modération des publications contestées',
        },
        actions: ['review', 'punish'],
      },
    ],
  },
  {
    group: 'creator-center-manage',
    icon: 'CrownOutlined',
    name: { zh: '创作者中心', en: 'Creator Center', ar: 'مركز صناع المحتوى', fr: 'Centre des créateurs' },
    remark: 'Creator programme: creators, tasks, fields and courses',
    screens: [
      {
        segment: 'creator-posts-operate-score',
        actions: ['score'],
        name: {
          zh: '创作者帖子评分',
          en: 'Creator Post Scoring',
          ar: 'تقييم منشورات صناع المحتوى',
          fr: 'Notation des publications des créateurs',
        },
      },
      {
        segment: 'creator-user-list',
        actions: ['level', 'export'],
        name: { zh: '创作者列表', en: 'Creator List', ar: 'قائمة صناع المحتوى', fr: 'Liste des créateurs' },
      },
      {
        segment: 'creator-data-overview',
        actions: ['export'],
        name: {
          zh: '创作者数据概览',
          en: 'Creator Data Overview',
          ar: 'نظرة عامة على بيانات صناع المحتوى',
          fr: 'Aperçu des données des créateurs',
        },
      },
      {
        segment: 'creator-domain-verification-criteria',
        actions: ['save'],
        name: {
          zh: '领域认证标准',
          en: 'Field Verification Criteria',
          ar: 'معايير توثيق المجال',
          fr: 'Critères de vérification par domaine',
        },
      },
      {
        segment: 'creator-course-manager',
        actions: ['create', 'edit', 'listing', 'delete'],
        name: {
          zh: '创作者课程',
          en: 'Creator Courses',
          ar: 'دورات صناع المحتوى',
          fr: 'Cours pour les créateurs',
        },
        remark: 'Beginner and account-management articles',
      },
      {
        segment: 'creator-task-config',
        actions: ['create', 'edit', 'publish', 'unpublish', 'delete', 'push'],
        name: {
          zh: '创作者任务',
          en: 'Creator Tasks',
          ar: 'مهام صناع المحتوى',
          fr: 'Tâches des créateurs',
        },
      },
    ],
  },
  {
    group: 'data-dashboard',
    icon: 'BarChartOutlined',
    name: { zh: '数据看板', en: 'Data Dashboard', ar: 'لوحة البيانات', fr: 'Tableau de bord des données' },
    screens: [
      {
        segment: 'post-data-hour',
        actions: ['export'],
        name: {
          zh: '帖子小时数据',
          en: 'Hourly Post Data',
          ar: 'بيانات المنشورات بالساعة',
          fr: 'Données horaires des publications',
        },
      },
      {
        segment: 'post-data-day',
        actions: ['export'],
        name: {
          zh: '帖子每日数据',
          en: 'Daily Post Data',
          ar: 'بيانات المنشورات اليومية',
          fr: 'Données quotidiennes des publications',
        },
      },
      {
        segment: 'user-echarts-day',
        actions: ['export'],
        name: {
          zh: '用户每日图表',
          en: 'Daily User Charts',
          ar: 'الرسوم البيانية اليومية للمستخدمين',
          fr: 'Graphiques quotidiens des utilisateurs',
        },
      },
      {
        segment: 'user-basic-data',
        actions: ['export'],
        name: {
          zh: '用户基础数据',
          en: 'User Basic Data',
          ar: 'البيانات الأساسية للمستخدمين',
          fr: 'Données de base des utilisateurs',
        },
      },
      {
        segment: 'content-basic-data',
        actions: ['export'],
        name: {
          zh: '内容基础数据',
          en: 'Content Basic Data',
          ar: 'البيانات الأساسية للمحتوى',
          fr: 'Données de base du contenu',
        },
      },
      {
        segment: 'post-basic-data',
        actions: ['export'],
        name: {
          zh: '帖子基础数据',
          en: 'Post Basic Data',
          ar: 'البيانات الأساسية للمنشورات',
          fr: 'Données de base des publications',
        },
      },
    ],
  },
  {
    group: 'help-manage',
    icon: 'QuestionCircleOutlined',
    name: {
      zh: '帮助内容与分类',
      en: 'Help Content and Category',
      ar: 'محتوى المساعدة وفئاتها',
      fr: 'Contenu et catégories d’aide',
    },
    remark: 'Help content and categories',
    screens: [
      { segment: 'new-article', name: NEW_ARTICLE, actions: ['create'] },
      { segment: 'article-list', name: ARTICLE_LIST, actions: ['edit', 'listing', 'delete'] },
      {
        segment: 'classify',
        name: { zh: '帮助分类', en: 'Help Categories', ar: 'فئات المساعدة', fr: 'Catégories d’aide' },
        actions: ['create', 'edit', 'delete'],
      },
    ],
  },
  {
    group: 'hot-content-operate',
    icon: 'FireOutlined',
    name: { zh: '热门管理', en: 'Hot Management', ar: 'إدارة المحتوى الرائج', fr: 'Gestion des tendances' },
    remark: 'Hot positions and community operation positions',
    screens: [
      {
        segment: 'set-up',
        name: {
          zh: '热门位设置',
          en: 'Position Setup',
          ar: 'إعداد المواضع الرائجة',
          fr: 'Configuration des emplacements',
        },
        actions: ['create', 'edit', 'clear', 'refresh'],
      },
      {
        segment: 'displayed-list',
        name: {
          zh: '已上热门列表',
          en: 'Hotted List',
          ar: 'قائمة المحتوى المعروض',
          fr: 'Liste des contenus mis en avant',
        },
      },
      {
        segment: 'community-operation',
        name: {
          zh: '社区运营位推荐',
          en: 'Community Operation Position Recommendation',
          ar: 'توصيات مواضع التشغيل في المجتمع',
          fr: 'Recommandation des emplacements d’animation de la communauté',
        },
        remark: 'Community operation position recommendation',
        actions: ['add', 'sort', 'remove'],
      },
      {
        segment: 'sort-point-test',
        name: {
          zh: '排序分测试',
          en: 'Ranking Score Test',
          ar: 'اختبار نقاط الترتيب',
          fr: 'Test du score de classement',
        },
      },
      {
        segment: 'operation-bit-pool',
        name: {
          zh: '运营位池',
          en: 'Operation Position Pool',
          ar: 'مجمع المواضع التشغيلية',
          fr: 'Réserve d’emplacements d’animation',
        },
        actions: ['assign'],
      },
      {
        segment: 'community-config',
        name: { zh: '社区配置', en: 'Community Settings', ar: 'إعدادات المجتمع', fr: 'Paramètres de la communauté' },
        actions: ['save'],
      },
    ],
  },
  {
    group: 'im-manage',
    icon: 'MessageOutlined',
    name: { zh: '即时通讯管理', en: 'IM Management', ar: 'إدارة المراسلات', fr: 'Gestion de la messagerie' },
    screens: [
      {
        segment: 'userChatRecords',
        name: {
          zh: '用户聊天记录',
          en: 'User Chat Records',
          ar: 'سجلات محادثات المستخدمين',
          fr: 'Historique des discussions',
        },
        actions: ['read'],
      },
    ],
  },
  {
    group: 'image-risk-control',
    icon: 'PictureOutlined',
    name: {
      zh: '图片风控',
      en: 'Image Risk Control',
      ar: 'التحكم في مخاطر الصور',
      fr: 'Contrôle des risques liés aux images',
    },
    screens: [
      {
        segment: 'pending-list',
        name: { zh: '待审核图片', en: 'Pending Images', ar: 'الصور قيد المراجعة', fr: 'Images en attente' },
        actions: ['review', 'blacklist', 'punish'],
      },
      {
        segment: 'blacklist-image',
        name: { zh: '图片黑名单', en: 'Image Blacklist', ar: 'القائمة السوداء للصور', fr: 'Liste noire d’images' },
        actions: ['remove'],
      },
    ],
  },
  {
    group: 'insights-article',
    icon: 'BulbOutlined',
    name: { zh: '洞察内容', en: 'Insights Content', ar: 'محتوى الرؤى', fr: 'Contenus Insights' },
    remark: 'Insights articles per app mode',
    screens: [
      { segment: 'new-article', name: NEW_ARTICLE, actions: ['create'] },
      { segment: 'article-list', name: ARTICLE_LIST, actions: ['edit', 'listing', 'delete'] },
      {
        segment: 'period-mode',
        actions: ['create', 'edit', 'close'],
        name: {
          zh: '经期模式洞察',
          en: 'Period Mode Insights',
          ar: 'رؤى وضع الدورة الشهرية',
          fr: 'Décryptages du mode règles',
        },
      },
      {
        segment: 'pre-pregnancy-mode',
        actions: ['create', 'edit', 'close'],
        name: {
          zh: '备孕模式洞察',
          en: 'Pre-pregnancy Mode Insights',
          ar: 'رؤى وضع الاستعداد للحمل',
          fr: 'Décryptages du mode préparation à la grossesse',
        },
      },
      {
        segment: 'pregnancy-mode',
        actions: ['create', 'edit', 'close'],
        name: {
          zh: '孕期模式洞察',
          en: 'Pregnancy Mode Insights',
          ar: 'رؤى وضع الحمل',
          fr: 'Décryptages du mode grossesse',
        },
      },
    ],
  },
  {
    group: 'marking-content-manage',
    icon: 'HighlightOutlined',
    name: { zh: '内容打标管理', en: 'Content Tagging', ar: 'وسم المحتوى', fr: 'Étiquetage du contenu' },
    screens: [
      {
        segment: 'marking',
        name: { zh: '内容打标', en: 'Tagging', ar: 'الوسم', fr: 'Étiquetage' },
        actions: ['tag'],
      },
      {
        segment: 'label-work-order',
        name: { zh: '标签工单', en: 'Label Tasks', ar: 'مهام التصنيف', fr: 'Tâches de libellés' },
        actions: ['assign'],
      },
      {
        segment: 'user-query',
        name: { zh: '用户查询', en: 'User Lookup', ar: 'البحث عن المستخدمين', fr: 'Recherche d’utilisateurs' },
      },
      {
        segment: 'new-marking',
        name: {
          zh: '待打标新帖',
          en: 'New Posts to Tag',
          ar: 'منشورات جديدة بانتظار الوسم',
          fr: 'Nouvelles publications à étiqueter',
        },
      },
      {
        segment: 'marking-work-order',
        name: {
          zh: '已打标工单',
          en: 'Tagged Tasks',
          ar: 'المهام الموسومة',
          fr: 'Tâches étiquetées',
        },
        actions: ['reopen'],
      },
    ],
  },
  {
    group: 'medal-manage',
    icon: 'TrophyOutlined',
    name: { zh: '勋章管理', en: 'Medal Management', ar: 'إدارة الأوسمة', fr: 'Gestion des médailles' },
    screens: [
      {
        segment: 'medal-config',
        name: { zh: '勋章配置', en: 'Medal Settings', ar: 'إعدادات الأوسمة', fr: 'Configuration des médailles' },
        actions: ['create', 'edit', 'listing', 'delete'],
      },
      {
        segment: 'head-frame-config',
        name: {
          zh: '头像框配置',
          en: 'Avatar Frames',
          ar: 'إطارات الصورة الشخصية',
          fr: 'Cadres d’avatar',
        },
        actions: ['create', 'edit', 'listing', 'delete'],
      },
      {
        segment: 'easter-eggs-config',
        name: { zh: '彩蛋配置', en: 'Easter Eggs', ar: 'المفاجآت المخفية', fr: 'Surprises cachées' },
        actions: ['create', 'edit', 'listing', 'delete'],
      },
      {
        segment: 'mall-config',
        name: { zh: '商城配置', en: 'Mall Settings', ar: 'إعدادات المتجر', fr: 'Configuration de la boutique' },
        actions: ['create', 'edit', 'listing', 'delete'],
      },
    ],
  },
  {
    group: 'permissions-manage',
    icon: 'SafetyOutlined',
    name: { zh: '权限管理', en: 'Permissions', ar: 'إدارة الصلاحيات', fr: 'Gestion des autorisations' },
    remark: 'Admin accounts, roles and menus',
    screens: [
      {
        segment: 'account',
        name: { zh: '账号管理', en: 'Account Management', ar: 'إدارة الحسابات', fr: 'Gestion des comptes' },
        actions: ['create', 'edit', 'delete', 'reset-password', 'export', 'reveal', 'reveal-log', 'reset-demo'],
      },
      {
        segment: 'role',
        name: { zh: '角色管理', en: 'Role Management', ar: 'إدارة الأدوار', fr: 'Gestion des rôles' },
        actions: ['create', 'edit', 'delete'],
      },
      {
        segment: 'menu',
        name: { zh: '菜单管理', en: 'Menu Management', ar: 'إدارة القوائم', fr: 'Gestion des menus' },
        actions: ['create', 'edit', 'delete'],
      },
    ],
  },
  {
    group: 'posts-manage',
    icon: 'FileTextOutlined',
    name: { zh: '帖子管理', en: 'Post Management', ar: 'إدارة المنشورات', fr: 'Gestion des publications' },
    screens: [
      {
        segment: 'publish-new-post',
        name: { zh: '发布新帖', en: 'Publish New Post', ar: 'نشر منشور جديد', fr: 'Nouvelle publication' },
        actions: ['publish'],
      },
      {
        segment: 'publish-videopost',
        name: { zh: '发布视频帖', en: 'Publish Video Post', ar: 'نشر منشور فيديو', fr: 'Publier une vidéo' },
        actions: ['publish'],
      },
      {
        segment: 'pending-posts-list',
        actions: ['publish', 'removeTopic', 'delete'],
        name: {
          zh: '待发布帖子列表',
          en: 'Pending MicroBlog List',
          ar: 'قائمة المنشورات المعلّقة',
          fr: 'Publications en attente',
        },
      },
      {
        segment: 'new-post',
        actions: ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
        name: {
          zh: '最新帖子',
          en: 'New Post',
          ar: 'منشور جديد',
          fr: 'Nouvelles publications',
        },
      },
      {
        segment: 'new-post-list',
        actions: ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
        name: {
          zh: '新帖与热帖列表',
          en: 'New and Hot Post List',
          ar: 'قائمة المنشورات الجديدة والرائجة',
          fr: 'Liste des publications nouvelles et populaires',
        },
      },
      {
        segment: 'hot-post-list',
        actions: ['unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
        name: {
          zh: '热门帖子列表',
          en: 'Hot Post List',
          ar: 'قائمة المنشورات الرائجة',
          fr: 'Publications populaires',
        },
      },
      {
        segment: 'deleted-posts',
        actions: ['restore'],
        name: { zh: '已删除帖子', en: 'Deleted Posts', ar: 'المنشورات المحذوفة', fr: 'Publications supprimées' },
      },
      {
        segment: 'user-report-post',
        name: { zh: '举报管理', en: 'Report Management', ar: 'إدارة البلاغات', fr: 'Gestion des signalements' },
        remark: 'User reports on posts',
        actions: ['review', 'punish'],
      },
      {
        segment: 'topic-manage',
        name: { zh: '话题管理', en: 'Topic Management', ar: 'إدارة المواضيع', fr: 'Gestion des sujets' },
        actions: ['create', 'edit', 'status'],
      },
      {
        segment: 'comment-manage',
        name: { zh: '评论管理', en: 'Comment Management', ar: 'إدارة التعليقات', fr: 'Gestion des commentaires' },
        actions: ['reply', 'delete'],
      },
      {
        segment: 'hot-post-card',
        actions: ['unpublish', 'top', 'untop', 'feature', 'delete'],
        name: {
          zh: '热帖卡片',
          en: 'Hot Post Cards',
          ar: 'بطاقات المنشورات الرائجة',
          fr: 'Cartes des publications populaires',
        },
      },
      {
        segment: 'video-posts-list',
        actions: ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
        name: {
          zh: '视频帖列表',
          en: 'Video Posts',
          ar: 'منشورات الفيديو',
          fr: 'Publications vidéo',
        },
      },
      {
        segment: 'portable-operation',
        actions: ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete', 'restore'],
        name: { zh: '便捷操作', en: 'Quick Actions', ar: 'إجراءات سريعة', fr: 'Actions rapides' },
      },
      {
        segment: 'publish-new-posts-manage',
        actions: ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
        name: {
          zh: '员工发帖管理',
          en: 'Posts Published by Staff',
          ar: 'منشورات نشرها الموظفون',
          fr: 'Publications de l’équipe',
        },
      },
      {
        segment: 'creator-task-posts-audit',
        name: {
          zh: '创作者任务帖审核',
          en: 'Creator Task Post Review',
          ar: 'مراجعة منشورات مهام صناع المحتوى',
          fr: 'Modération des publications de tâches',
        },
        actions: ['review'],
      },
      {
        segment: 'single-post-edit',
        actions: ['save'],
        name: { zh: '单帖编辑', en: 'Single Post Editor', ar: 'تعديل منشور', fr: 'Modifier une publication' },
      },
      {
        segment: 'recommended-topic-management',
        name: {
          zh: '推荐话题管理',
          en: 'Recommended Topics',
          ar: 'المواضيع الموصى بها',
          fr: 'Sujets recommandés',
        },
        actions: ['create', 'edit', 'delete', 'sort'],
      },
      {
        segment: 'ai-identified-spam-posts',
        actions: ['confirmSpam', 'clearSpam'],
        name: {
          zh: 'AI识别垃圾帖',
          en: 'AI-Detected Spam Posts',
          ar: 'المنشورات المزعجة المكتشفة بالذكاء الاصطناعي',
          fr: 'Publications indésirables détectées par IA',
        },
      },
    ],
  },
  {
    group: 'pregnancy-article',
    icon: 'HeartOutlined',
    name: { zh: '孕期文章', en: 'Pregnancy Articles', ar: 'مقالات الحمل', fr: 'Articles grossesse' },
    screens: [
      { segment: 'new-article', name: NEW_ARTICLE, actions: ['create'] },
      { segment: 'article-list', name: ARTICLE_LIST, actions: ['edit', 'listing', 'delete'] },
    ],
  },
  {
    group: 'push-manage',
    icon: 'SendOutlined',
    name: { zh: '推送管理', en: 'Push Management', ar: 'إدارة الإشعارات', fr: 'Gestion des notifications' },
    remark: 'Push campaigns for articles, posts and topics',
    screens: [
      {
        segment: 'hot-content-push',
        actions: ['create', 'edit', 'send', 'disable', 'delete'],
        name: {
          zh: '热门内容推送',
          en: 'Hot Content Push',
          ar: 'إشعارات المحتوى الرائج',
          fr: 'Notifications de contenus populaires',
        },
      },
      {
        segment: 'help-post-push',
        actions: ['create', 'edit', 'send', 'disable', 'delete'],
        name: {
          zh: '求助帖推送',
          en: 'Help Post Push',
          ar: 'إشعارات منشورات طلب المساعدة',
          fr: 'Notifications des demandes d’aide',
        },
      },
      {
        segment: 'quality-post-push',
        actions: ['create', 'edit', 'send', 'disable', 'delete'],
        name: {
          zh: '优质帖推送',
          en: 'Quality Post Push',
          ar: 'إشعارات المنشورات المميزة',
          fr: 'Notifications de publications de qualité',
        },
      },
      {
        segment: 'activity-push',
        actions: ['create', 'edit', 'send', 'disable', 'delete'],
        name: { zh: '活动推送', en: 'Event Push', ar: 'إشعارات الفعاليات', fr: 'Notifications d’événements' },
      },
      {
        segment: 'creator-assistant-push',
        actions: ['create', 'edit', 'send', 'disable', 'delete'],
        name: {
          zh: '创作者助手推送',
          en: 'Creator Assistant Push',
          ar: 'إشعارات مساعد صناع المحتوى',
          fr: 'Notifications de l’assistant créateur',
        },
      },
    ],
  },
  {
    group: 'task-system',
    icon: 'CheckSquareOutlined',
    name: { zh: '任务系统', en: 'Task System', ar: 'نظام المهام', fr: 'Système de tâches' },
    screens: [
      {
        segment: 'task-conditions',
        name: { zh: '任务条件', en: 'Task Conditions', ar: 'شروط المهام', fr: 'Conditions des tâches' },
        actions: ['create', 'edit', 'delete'],
      },
    ],
  },
  {
    group: 'user-manage',
    icon: 'TeamOutlined',
    name: { zh: '用户管理', en: 'User Management', ar: 'إدارة المستخدمين', fr: 'Gestion des utilisateurs' },
    screens: [
      {
        segment: 'set-white-list',
        name: {
          zh: '设置白名单',
          en: 'Set WhiteList',
          ar: 'إعداد القائمة البيضاء',
          fr: 'Définir la liste blanche',
        },
        remark: 'Whitelist accounts',
        actions: ['add', 'remove', 'export'],
      },
      {
        segment: 'role-manage',
        name: {
          zh: '用户角色管理',
          en: 'User Role Management',
          ar: 'إدارة أدوار المستخدمين',
          fr: 'Gestion des rôles utilisateurs',
        },
        actions: ['create', 'edit'],
      },
      {
        segment: 'user-prohibitions',
        name: { zh: '禁言用户', en: 'Silent User', ar: 'المستخدمون المكتومون', fr: 'Utilisateurs réduits au silence' },
        remark: 'Silence and unsilence users',
        actions: ['silence', 'unsilence', 'export'],
      },
      {
        segment: 'system-taboo',
        name: { zh: '系统违禁词', en: 'Taboo Words', ar: 'الكلمات المحظورة', fr: 'Mots interdits' },
        remark: 'Taboo words',
        actions: ['add', 'import', 'delete', 'export'],
      },
      {
        segment: 'grievance-handling',
        name: { zh: '申诉处理', en: 'Appeal Handling', ar: 'معالجة الطعون', fr: 'Traitement des recours' },
        actions: ['handle'],
      },
      {
        segment: 'user-list',
        name: { zh: '用户列表', en: 'User List', ar: 'قائمة المستخدمين', fr: 'Liste des utilisateurs' },
        actions: ['silence', 'punish', 'export', 'reveal'],
      },
      {
        segment: 'sensitive-word-manage',
        name: {
          zh: '昵称敏感词',
          en: 'Nickname Sensitive Words',
          ar: 'الكلمات الحساسة في الأسماء المستعارة',
          fr: 'Mots sensibles dans les pseudos',
        },
        remark: 'Nickname sensitive words',
        actions: ['add', 'import', 'delete', 'export'],
      },
    ],
  },
  {
    group: 'version-manage',
    icon: 'CloudUploadOutlined',
    name: { zh: '版本管理', en: 'Version Management', ar: 'إدارة الإصدارات', fr: 'Gestion des versions' },
    screens: [
      {
        segment: 'uploadImgFile',
        name: { zh: '图片上传', en: 'Upload Images', ar: 'رفع الصور', fr: 'Téléversement d’images' },
        remark: 'Upload image files to object storage',
        actions: ['upload'],
      },
      {
        segment: 'local-cache',
        name: { zh: '本地缓存', en: 'Local Cache', ar: 'التخزين المؤقت المحلي', fr: 'Cache local' },
        actions: ['create', 'edit', 'status', 'delete'],
      },
      {
        segment: 'version-control',
        name: { zh: '版本控制', en: 'Version Control', ar: 'التحكم في الإصدارات', fr: 'Contrôle des versions' },
        actions: ['create', 'edit', 'status'],
      },
      {
        segment: 'ios',
        name: {
          zh: 'iOS 更新通知',
          en: 'iOS Update Notices',
          ar: 'إشعارات تحديث iOS',
          fr: 'Avis de mise à jour iOS',
        },
        remark: 'In-app update notifications for iOS',
        actions: ['create', 'publish', 'delete', 'edit'],
      },
      {
        segment: 'android',
        name: {
          zh: 'Android 更新通知',
          en: 'Android Update Notices',
          ar: 'إشعارات تحديث Android',
          fr: 'Avis de mise à jour Android',
        },
        remark: 'In-app update notifications for Android',
        actions: ['create', 'publish', 'delete', 'edit'],
      },
    ],
  },
];

function buildScreen(folderId: number, index: number, folderUri: string, seed: ScreenSeed): MenuEntry {
  const id = folderId + index + 1;
  const uri = `${folderUri}/${seed.segment}`;
  const entry: MenuEntry = {
    id,
    name: { ...seed.name },
    uri,
    type: MENU_TYPE.screen,
    sort: 990 - index * 10,
  };
  if (seed.remark) entry.remark = seed.remark;
  if (seed.actions?.length) {
    entry.childAuths = seed.actions.map((action, i) => ({
      id: id * 100 + i + 1,
      name: { ...ACTION_NAMES[action] },
      uri: `${uri}:${action}`,
      type: MENU_TYPE.action,
      sort: 0,
    }));
  }
  return entry;
}

function buildFolder(index: number, seed: GroupSeed): MenuEntry {
  const id = (index + 1) * 100;
  const uri = `/${seed.group}`;
  const entry: MenuEntry = {
    id,
    name: { ...seed.name },
    uri,
    type: MENU_TYPE.folder,
    icon: seed.icon,
    sort: 9900 - index * 100,
  };
  if (seed.remark) entry.remark = seed.remark;
  entry.childAuths = seed.screens.map((screen, i) => buildScreen(id, i, uri, screen));
  return entry;
}

/** The full admin menu tree: folders, their screens and the screens' actions. The home entry is not part of it. */
export const MENU_SEED: MenuEntry[] = GROUPS.map((group, i) => buildFolder(i, group));

/** Ids of all entries, at any depth, for which `predicate` is true (depth-first, parents before children). */
export function collectIds(tree: MenuEntry[], predicate: (e: MenuEntry) => boolean): number[] {
  const ids: number[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if (predicate(entry)) ids.push(Number(entry.id));
      if (entry.childAuths) walk(entry.childAuths);
    }
  };
  walk(tree);
  return ids;
}

/**
 * For each uri (a folder like '/content-review', a screen like '/user-manage/user-prohibitions' or an
 * action uri), the ids of that entry, all of its descendants and its ancestor folders, so that a role
 * granting one screen also grants the folder that holds it. Duplicates are dropped; unknown uris add nothing.
 */
export function idsUnderUris(tree: MenuEntry[], uris: string[]): number[] {
  const wanted = new Set(uris);
  const ids = new Set<number>();
  const walk = (entries: MenuEntry[], ancestors: number[]) => {
    for (const entry of entries) {
      const id = Number(entry.id);
      if (wanted.has(entry.uri)) {
        for (const ancestor of ancestors) ids.add(ancestor);
        for (const descendant of collectIds([entry], () => true)) ids.add(descendant);
      }
      if (entry.childAuths) walk(entry.childAuths, [...ancestors, id]);
    }
  };
  walk(tree, []);
  return [...ids];
}
