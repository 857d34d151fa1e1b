import type { Lang } from './i18n.ts';

/**
 * Every date of the product is shown and reasoned about in Bangkok time (docs/product-rules.md, "Pages and texts").
 */
export const TIME_ZONE = 'Asia/Bangkok';

/** Buddhist era = Gregorian year + 543. */
export const BUDDHIST_ERA_OFFSET = 543;

/** Locale per interface language; th uses the Buddhist calendar. */
export const DATE_LOCALES: Record<Lang, string> = {
  th: 'th-TH-u-ca-buddhist',
  en: 'en-GB',
  zh: 'zh-CN',
};

const DEFAULT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** Calendar date and weekday (0 = Sunday … 6 = Saturday) of an instant, in Bangkok. */
export type LocalDateParts = { year: number; month: number; day: number; weekday: number };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});

/** The Bangkok calendar date of an instant. Throws a RangeError for an invalid date. */
export function bangkokDateParts(date: Date): LocalDateParts {
  const parts = partsFormat.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday') as (typeof WEEKDAYS)[number]),
  };
}

/** 'YYYY-MM-DD' of the Bangkok calendar day of an instant (the form of a date input and of a `date` column). */
export function bangkokIsoDay(date: Date): string {
  const { year, month, day } = bangkokDateParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Comparable number yyyymmdd of the Bangkok calendar date of an instant. */
export function bangkokDayNumber(date: Date): number {
  const { year, month, day } = bangkokDateParts(date);
  return year * 10000 + month * 100 + day;
}

/** Buddhist-era year of an instant, in Bangkok (2024-12-31T17:00Z is already 2568). */
export function buddhistYear(date: Date): number {
  return bangkokDateParts(date).year + BUDDHIST_ERA_OFFSET;
}

/**
 * Formats a date for display in the interface language, always in Bangkok time.
 * Default options: day, long month name and year ('6 มีนาคม 2567', '6 March 2024',
 * '2024年3月6日'). Passing `opts` replaces the defaults (timeZone is always forced).
 * An invalid date gives '' (or the string itself when a string was passed).
 */
export function formatDate(date: Date | string, lang: Lang, opts?: Intl.DateTimeFormatOptions): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return typeof date === 'string' ? date : '';
  return dateFormat(lang, opts ?? DEFAULT_DATE_OPTIONS).format(d);
}

/**
 * The formatters of formatDate, one per language and options, made once: making an Intl.DateTimeFormat costs far
 * more than formatting with it (a profile renders several dates, a page of reviews one each). The options are the
 * callers' constants, so the map stays small.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Lang, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(opts)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[lang], { ...opts, timeZone: TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Date and time in the interface language, in Bangkok, one style for every date-and-time of a page:
 * '24 พ.ย. 2569 14:05', '24 Nov 2026, 14:05', '2026年11月24日 14:05'.
 */
export function formatDateTime(date: Date | string, lang: Lang): string {
  return formatDate(date, lang, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Month and year in the interface language, in Bangkok: 'พ.ย. 2569' (Buddhist era), 'Nov 2026', '2026年11月'.
 * What the verified badge says of when a licence was checked.
 */
export function formatMonthYear(date: Date | string, lang: Lang): string {
  return formatDate(date, lang, { month: 'short', year: 'numeric' });
}

/** Whole hours from `since` to `now` (0 when `since` is later): how long something has waited. */
export function wholeHoursSince(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 3_600_000));
}

/** The calendar day 'YYYY-MM-DD' `n` days after `day` (before it when `n` is negative). */
export function addIsoDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
