import { pathOf, type Endpoint } from '../api/endpoint';
import { http } from '../request/http';
import { OSS_ENDPOINTS as E } from './endpoints';
import type { Page, StoredFile } from './types';

/** Upload limit for image files (spec: promotion material must be under 10M). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_LABEL = '10 MB';

export const ossKeys = {
  all: ['oss-files'] as const,
  page: (current: number, size: number) => ['oss-files', { current, size }] as const,
};

/** Sends one file as a multipart form to an upload endpoint, reporting its progress. */
function uploadTo(endpoint: Endpoint, file: File, onProgress?: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  // The name also travels on its own: some multipart encoders drop the filename.
  body.append('fileName', file.name);
  return http.post<StoredFile>(pathOf(endpoint), body, {
    skipLoading: true,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
}

export const ossApi = {
  list: (current: number, size: number) =>
    http.get<Page<StoredFile>>(pathOf(E.page), { current, size, sort: 'uploadedAt,desc' }),
  /** One image. */
  upload: (file: File, onProgress?: (percent: number) => void) => uploadTo(E.upload, file, onProgress),
  /** One video (mp4, mov or WebM). */
  uploadVideo: (file: File, onProgress?: (percent: number) => void) => uploadTo(E.uploadVideo, file, onProgress),
};
