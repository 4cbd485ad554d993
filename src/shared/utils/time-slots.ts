/** A time series' slots (hours or days): their names in a query, their starts, ranges of them. */
/** One point a slot: an hour (the hourly post screen) or a day (every other dashboard). */
export type Granularity = 'hour' | 'day';

const pad = (value: number) => String(value).padStart(2, '0');
const HOUR_FORMAT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/;
const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start (local time, epoch ms) of the slot a `YYYY-MM-DD` or `YYYY-MM-DDTHH` names, or null. */
export function parseSlot(granularity: Granularity, text: string | null | undefined): number | null {
  const match = (granularity === 'hour' ? HOUR_FORMAT : DAY_FORMAT).exec(text ?? '');
  if (!match) return null;
  const [year, month, day, hour = 0] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hour);
  // 2026-02-31 or hour 25 roll over: not a slot.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  if (date.getHours() !== hour) return null;
  return date.getTime();
}

/** The slot's name in a query: `2026-11-23` or `2026-11-23T14`. */
export function formatSlot(granularity: Granularity, time: number): string {
  const date = new Date(time);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return granularity === 'hour' ? `${day}T${pad(date.getHours())}` : day;
}

/** The start of the slot holding a moment. */
export function slotOf(granularity: Granularity, time: number): number {
  const date = new Date(time);
  if (granularity === 'hour') date.setMinutes(0, 0, 0);
  else date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** The slot `count` slots after (before, when negative) a slot: hours by the clock, days by the calendar. */
export function addSlots(granularity: Granularity, time: number, count: number): number {
  if (granularity === 'hour') return time + count * 3_600_000;
  const date = new Date(time);
  date.setDate(date.getDate() + count);
  return date.getTime();
}

/** Every slot from `from` to `to`, both included. */
export function slotsBetween(granularity: Granularity, from: number, to: number): number[] {
  const slots: number[] = [];
  for (let time = from, index = 1; time <= to; time = addSlots(granularity, from, index++)) slots.push(time);
  return slots;
}

/** The period of the same number of slots that ends just before the range starts. */
export function previousRange(granularity: Granularity, from: number, to: number) {
  const count = slotsBetween(granularity, from, to).length;
  return { from: addSlots(granularity, from, -count), to: addSlots(granularity, from, -1) };
}
