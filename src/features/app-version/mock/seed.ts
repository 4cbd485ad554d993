import type { Row } from '../../../mocks/row';
import type { CacheKey, UpdateNotice, VersionSwitch } from '../types';

export const APP_COLLECTIONS = {
  notices: 'app-update-notices',
  cacheKeys: 'app-cache-keys',
  switches: 'app-version-switches',
} as const;

const at = (day: string) => `${day}T08:00:00.000Z`;

/** Update notices for both apps: the current release published, the next one still being written. */
export function seedNotices(): Row[] {
  const notices: Omit<UpdateNotice, 'id'>[] = [];
  for (const platform of ['ios', 'android'] as const) {
    notices.push(
      {
        platform,
        version: '5.1.0',
        translations: {
          en: { title: 'Version 5.1.0', content: 'Weekly pregnancy articles and a faster feed.' },
          zh: { title: '5.1.0 版本', content: '新增孕期每周文章，信息流更流畅。' },
        },
        forceUpdate: false,
        minVersion: '4.0.0',
        maxVersion: '5.0.9',
        status: 'published',
        publishedDate: at('2026-01-12'),
        lastModifiedBy: 'admin',
        lastModifiedDate: at('2026-01-12'),
      },
      {
        platform,
        version: '5.2.0',
        translations: {
          en: { title: 'Please update to 5.2.0', content: 'This version fixes sign-in for some accounts.' },
          ar: { title: 'يرجى التحديث إلى 5.2.0', content: 'يصلح هذا الإصدار تسجيل الدخول لبعض الحسابات.' },
          fr: { title: 'Mettez à jour vers 5.2.0', content: 'Cette version corrige la connexion de certains comptes.' },
        },
        forceUpdate: true,
        minVersion: '4.0.0',
        maxVersion: '5.1.9',
        status: 'published',
        publishedDate: at('2026-02-20'),
        lastModifiedBy: 'admin',
        lastModifiedDate: at('2026-02-20'),
      },
      {
        platform,
        version: platform === 'ios' ? '5.3.0' : '5.3.1',
        translations: {
          en: { title: 'Cycle insights are here', content: 'See your cycle at a glance and ask the community.' },
          ms: { title: 'Wawasan kitaran', content: 'Lihat kitaran anda dengan sekilas pandang.' },
          ind: { title: 'Wawasan siklus', content: 'Lihat siklus Anda dalam sekejap.' },
        },
        forceUpdate: false,
        minVersion: '5.0.0',
        maxVersion: '5.2.9',
        status: 'unpublished',
        lastModifiedBy: 'operator',
        lastModifiedDate: at('2026-03-02'),
      },
    );
  }
  return notices.map((notice, index) => ({ ...notice, id: index + 1 }));
}

export function seedCacheKeys(): Row[] {
  const keys: Omit<CacheKey, 'id'>[] = [
    {
      key: 'home_feed',
      platform: 'all',
      cacheVersion: 7,
      ttlSeconds: 600,
      description: 'Home feed first page',
      enabled: true,
      lastModifiedBy: 'admin',
      lastModifiedDate: at('2026-02-01'),
    },
    {
      key: 'topic_list',
      platform: 'all',
      cacheVersion: 3,
      ttlSeconds: 3600,
      description: 'Topics shown on the explore tab',
      enabled: true,
      lastModifiedBy: 'admin',
      lastModifiedDate: at('2026-01-20'),
    },
    {
      key: 'pregnancy_week_articles',
      platform: 'ios',
      cacheVersion: 2,
      ttlSeconds: 86400,
      minVersion: '5.0.0',
      description: 'Week-by-week pregnancy articles',
      enabled: true,
      lastModifiedBy: 'operator',
      lastModifiedDate: at('2026-02-14'),
    },
    {
      key: 'sticker_packs',
      platform: 'android',
      cacheVersion: 1,
      ttlSeconds: 0,
      maxVersion: '5.1.9',
      description: 'Beauty camera sticker packs',
      enabled: false,
      lastModifiedBy: 'admin',
      lastModifiedDate: at('2025-12-05'),
    },
  ];
  return keys.map((key, index) => ({ ...key, id: index + 1 }));
}

export function seedSwitches(): Row[] {
  const switches: Omit<VersionSwitch, 'id'>[] = [
    {
      key: 'ai_assistant',
      platform: 'all',
      valueType: 'boolean',
      value: 'true',
      minVersion: '5.2.0',
      description: 'Show the AI assistant on the home page',
      enabled: true,
      lastModifiedBy: 'admin',
      lastModifiedDate: at('2026-02-22'),
    },
    {
      key: 'feed_page_size',
      platform: 'android',
      valueType: 'number',
      value: '20',
      description: 'Posts per feed page',
      enabled: true,
      lastModifiedBy: 'admin',
      lastModifiedDate: at('2026-01-05'),
    },
    {
      key: 'review_mode',
      platform: 'ios',
      valueType: 'boolean',
      value: 'true',
      minVersion: '5.3.0',
      maxVersion: '5.3.0',
      description: 'Hide purchases while the store reviews this version',
      enabled: false,
      lastModifiedBy: 'operator',
      lastModifiedDate: at('2026-03-01'),
    },
    {
      key: 'splash_config',
      platform: 'all',
      valueType: 'json',
      value: '{"durationMs":3000,"skippable":true}',
      description: 'Splash screen behaviour',
      enabled: true,
      lastModifiedBy: 'admin',
      lastModifiedDate: at('2026-02-10'),
    },
  ];
  return switches.map((item, index) => ({ ...item, id: index + 1 }));
}
