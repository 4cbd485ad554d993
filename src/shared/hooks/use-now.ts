import { useEffect, useState } from 'react';

/** The time, updated every `everyMs`: for what lapses on screen (claims, undo windows) without an event. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
