import { HTML_LANG, type Language } from '../../shared/i18n/languages';
import type { Granularity } from '../../shared/utils/time-slots';

/** Numbers and dates in the interface language (Arabic-Indic digits in Arabic). */
export interface Formats {
  number: (value: number) => string;
  /** Axis labels: short. */
  axisTime: (time: number) => string;
  /** Tables and tooltips: the whole slot. */
  time: (time: number) => string;
  percent: (ratio: number) => string;
}

const cache = new Map<string, Formats>();

export function formatsFor(language: Language, granularity: Granularity): Formats {
  const cacheKey = `${language}:${granularity}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  const locale = HTML_LANG[language] ?? 'en';
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const axis = new Intl.DateTimeFormat(
    locale,
    granularity === 'hour' ? { month: 'numeric', day: 'numeric', hour: 'numeric' } : { month: 'short', day: 'numeric' },
  );
  const full = new Intl.DateTimeFormat(
    locale,
    granularity === 'hour'
      ? { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit' }
      : { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' },
  );
  const formats: Formats = {
    number: (value) => number.format(value),
    axisTime: (time) => axis.format(time),
    time: (time) => full.format(time),
    percent: (ratio) => percent.format(ratio),
  };
  cache.set(cacheKey, formats);
  return formats;
}
