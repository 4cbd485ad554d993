import dayjs from 'dayjs';
import { toFormValues, toQueryValues } from './filter-values';

const FILTERS = [{ name: 'login' }, { name: 'registered', dateRange: true }];

describe('filter values', () => {
  it('turns a date range from the URL into the picker pair and back', () => {
    const form = toFormValues(FILTERS, { login: 'amal', registered: '2026-01-05,2026-02-10' });
    expect(form.login).toBe('amal');
    const [start, end] = form.registered as [dayjs.Dayjs, dayjs.Dayjs];
    expect(start.format('YYYY-MM-DD')).toBe('2026-01-05');
    expect(end.format('YYYY-MM-DD')).toBe('2026-02-10');
    expect(toQueryValues(form)).toEqual({ login: 'amal', registered: '2026-01-05,2026-02-10' });
  });

  it('drops a malformed range from the URL instead of showing a wrong date', () => {
    expect(toFormValues(FILTERS, { registered: '2026-13-40,yesterday' }).registered).toBeUndefined();
  });

  it('leaves out empty, blank and half-chosen values, and trims text', () => {
    expect(
      toQueryValues({ login: '  ', name: ' Lina ', registered: [dayjs('2026-01-01'), null], type: undefined }),
    ).toEqual({ name: 'Lina' });
  });
});
