import { useEffect, useRef } from 'react';
import { isLocked } from '../../../shared/stores/idle-lock-store';

/**
 * The queue's single keys (shown in the help overlay, opened with `?`). Each decision has its own key; a
 * queue answers only those of the decisions it offers.
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
} as const;
export type TriageCommand = keyof typeof TRIAGE_KEYS;

const COMMAND_OF = new Map<string, TriageCommand>(
  (Object.entries(TRIAGE_KEYS) as Array<[TriageCommand, readonly string[]]>).flatMap(([command, keys]) =>
    keys.map((key) => [key, command] as const),
  ),
);

/** Typing in a field, a menu or a dialog keeps its keys: triage listens only to the page itself. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    !!target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], .ant-select')
  );
}

/** Calls `onCommand` for each triage key pressed on the page (no modifier, not while typing). */
export function useTriageKeys(onCommand: (command: TriageCommand) => void) {
  const latest = useRef(onCommand);
  useEffect(() => {
    latest.current = onCommand;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || isLocked()) return;
      const command = COMMAND_OF.get(event.key);
      if (!command) return;
      event.preventDefault();
      latest.current(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
