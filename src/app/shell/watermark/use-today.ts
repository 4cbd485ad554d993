import { useEffect, useState } from 'react';

/** Milliseconds from `now` to the next local midnight. */
export function msToMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}

/** Today's date, which changes at local midnight (a console left open overnight shows the new day). */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    // A second past midnight, so the new day has surely begun; a late timer (a sleeping machine) still lands in it.
    const timer = window.setTimeout(() => setToday(new Date()), msToMidnight(today) + 1000);
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}
