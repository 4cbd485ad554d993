/**
 * The creators mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of creators's mock is imported from outside it.
 */
export { CREATOR_COLLECTIONS, seedCreators } from './seed';
export type { FieldRow, ProfileRow, TaskRow } from './seed';
