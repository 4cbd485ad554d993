/**
 * The symptoms mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of symptoms's mock is imported from outside it.
 */
export { languageNames, refusal, say } from './refusal';
export type { Mode } from '../types';
