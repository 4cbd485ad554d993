const DAY_MS = 86_400_000;

/** `YYYY-MM-DD,YYYY-MM-DD` (both days included) to a time test. */
export function inDayRange(range: string | null): (iso: string) => boolean {
  const [start, end] = (range ?? '').split(',');
  if (!start || !end) return () => true;
  const from = new Date(`${start}T00:00:00`).getTime();
  const to = new Date(`${end}T00:00:00`).getTime() + DAY_MS;
  return (iso) => {
    const at = new Date(iso).getTime();
    return at >= from && at < to;
  };
}
