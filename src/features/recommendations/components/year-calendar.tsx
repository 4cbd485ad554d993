import { useQuery } from '@tanstack/react-query';
import { Card, Space, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/components/query-state';
import { recommendationApi, recommendationKeys, type Place } from '../api';
import { addDays, dayNumber, dayOf } from '../rules';

/**
 * The months added per step. Each step is a transition, which React renders in slices of a few
 * milliseconds, so a year is drawn without one long task, whatever else the page is doing.
 */
const MONTHS_PER_TASK = 3;

/** Read by screen readers, not shown: what a day's colour says. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface Month {
  key: string;
  /** Day numbers (days since 1970) of the month's first day and its length. */
  first: number;
  length: number;
  /** Monday-based weekday of the first day (0 Monday … 6 Sunday). */
  offset: number;
}

/** The twelve months from `from`'s month on. */
function monthsFrom(from: string): Month[] {
  const start = dayjs(from).startOf('month');
  return Array.from({ length: 12 }, (_, index) => {
    const month = start.add(index, 'month');
    const firstDay = month.format('YYYY-MM-DD');
    return {
      key: month.format('YYYY-MM'),
      first: dayNumber(firstDay),
      length: month.daysInMonth(),
      offset: (month.day() + 6) % 7,
    };
  });
}

interface MonthProps {
  month: Month;
  /** Counts per day from the calendar's first day. */
  counts: readonly number[];
  firstDay: number;
  today: string;
  title: string;
  weekdays: string[];
  flaggedLabel: (day: string) => string;
  coveredLabel: (day: string, count: number) => string;
  onPick?: (day: string) => void;
  colors: { flagged: string; flaggedText: string; covered: string; muted: string };
}

/** One month: plain elements only (no antd per day), so a year stays cheap to draw. */
const MonthGrid = memo(function MonthGrid(props: MonthProps) {
  const { month, counts, firstDay, today, title, weekdays, flaggedLabel, coveredLabel, onPick, colors } = props;
  const cells = [];
  for (let blank = 0; blank < month.offset; blank++) cells.push(<span key={`blank-${blank}`} aria-hidden="true" />);
  for (let index = 0; index < month.length; index++) {
    const number = month.first + index;
    const day = dayOf(number);
    const count = counts[number - firstDay] ?? 0;
    const flagged = count === 0;
    const past = day < today;
    const style = {
      textAlign: 'center' as const,
      position: 'relative' as const,
      padding: '2px 0',
      borderRadius: 4,
      font: 'inherit',
      border: 0,
      background: flagged ? colors.flagged : colors.covered,
      color: flagged ? colors.flaggedText : past ? colors.muted : undefined,
      textDecoration: past ? 'line-through' : undefined,
      fontWeight: day === today ? 700 : undefined,
    };
    cells.push(
      flagged && onPick && !past ? (
        <button
          key={day}
          type="button"
          className="recommendation-calendar__day recommendation-calendar__day--flagged"
          style={{ ...style, cursor: 'pointer' }}
          onClick={() => onPick(day)}
        >
          {index + 1}
          <span style={VISUALLY_HIDDEN}> · {flaggedLabel(day)}</span>
        </button>
      ) : (
        <span
          key={day}
          className={`recommendation-calendar__day${flagged ? ' recommendation-calendar__day--flagged' : ''}`}
          title={flagged ? flaggedLabel(day) : coveredLabel(day, count)}
          style={style}
        >
          {index + 1}
          <span style={VISUALLY_HIDDEN}> · {flagged ? flaggedLabel(day) : coveredLabel(day, count)}</span>
        </span>
      ),
    );
  }
  return (
    <section aria-label={title} style={{ minWidth: 210 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 2, marginTop: 4, fontSize: 12 }}>
        {weekdays.map((weekday) => (
          <span key={weekday} aria-hidden="true" style={{ textAlign: 'center', color: colors.muted }}>
            {weekday}
          </span>
        ))}
        {cells}
      </div>
    </section>
  );
});

/**
 * A year of a surface's days from the current month on: days with no recommended content are flagged
 * (spec); a flagged day from today on can be picked to recommend something for it. Drawn a few months per
 * task, so no task of the main thread runs long.
 */
export function YearCalendar({
  place,
  today,
  onPick,
}: {
  place: Place;
  today: string;
  onPick?: (day: string) => void;
}) {
  const { t } = useTranslation('recommendations');
  const { token } = theme.useToken();
  const from = useMemo(() => dayjs(today).startOf('month').format('YYYY-MM-DD'), [today]);
  const to = useMemo(() => addDays(dayjs(from).add(12, 'month').format('YYYY-MM-DD'), -1), [from]);
  const calendar = useQuery({
    queryKey: [...recommendationKeys.days(place), 'calendar', from, to],
    queryFn: ({ signal }) => recommendationApi.calendar(place, from, to, { signal }),
  });
  const months = useMemo(() => monthsFrom(from), [from]);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!calendar.data || shown >= months.length) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => count + MONTHS_PER_TASK)), 0);
    return () => window.clearTimeout(timer);
  }, [calendar.data, shown, months.length]);

  const weekdays = useMemo(
    () => Array.from({ length: 7 }, (_, index) => dayjs('2024-01-01').add(index, 'day').format('dd')),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow dayjs's locale, set with the language
    [t],
  );
  const colors = useMemo(
    () => ({
      flagged: token.colorErrorBg,
      flaggedText: token.colorErrorText,
      covered: token.colorSuccessBg,
      muted: token.colorTextSecondary,
    }),
    [token],
  );
  const counts = calendar.data?.counts;
  const upcomingFlagged = useMemo(() => {
    if (!counts) return 0;
    const first = dayNumber(from);
    return counts.filter((count, index) => count === 0 && dayOf(first + index) >= today).length;
  }, [counts, from, today]);
  const flaggedLabel = useMemo(() => (day: string) => t('calendar.flaggedDay', { day }), [t]);
  const coveredLabel = useMemo(() => (day: string, count: number) => t('calendar.coveredDay', { day, count }), [t]);

  return (
    <Card
      title={
        <h2 className="recommendation-calendar__title" style={{ margin: 0, fontSize: 16 }}>
          {t('calendar.title')}
        </h2>
      }
      extra={
        counts && (
          <Typography.Text type={upcomingFlagged ? 'danger' : 'success'}>
            {t('calendar.upcomingFlagged', { count: upcomingFlagged })}
          </Typography.Text>
        )
      }
    >
      <QueryState query={calendar}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('calendar.legend')}</Typography.Text>
          <div
            className="recommendation-calendar"
            aria-busy={!counts || shown < months.length}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))', gap: 16 }}
          >
            {counts &&
              months
                .slice(0, shown)
                .map((month) => (
                  <MonthGrid
                    key={month.key}
                    month={month}
                    counts={counts}
                    firstDay={dayNumber(from)}
                    today={today}
                    title={dayjs(month.key).format('MMMM YYYY')}
                    weekdays={weekdays}
                    flaggedLabel={flaggedLabel}
                    coveredLabel={coveredLabel}
                    onPick={onPick}
                    colors={colors}
                  />
                ))}
          </div>
        </Space>
      </QueryState>
    </Card>
  );
}
