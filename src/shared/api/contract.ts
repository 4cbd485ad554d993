/**
 * The building blocks of a feature's `contract.ts`: what an endpoint takes (path parameters, query, body)
 * and what it answers in the envelope's `data`, as zod schemas. zod is a devDependency: a contract is read
 * by `npm run api:contract` (docs/api/openapi.json) and by the browser tests' setup, which checks every
 * mocked answer against it; no module of the console imports one, so none reaches a production bundle.
 */
import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../components/lang-fields/content-languages';
import { MENU_TYPE } from '../menu/menu-types';
import { APP_MODES } from '../types/app-mode';
import type { Endpoint } from './endpoint';

export interface Contract {
  endpoint: Endpoint;
  /** One line for the OpenAPI operation. */
  summary: string;
  /** The path's `:param`s (strings in the URL; numbers are coerced). Each is a string unless named here. */
  params?: z.ZodObject;
  /** The URL's query parameters (strings; numbers coerced, `ids[]=1&ids[]=2` read as a list). */
  query?: z.ZodObject;
  /** The JSON body. */
  body?: z.ZodType;
  /** A `multipart/form-data` body instead (an upload): its fields, a file as `z.file()`. */
  multipart?: z.ZodObject;
  /** The envelope's `data` of a success (`{ code: 200, message, data }`). */
  response: z.ZodType;
}

export const contract = (endpoint: Endpoint, parts: Omit<Contract, 'endpoint'>): Contract => ({ endpoint, ...parts });

/** A row id in the path: digits. */
export const idParam = z.coerce.number().int().positive();

/** The path parameters of an endpoint addressed by one id (`/items/:id`). */
export const idPath = z.object({ id: idParam });

/**
 * An upload's form, as the console sends it: the file, and its name again on its own (some multipart encoders
 * drop the filename).
 */
export const fileUpload = z.strictObject({ file: z.file(), fileName: z.string().min(1) });

/** A whole number sent in the query (`current=2`). */
export const queryInt = z.coerce.number().int();

/** The kit's list query: 1-based page, page size, `sort=field,asc|desc`, and `export=true` from the Excel export. */
export const pageQuery = {
  current: queryInt.positive().optional(),
  size: queryInt.positive().max(10_000).optional(),
  sort: z
    .string()
    .regex(/^\w+,(asc|desc)$/)
    .optional(),
  export: z.literal('true').optional(),
};

/** One page of rows: `{ records, total, current, size }`. */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({
    records: z.array(row),
    total: z.int().nonnegative(),
    current: z.int().positive(),
    size: z.int().positive(),
  });

export const id = z.int().positive();
/** A moment as the gateway writes it: ISO 8601 with its offset or Z. */
export const dateTime = z.iso.datetime({ offset: true });
/** An answer with nothing in it (`data: null`). */
export const nothing = z.null();

/** Texts per content language (`{ en: { name: 'Cramps' }, ar: {...} }`): each language and field may be left out. */
export const langTexts = <F extends string>(...fields: [F, ...F[]]) =>
  z.partialRecord(
    z.enum(CONTENT_LANGUAGES),
    z.object(
      Object.fromEntries(fields.map((field) => [field, z.string().nullable().optional()])) as Record<
        F,
        z.ZodOptional<z.ZodNullable<z.ZodString>>
      >,
    ),
  );

/** Days from and to, both included, as the kit's date range filter sends them: `YYYY-MM-DD,YYYY-MM-DD`. */
export const dayRange = z.string().regex(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);

/** One of the app's modes. */
export const appMode = z.enum(APP_MODES);

/** Who changed a row last, and when. */
export const updated = { updatedBy: z.string(), updatedAt: dateTime };

/** A menu entry's names (design section 4): en, and zh, ar and fr where given. */
export const menuNames = z.object({
  en: z.string().optional(),
  zh: z.string().optional(),
  ar: z.string().optional(),
  fr: z.string().optional(),
});

/** A menu entry's type: 1 a folder, 2 a screen, 3 an action inside a screen. */
export const menuType = z.union([z.literal(MENU_TYPE.folder), z.literal(MENU_TYPE.screen), z.literal(MENU_TYPE.action)]);
