/**
 * The words mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of words's mock is imported from outside it.
 */
export { WORD_KINDS, WORD_SCREEN_URIS } from '../types';
export type { WordKind } from '../types';
