import { z } from 'zod';
import {
  contract,
  dateTime,
  id,
  idParam,
  langTexts,
  nothing,
  page,
  pageQuery,
  updated,
  type Contract,
} from '../../shared/api/contract';
import { BANNER_ENDPOINTS as E } from './endpoints';
import { BANNER_SLOTS, type BannerSlot } from './types';

const slot = z.enum(Object.keys(BANNER_SLOTS) as [BannerSlot, ...BannerSlot[]]);
const slotPath = z.object({ slot });
const rowPath = slotPath.extend({ id: idParam });
const status = z.enum(['upcoming', 'showing', 'ended']);
const input = {
  texts: langTexts('title'),
  /** An uploaded image's URL, of the slot's exact size. */
  image: z.string(),
  link: z.string().optional(),
  startAt: dateTime,
  endAt: dateTime,
  weight: z.number(),
};
const banner = z.object({ id, slot, ...input, link: z.string(), status, ...updated });
const body = z.strictObject(input);

export const BANNER_CONTRACT = {
  page: contract(E.page, {
    summary: 'One page of a slot’s banners, filtered by status (from the time window) and part of a title',
    params: slotPath,
    query: z.strictObject({ ...pageQuery, status: status.optional(), title: z.string().optional() }),
    response: page(banner),
  }),
  create: contract(E.create, {
    summary: 'Adds a banner to a slot; refused when the slot would show more banners at once than it rotates',
    params: slotPath,
    body,
    response: banner,
  }),
  update: contract(E.update, { summary: 'Edits a banner', params: rowPath, body, response: banner }),
  takeDown: contract(E.takeDown, {
    summary: 'Ends a showing banner now',
    params: rowPath,
    response: banner,
  }),
  remove: contract(E.remove, { summary: 'Deletes a banner that is not showing', params: rowPath, response: nothing }),
} satisfies Record<keyof typeof E, Contract>;
