import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLockState } from '../../../shared/stores/idle-lock-store';
import { inertOutside } from './inert-outside';
import { LockPrompt } from './lock-prompt';
import { useIdleWatch } from './use-idle-watch';
import './idle-lock.css';

const KEY_EVENTS = ['keydown', 'keypress', 'keyup'] as const;

/**
 * Covers the whole page while locked. It sits beside the layout, never in place of it: every screen,
 * tab and half-filled form stays mounted underneath, inert and hidden from assistive technology, and
 * the focus goes back where it was on unlock.
 */
function LockOverlay() {
  const cover = useRef<HTMLDivElement>(null);
  // Where the admin was, read before the prompt takes the focus.
  const [before] = useState(() => document.activeElement);
  useLayoutEffect(() => {
    const restore = inertOutside(cover.current!);
    // `inert` keeps the focus and the pointer out, but keys pressed with the focus on the page itself still
    // reach the shortcuts listening on the document: they stop here, before any of them hears the key.
    const swallowKey = (event: KeyboardEvent) => {
      if (!(event.target instanceof Node && cover.current?.contains(event.target))) event.stopImmediatePropagation();
    };
    KEY_EVENTS.forEach((type) => window.addEventListener(type, swallowKey, true));
    return () => {
      KEY_EVENTS.forEach((type) => window.removeEventListener(type, swallowKey, true));
      restore();
      if (before instanceof HTMLElement && before.isConnected && before !== document.body) before.focus();
    };
  }, [before]);
  return createPortal(
    <div ref={cover} className="idle-lock">
      {/* Until its translations are there the cover is already opaque: nothing shows through. */}
      <Suspense fallback={null}>
        <LockPrompt />
      </Suspense>
    </div>,
    document.body,
  );
}

/** The idle lock: watches for activity, locks after the idle time (or on "Lock now"), asks for the password. */
export function IdleLock() {
  useIdleWatch();
  const locked = useLockState((state) => state.locked);
  return locked ? <LockOverlay /> : null;
}
