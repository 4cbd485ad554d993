import { z } from 'zod';
import {
  contract,
  dateTime,
  id,
  idPath,
  langTexts,
  nothing,
  page,
  pageQuery,
  type Contract,
} from '../../shared/api/contract';
import { CACHE_KEY_ENDPOINTS as K, NOTICE_ENDPOINTS as N, SWITCH_ENDPOINTS as S } from './endpoints';
import { PLATFORMS, SETTING_PLATFORMS, VALUE_TYPES } from './types';

/** major.minor.patch */
const version = z.string().regex(/^\d+\.\d+\.\d+$/);
const platform = z.enum(PLATFORMS);
const changed = { lastModifiedBy: z.string(), lastModifiedDate: dateTime };

const noticeInput = {
  version,
  translations: langTexts('title', 'content'),
  forceUpdate: z.boolean(),
  minVersion: version,
  maxVersion: version,
};
const notice = z.object({
  id,
  platform,
  ...noticeInput,
  status: z.enum(['unpublished', 'published']),
  publishedDate: dateTime.optional(),
  ...changed,
});

/** What every app setting has: which apps and versions read it (open ends leave the side open), and whether it is on. */
const settingInput = {
  key: z.string(),
  platform: z.enum(SETTING_PLATFORMS),
  minVersion: version.optional(),
  maxVersion: version.optional(),
  description: z.string().optional(),
  enabled: z.boolean().optional(),
};
const cacheKeyInput = { ...settingInput, cacheVersion: z.int().nonnegative(), ttlSeconds: z.int().nonnegative() };
const switchInput = { ...settingInput, valueType: z.enum(VALUE_TYPES), value: z.string() };
const cacheKey = z.object({ id, ...cacheKeyInput, enabled: z.boolean(), ...changed });
const versionSwitch = z.object({ id, ...switchInput, enabled: z.boolean(), ...changed });
const settingQuery = z.strictObject({
  ...pageQuery,
  key: z.string().optional(),
  platform: z.enum(SETTING_PLATFORMS).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});

export const NOTICE_CONTRACT = {
  page: contract(N.page, {
    summary: 'One platform’s update notices, last changed first, filtered by version and status',
    query: z.strictObject({
      ...pageQuery,
      platform,
      version: z.string().optional(),
      status: z.enum(['unpublished', 'published']).optional(),
    }),
    response: page(notice),
  }),
  create: contract(N.create, {
    summary: 'Writes an unpublished notice for a platform',
    body: z.strictObject({ ...noticeInput, platform }),
    response: notice,
  }),
  update: contract(N.update, {
    summary: 'Edits an unpublished notice',
    params: idPath,
    body: z.strictObject(noticeInput),
    response: notice,
  }),
  publish: contract(N.publish, { summary: 'Publishes a notice: the app shows it', params: idPath, response: notice }),
  remove: contract(N.remove, { summary: 'Deletes a notice', params: idPath, response: nothing }),
} satisfies Record<keyof typeof N, Contract>;

export const CACHE_KEY_CONTRACT = {
  page: contract(K.page, {
    summary: 'Local cache keys, filtered by key or description, platform and state',
    query: settingQuery,
    response: page(cacheKey),
  }),
  create: contract(K.create, {
    summary: 'Adds a cache key; an enabled key may not clash with another for the same apps and versions',
    body: z.strictObject(cacheKeyInput),
    response: cacheKey,
  }),
  update: contract(K.update, {
    summary: 'Edits a cache key; its cache version only goes up',
    params: idPath,
    body: z.strictObject(cacheKeyInput),
    response: cacheKey,
  }),
  enable: contract(K.enable, { summary: 'Turns a cache key on', params: idPath, response: cacheKey }),
  disable: contract(K.disable, { summary: 'Turns a cache key off', params: idPath, response: cacheKey }),
  remove: contract(K.remove, { summary: 'Deletes a cache key', params: idPath, response: nothing }),
} satisfies Record<keyof typeof K, Contract>;

export const SWITCH_CONTRACT = {
  page: contract(S.page, {
    summary: 'Version switches, filtered by key or description, platform and state',
    query: settingQuery,
    response: page(versionSwitch),
  }),
  create: contract(S.create, {
    summary: 'Adds a version switch; an enabled switch may not clash with another for the same apps and versions',
    body: z.strictObject(switchInput),
    response: versionSwitch,
  }),
  update: contract(S.update, {
    summary: 'Edits a version switch',
    params: idPath,
    body: z.strictObject(switchInput),
    response: versionSwitch,
  }),
  enable: contract(S.enable, { summary: 'Turns a version switch on', params: idPath, response: versionSwitch }),
  disable: contract(S.disable, { summary: 'Turns a version switch off', params: idPath, response: versionSwitch }),
} satisfies Record<keyof typeof S, Contract>;
