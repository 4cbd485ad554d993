import { z } from 'zod';
import { contract, dateTime, fileUpload, id, page, pageQuery, type Contract } from '../api/contract';
import { OSS_ENDPOINTS as E } from './endpoints';

/** A file in object storage, of the kind `contentType` matches. */
const stored = (contentType: RegExp) =>
  z.object({
    id,
    name: z.string(),
    size: z.int().positive(),
    /** The type its bytes gave at upload (`image/png`, `video/mp4`), not the one the browser claimed. */
    contentType: z.string().regex(contentType),
    /** Its public address. */
    url: z.string(),
    uploadedBy: z.string(),
    uploadedAt: dateTime,
  });
const storedFile = stored(/^image\//);
const storedVideo = stored(/^video\//);

export const OSS_CONTRACT = {
  page: contract(E.page, {
    summary: 'The images in object storage, a page at a time',
    query: z.strictObject(pageQuery),
    response: page(storedFile),
  }),
  upload: contract(E.upload, {
    summary:
      'Stores one image (by its name an image, not empty, at most 10 MB, and its bytes an image) and answers its public address',
    multipart: fileUpload,
    response: storedFile,
  }),
  uploadVideo: contract(E.uploadVideo, {
    summary:
      'Stores one video (by its name and its bytes an mp4, mov or WebM file, not empty, at most 100 MB) and answers its public address',
    multipart: fileUpload,
    response: storedVideo,
  }),
} satisfies Record<keyof typeof E, Contract>;
