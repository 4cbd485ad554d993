/**
 * The health-activities mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of health-activities's mock is imported from outside it.
 */
export { matches, refusal, refuse, unknownAction } from './respond';
