/**
 * The image-risk mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of image-risk's mock is imported from outside it.
 */
export { addToBlacklist, blacklistEntryOf } from './blacklist-store';
