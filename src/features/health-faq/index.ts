/** The health-faq feature's public entry: exactly what screens, app/ and other features use of it. */
export { faqApi, faqKeys } from './api';
export { FAQ_LIMITS, faqProblems } from './rules';
export { faqMachine } from './status';
export type { Faq, FaqInput, FaqStatus } from './types';
