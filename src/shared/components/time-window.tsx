import dayjs, { type Dayjs } from 'dayjs';
import type { ComponentProps } from 'react';
import { DateRangeInput } from './date-range-input';

const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

/** A start and an end as a form holds them: a range picker's value, either box possibly empty. */
export type TimeWindow = [Dayjs | null, Dayjs | null] | null;

/** A form's window as the server takes it: ISO times to the minute, blank where a box is empty. */
export const windowTimes = (window: TimeWindow | undefined) => ({
  startAt: window?.[0] ? window[0].second(0).millisecond(0).toISOString() : '',
  endAt: window?.[1] ? window[1].second(0).millisecond(0).toISOString() : '',
});

/** A saved row's window, as its edit form starts. */
export const rowWindow = (row: { startAt: string; endAt: string }): TimeWindow => [
  dayjs(row.startAt),
  dayjs(row.endAt),
];

/** A row's window in a list cell: start – end, to the minute, in this order in either direction. */
export function WindowText({ startAt, endAt }: { startAt: string; endAt: string }) {
  return (
    <bdi>
      {dayjs(startAt).format(MINUTE_FORMAT)} – {dayjs(endAt).format(MINUTE_FORMAT)}
    </bdi>
  );
}

/**
 * A window's form field: start and end to the minute. An end before the start stays as typed (the
 * domain's rules name the problem) instead of the picker swapping the two.
 */
export function TimeWindowInput(props: Omit<ComponentProps<typeof DateRangeInput>, 'showTime' | 'format' | 'order'>) {
  return <DateRangeInput showTime={{ format: 'HH:mm' }} format={MINUTE_FORMAT} order={false} {...props} />;
}
