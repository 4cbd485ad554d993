import { ClockCircleOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import './wait-time.css';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A length of time as a moderator reads it: minutes, hours and minutes, or days and hours. */
function durationText(t: TFunction, ms: number): string {
  const at = Math.max(0, ms);
  if (at < HOUR) return t('kit:wait.minutes', { minutes: Math.floor(at / MINUTE) });
  if (at < DAY) return t('kit:wait.hours', { hours: Math.floor(at / HOUR), minutes: Math.floor((at % HOUR) / MINUTE) });
  return t('kit:wait.days', { days: Math.floor(at / DAY), hours: Math.floor((at % DAY) / HOUR) });
}

/**
 * How long a task of a work queue has waited (since `since`), marked in words and colour once it is past
 * its queue's target (`dueAt`, from the server). `withTarget` names the target too.
 */
export function WaitTime(props: { since: string; dueAt: string; now: number; withTarget?: boolean }) {
  const { since, dueAt, now, withTarget = false } = props;
  const { t } = useTranslation('kit');
  const waited = durationText(t, now - Date.parse(since));
  const overdue = now > Date.parse(dueAt);
  const target = durationText(t, Date.parse(dueAt) - Date.parse(since));
  return (
    <span className={overdue ? 'wait-time wait-time--overdue' : 'wait-time'}>
      {overdue && <ClockCircleOutlined aria-hidden />}{' '}
      {t(overdue ? 'kit:wait.overdue' : 'kit:wait.waited', { time: waited })}
      {withTarget && ` ${t('kit:wait.target', { time: target })}`}
    </span>
  );
}
