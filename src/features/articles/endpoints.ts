import { defineEndpoint } from '../../shared/api/endpoint';

/** `:kind` is the kind of article (`ARTICLE_KINDS`): each has its own list, granted by its own menu group. */
const ARTICLES = '/services/content/api/articles/:kind';
const HELP_CATEGORIES = '/services/content/api/help-categories';

export const ARTICLE_ENDPOINTS = {
  page: defineEndpoint('GET', ARTICLES),
  create: defineEndpoint('POST', ARTICLES),
  update: defineEndpoint('PUT', `${ARTICLES}/:id`),
  list: defineEndpoint('POST', `${ARTICLES}/:id/list`),
  delist: defineEndpoint('POST', `${ARTICLES}/:id/delist`),
  remove: defineEndpoint('DELETE', `${ARTICLES}/:id`),
};

/** The help categories (read by the help screens, written by classify) and the insights categories (read only). */
export const CATEGORY_ENDPOINTS = {
  /** The whole list, or one page of it when `current` is sent. */
  help: defineEndpoint('GET', HELP_CATEGORIES),
  insights: defineEndpoint('GET', '/services/content/api/insights-categories'),
  create: defineEndpoint('POST', HELP_CATEGORIES),
  update: defineEndpoint('PUT', `${HELP_CATEGORIES}/:id`),
  remove: defineEndpoint('DELETE', `${HELP_CATEGORIES}/:id`),
};
