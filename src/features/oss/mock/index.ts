/**
 * The oss mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules, and its registration (src/mocks/features.ts), the mock of the object storage
 * declared in src/shared/uploads. Nothing else of oss's mock is imported from outside it.
 */
import { grant } from '../../../mocks/endpoint-grant';
import type { FeatureMock } from '../../../mocks/feature-mock';
import { OSS_ENDPOINTS } from '../../../shared/uploads/endpoints';
import { OSS_FILES, ossHandlers } from './handlers';
import { seedFiles } from './seed';

export { OSS_FILES, pixelsOf, storedFileAt } from './handlers';

const UPLOAD = '/version-manage/uploadImgFile';

/**
 * The object storage. Its upload row (`OSS_ENDPOINTS.upload`) is made in endpoint-grants.ts from every
 * mock's `uploads`, this one's first: the files screen's action.
 */
export const ossMock: FeatureMock = {
  name: 'oss',
  handlers: ossHandlers,
  grants: [grant(OSS_ENDPOINTS.page, [UPLOAD]), { method: 'GET', path: '*/mock-oss/:id/:name', needs: 'nothing' }],
  uploads: [`${UPLOAD}:upload`],
  collections: [OSS_FILES],
  seed: () => ({ [OSS_FILES]: seedFiles(location.origin) }),
};
