/** The languages a member's page (a post, a device, a tagged item) is in, as the queues and lists filter by them. */
export const PAGE_LANGUAGES = ['zh', 'en', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
