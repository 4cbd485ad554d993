import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Makes its content unreachable (inert) wherever it is rendered inside an aria-hidden copy, and leaves
 * it alone everywhere else. antd's table renders each column title twice: in the header, and in a hidden
 * measuring row (`<tr aria-hidden="true">`) that sizes the columns. A title holding a control, such as
 * the select-all checkbox, would otherwise leave a focusable copy that assistive technology cannot see.
 */
export function InertInHiddenCopy({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element?.parentElement?.closest('[aria-hidden="true"]')) element.inert = true;
  }, []);
  return (
    <span ref={ref} className="inert-in-hidden-copy">
      {children}
    </span>
  );
}
