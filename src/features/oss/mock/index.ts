/**
 * The oss mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of oss's mock is imported from outside it.
 */
export { OSS_FILES, pixelsOf, storedFileAt } from './handlers';
