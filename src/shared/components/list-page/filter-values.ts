import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

/** Filter values between the URL (text) and the filter form (text, or a RangePicker's pair of days). */

// Strict parsing of the URL's days (antd's pickers extend the same plugin).
dayjs.extend(customParseFormat);

const DAY_FORMAT = 'YYYY-MM-DD';
export type FormValue = string | [Dayjs | null, Dayjs | null] | null | undefined;

/** URL text to the form's value: date ranges become the RangePicker's pair. */
export function toFormValues(
  filters: Array<{ name: string; dateRange?: boolean }>,
  values: Record<string, string>,
): Record<string, FormValue> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const field = filters.find((filter) => filter.name === name);
      if (!field?.dateRange) return [name, value];
      const [start, end] = value.split(',').map((day) => dayjs(day, DAY_FORMAT, true));
      return [name, start?.isValid() && end?.isValid() ? [start, end] : undefined];
    }),
  );
}

/** The form's values to URL text, dropping empty ones. */
export function toQueryValues(values: Record<string, FormValue>): Record<string, string> {
  const applied: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      const [start, end] = value;
      if (start && end) applied[name] = `${start.format(DAY_FORMAT)},${end.format(DAY_FORMAT)}`;
    } else if (typeof value === 'string' && value.trim() !== '') {
      applied[name] = value.trim();
    }
  }
  return applied;
}
