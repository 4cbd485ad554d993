import { defineEndpoint } from '../api/endpoint';

const FILES = '/services/oss/api/files';

/** Object storage: the uploaded files (version-manage/uploadImgFile) and the upload every image field uses. */
export const OSS_ENDPOINTS = {
  page: defineEndpoint('GET', FILES),
  /** One image, as a multipart form; the stored file's public address comes back. */
  upload: defineEndpoint('POST', FILES),
};
