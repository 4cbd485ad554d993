import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { render } from '../../../tests/support/dom';
import { rowWindow, windowTimes, WindowText } from './time-window';

describe('time window', () => {
  it('sends the window to the minute, blank where a box is empty', () => {
    const start = dayjs('2026-03-01 10:15:42.123');
    const end = dayjs('2026-03-02 08:00:09');
    expect(windowTimes([start, end])).toEqual({
      startAt: dayjs('2026-03-01 10:15').toISOString(),
      endAt: dayjs('2026-03-02 08:00').toISOString(),
    });
    expect(windowTimes([start, null])).toEqual({ startAt: dayjs('2026-03-01 10:15').toISOString(), endAt: '' });
    expect(windowTimes(null)).toEqual({ startAt: '', endAt: '' });
    expect(windowTimes(undefined)).toEqual({ startAt: '', endAt: '' });
  });

  it('fills a saved row back into the form and shows it as start – end', () => {
    const row = { startAt: dayjs('2026-03-01 10:15').toISOString(), endAt: dayjs('2026-03-02 08:00').toISOString() };
    expect(windowTimes(rowWindow(row))).toEqual(row);
    const { container } = render(<WindowText {...row} />);
    expect(container.querySelector('bdi')).toHaveTextContent('2026-03-01 10:15 – 2026-03-02 08:00');
  });
});
