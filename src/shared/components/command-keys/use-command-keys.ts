import { useEffect, useMemo, useRef } from 'react';
import { isLocked } from '../../stores/idle-lock-store';
import { commandMatcher, type CommandKeys } from './command-keys';

/** Typing in a field, a menu or a dialog keeps its keys: commands listen only to the page itself. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    !!target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], .ant-select')
  );
}

/** Calls `onCommand` for each command key pressed on the page (no modifier but Shift, not while typing). */
export function useCommandKeys<C extends string>(table: CommandKeys<C>, onCommand: (command: C) => void) {
  const latest = useRef(onCommand);
  useEffect(() => {
    latest.current = onCommand;
  });
  const match = useMemo(() => commandMatcher(table), [table]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || isLocked()) return;
      const command = match(event);
      if (!command) return;
      event.preventDefault();
      latest.current(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [match]);
}
