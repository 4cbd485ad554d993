/** The symptoms feature's public entry: exactly what screens, app/ and other features use of it. */
export { symptomApi, symptomKeys } from './api';
export { ModeSelect, useModeOptions } from './components/mode-select';
export { SYMPTOM_LIMITS, symptomProblems } from './rules';
export type { Problem } from './rules';
export type { Mode, Symptom, SymptomInput } from './types';
