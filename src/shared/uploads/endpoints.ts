import { defineEndpoint } from '../api/endpoint';

const FILES = '/services/oss/api/files';

/**
 * Object storage: the uploaded images (version-manage/uploadImgFile), the upload every image field uses,
 * and the video upload (publish-videopost).
 */
export const OSS_ENDPOINTS = {
  page: defineEndpoint('GET', FILES),
  /** One image, as a multipart form; the stored file's public address comes back. */
  upload: defineEndpoint('POST', FILES),
  /** One video, as a multipart form; the stored file's public address comes back. */
  uploadVideo: defineEndpoint('POST', '/services/oss/api/videos'),
};
