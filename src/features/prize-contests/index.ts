/** The prize-contests feature's public entry: exactly what screens, app/ and other features use of it. */
export { contestApi, contestKeys } from './api';
export { ContestFields, contestFormValues, toContestInput } from './components/contest-form';
export type { ContestFormValues } from './components/contest-form';
export { EntriesDrawer } from './components/entries-drawer';
export { contestMachine } from './rules';
export { CONTEST_STATES } from './types';
export type { ContestState, ContestView } from './types';
