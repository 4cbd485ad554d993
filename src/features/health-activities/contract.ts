import { z } from 'zod';
import {
  appMode,
  contract,
  dateTime,
  id,
  idParam,
  idPath,
  langTexts,
  nothing,
  page,
  pageQuery,
  updated,
  type Contract,
} from '../../shared/api/contract';
import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import { HEALTH_ACTIVITY_ENDPOINTS as E } from './endpoints';
import { LIMITS } from './rules';
import { ACTIVITY_PHASES, ACTIVITY_STATUSES, LEGACY_STATUSES } from './types';

const language = z.enum(CONTENT_LANGUAGES);
const legacyStatus = z.enum(LEGACY_STATUSES);
const status = z.enum(ACTIVITY_STATUSES);
const phase = z.enum(ACTIVITY_PHASES);

/* ------------------------------------------------------------------ the old list */

const legacy = z.object({
  id,
  title: z.string(),
  /** The one content language the row is shown to. */
  language,
  /** A full http(s) address, or a path on the H5 site. */
  link: z.string(),
  /** Larger first. */
  sort: z.int().nonnegative(),
  status: legacyStatus,
  ...updated,
});

/** A title, a content language, an app link and a whole sort weight (a bad link is the server's refusal). */
const legacyInput = z.strictObject({
  title: z.string().max(LIMITS.titleMax),
  language,
  link: z.string().max(LIMITS.linkMax),
  sort: z.int().min(0).max(LIMITS.sortMax),
});

/* ------------------------------------------------------------------ the new activities */

/** Title, description and link per content language. */
const texts = langTexts('title', 'description', 'link');

const activity = z.object({
  id,
  texts,
  modes: z.array(appMode),
  startAt: dateTime,
  endAt: dateTime,
  status,
  ...updated,
  /** Where a published activity's schedule stands now (derived). */
  phase,
});

/** Texts in at least one language, the modes it targets and a schedule of at most a year (the server's refusals). */
const activityInput = z.strictObject({ texts, modes: z.array(appMode), startAt: dateTime, endAt: dateTime });

export const HEALTH_ACTIVITY_CONTRACT = {
  legacyPage: contract(E.legacyPage, {
    summary: 'One page of the old list, heaviest sort first; by part of the title, language and status',
    query: z.strictObject({
      ...pageQuery,
      title: z.string().optional(),
      language: language.optional(),
      status: legacyStatus.optional(),
    }),
    response: page(legacy),
  }),
  legacyCreate: contract(E.legacyCreate, {
    summary: 'Adds a row to the old list, offline; refused when a rule is broken',
    body: legacyInput,
    response: legacy,
  }),
  legacyUpdate: contract(E.legacyUpdate, {
    summary: 'Edits a row of the old list on the same rules',
    params: idPath,
    body: legacyInput,
    response: legacy,
  }),
  legacySetStatus: contract(E.legacySetStatus, {
    summary: `Takes a row of the old list online or offline (\`:action\`); refused to go online while ${LIMITS.legacyOnlineMax} are`,
    params: z.object({ id: idParam, action: z.enum(['online', 'offline']) }),
    response: legacy,
  }),
  legacyRemove: contract(E.legacyRemove, {
    summary: 'Deletes an offline row of the old list',
    params: idPath,
    response: nothing,
  }),
  page: contract(E.page, {
    summary:
      'One page of the new activities, latest start first; by part of a title (any language), mode, status, phase and language',
    query: z.strictObject({
      ...pageQuery,
      title: z.string().optional(),
      mode: appMode.optional(),
      status: status.optional(),
      phase: phase.optional(),
      language: language.optional(),
    }),
    response: page(activity),
  }),
  create: contract(E.create, {
    summary: 'Adds an activity as a draft; refused when a rule is broken',
    body: activityInput,
    response: activity,
  }),
  update: contract(E.update, {
    summary: 'Edits a draft or offline activity on the same rules',
    params: idPath,
    body: activityInput,
    response: activity,
  }),
  setStatus: contract(E.setStatus, {
    summary:
      'Publishes an activity or takes it offline (`:action`); publishing is refused when its schedule has ended or a rule is broken',
    params: z.object({ id: idParam, action: z.enum(['publish', 'offline']) }),
    response: activity,
  }),
  remove: contract(E.remove, { summary: 'Deletes an activity not published', params: idPath, response: nothing }),
} satisfies Record<keyof typeof E, Contract>;
