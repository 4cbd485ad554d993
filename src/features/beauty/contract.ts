import { z } from 'zod';
import {
  contract,
  dateTime,
  fileUpload,
  id,
  idParam,
  langTexts,
  nothing,
  page,
  pageQuery,
  type Contract,
} from '../../shared/api/contract';
import { BEAUTY_ENDPOINTS as E } from './endpoints';
import { BEAUTY_LIMITS as L } from './rules';
import { ASSET_TYPES, BEAUTY_KINDS, BEAUTY_STATUSES } from './types';

const kind = z.object({ kind: z.enum(BEAUTY_KINDS) });
const item = kind.extend({ id: idParam });

/** The effect itself: a transparent image, or an effect package (.zip) uploaded to `packages` first. */
const asset = z.object({
  type: z.enum(ASSET_TYPES),
  url: z.string().min(1),
  name: z.string(),
  /** In bytes; 0 when not known (an image stored elsewhere). */
  size: z.int().nonnegative(),
});
/** What an effect is made of, as the form sends it (empty languages left out). */
const beautyInput = z.strictObject({
  /** A name in some language, at most 20 characters each, not used by another effect of the kind. */
  names: langTexts('name'),
  /** The tray icon's address: a 200 × 200 image. */
  icon: z.string().min(1),
  asset: z.strictObject(asset.shape),
});
const beautyItem = z.object({
  id,
  kind: z.enum(BEAUTY_KINDS),
  names: langTexts('name'),
  icon: z.string(),
  asset: asset.nullable(),
  status: z.enum(BEAUTY_STATUSES),
  /** Higher shows first in the camera's tray. */
  weight: z.int(),
  updatedBy: z.string(),
  updatedAt: dateTime,
});

export const BEAUTY_CONTRACT = {
  page: contract(E.page, {
    summary: 'A kind’s effects, in the camera tray’s order',
    params: kind,
    query: z.strictObject({
      ...pageQuery,
      /** Part of a name in any language. */
      name: z.string().optional(),
      status: z.enum(BEAUTY_STATUSES).optional(),
    }),
    response: page(beautyItem),
  }),
  create: contract(E.create, {
    summary: 'Creates an effect, delisted, at the end of the tray; refusals name the field',
    params: kind,
    body: beautyInput,
    response: beautyItem,
  }),
  update: contract(E.update, {
    summary: 'Changes an effect, listed or not; refusals name the field',
    params: item,
    body: beautyInput,
    response: beautyItem,
  }),
  list: contract(E.list, {
    summary: 'Lists a delisted effect: the camera shows it',
    params: item,
    response: beautyItem,
  }),
  delist: contract(E.delist, {
    summary: 'Delists a listed effect: the camera no longer shows it',
    params: item,
    response: beautyItem,
  }),
  remove: contract(E.remove, {
    summary: 'Deletes a delisted effect',
    params: item,
    response: nothing,
  }),
  order: contract(E.order, {
    summary: 'Saves the tray order: every effect of the kind, once, first shown first (refused when the list changed)',
    params: kind,
    body: z.strictObject({ ids: z.array(id) }),
    response: nothing,
  }),
  uploadPackage: contract(E.uploadPackage, {
    summary: `Stores an effect package: a .zip (by its name and its bytes), not empty, at most ${L.packageMaxBytes / 1024 / 1024} MB`,
    params: kind,
    multipart: fileUpload,
    response: z.object({ url: z.string(), name: z.string(), size: z.int().positive() }),
  }),
} satisfies Record<keyof typeof E, Contract>;
