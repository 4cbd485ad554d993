import { z } from 'zod';
import { contract, dateTime, fileUpload, id, page, pageQuery, type Contract } from '../api/contract';
import { OSS_ENDPOINTS as E } from './endpoints';

/** A file in object storage. */
const storedFile = z.object({
  id,
  name: z.string(),
  size: z.int().positive(),
  /** The type its bytes gave at upload (`image/png`), not the one the browser claimed. */
  contentType: z.string().regex(/^image\//),
  /** Its public address. */
  url: z.string(),
  uploadedBy: z.string(),
  uploadedAt: dateTime,
});

export const OSS_CONTRACT = {
  page: contract(E.page, {
    summary: 'The files in object storage, a page at a time',
    query: z.strictObject(pageQuery),
    response: page(storedFile),
  }),
  upload: contract(E.upload, {
    summary:
      'Stores one image (by its name an image, not empty, at most 10 MB, and its bytes an image) and answers its public address',
    multipart: fileUpload,
    response: storedFile,
  }),
} satisfies Record<keyof typeof E, Contract>;
