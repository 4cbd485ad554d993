import { defineEndpoint } from '../../shared/api/endpoint';

const BASE = '/services/content/api/classify';

/** Content classification: main categories and their order, content pools, posting guidance per category. */
export const CLASSIFY_ENDPOINTS = {
  categories: defineEndpoint('GET', `${BASE}/categories`),
  /** Every main category, highest weight first (the pickers, the order screen). */
  allCategories: defineEndpoint('GET', `${BASE}/categories/all`),
  createCategory: defineEndpoint('POST', `${BASE}/categories`),
  /** Before `updateCategory`: `order` is not an id. */
  orderCategories: defineEndpoint('PUT', `${BASE}/categories/order`),
  updateCategory: defineEndpoint('PUT', `${BASE}/categories/:id`),
  removeCategory: defineEndpoint('DELETE', `${BASE}/categories/:id`),
  pools: defineEndpoint('GET', `${BASE}/pools`),
  createPool: defineEndpoint('POST', `${BASE}/pools`),
  updatePool: defineEndpoint('PUT', `${BASE}/pools/:id`),
  removePool: defineEndpoint('DELETE', `${BASE}/pools/:id`),
  guidance: defineEndpoint('GET', `${BASE}/guidance`),
  saveGuidance: defineEndpoint('PUT', `${BASE}/guidance/:categoryId`),
};
