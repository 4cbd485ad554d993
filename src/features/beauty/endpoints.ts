import { defineEndpoint } from '../../shared/api/endpoint';

/** A kind's effects: `:kind` is `sticker` or `style` (`BEAUTY_KINDS`), each with its own screen. */
const KIND = '/services/content/api/beauty/:kind';
const ITEM = `${KIND}/:id`;

export const BEAUTY_ENDPOINTS = {
  page: defineEndpoint('GET', KIND),
  create: defineEndpoint('POST', KIND),
  update: defineEndpoint('PUT', ITEM),
  list: defineEndpoint('POST', `${ITEM}/list`),
  delist: defineEndpoint('POST', `${ITEM}/delist`),
  remove: defineEndpoint('DELETE', ITEM),
  /** The camera tray's order: every effect of the kind, first shown first. */
  order: defineEndpoint('POST', `${KIND}/order`),
  /** An effect package (.zip), as a multipart form. */
  uploadPackage: defineEndpoint('POST', `${KIND}/packages`),
};
