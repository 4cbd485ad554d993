import { useCommandKeys, type CommandKeys } from '../../../shared/components/command-keys';

/**
 * The queue's single keys (shown in the help overlay, opened with `?`), as a US layout names them: the kit
 * matches them in any layout and with Caps Lock. Each decision has its own key; a queue answers only those
 * of the decisions it offers.
 */
export const TRIAGE_KEYS = {
  next: ['j', 'ArrowDown'],
  previous: ['k', 'ArrowUp'],
  pass: ['p'],
  delete: ['d'],
  ignore: ['i'],
  punish: ['x'],
  confirm: ['c'],
  overturn: ['v'],
  ban: ['b'],
  dismiss: ['n'],
  blacklist: ['l'],
  images: ['o'],
  returnToPool: ['r'],
  undo: ['u'],
  select: [' '],
  help: ['?'],
} as const satisfies CommandKeys<string>;
export type TriageCommand = keyof typeof TRIAGE_KEYS;

/** Calls `onCommand` for each triage key pressed on the page (no modifier, not while typing). */
export function useTriageKeys(onCommand: (command: TriageCommand) => void) {
  useCommandKeys<TriageCommand>(TRIAGE_KEYS, onCommand);
}
