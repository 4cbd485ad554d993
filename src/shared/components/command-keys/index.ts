export type { CommandKeys } from './command-keys';
export { KeyHelp } from './key-help';
export { useCommandKeys } from './use-command-keys';
