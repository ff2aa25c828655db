import { BRAND_TIME_ZONE } from '../../../domain/brands';
import { dayText } from '../../../domain/loan/day-text';
import { londonDateOf } from '../../../domain/loan/london-date';
import { formatMoney } from '../../../domain/money';
import type { Language } from './language';

/** Intl locale per language: British English for en (day before month, as a UK reader expects). */
const intlLocaleOf: Record<Language, string> = { en: 'en-GB', cn: 'zh-CN', tw: 'zh-TW' };

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * One DateTimeFormat per locale and options, made on first use and kept: making one (with its time-zone
 * data) costs far more than formatting with it, and lists format a date per row on every render.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * SPEC §9's default pattern, year-month-day hour:minute:second ("2026-11-22 21:02:00"), in the brand's
 * time zone, the same in every language.
 */
export function formatDateTime(
  value: string | number | Date,
  _lang: Language,
  timeZone = BRAND_TIME_ZONE,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Hour and minute on the brand's clock ("14:05"), whatever the device's time zone: a USDT figure is valid
 * until a time the server set in London, and a borrower abroad must read the same time the operator does.
 */
export function formatBrandTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat('en-GB', {
    timeZone: BRAND_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

export function formatTime(value: number | Date, lang: Language): string {
  return dateTimeFormat(intlLocaleOf[lang], { hour: '2-digit', minute: '2-digit' }).format(value);
}

/**
 * A calendar date in London ("4 Mar 2026", "2026年3月4日"): what `dateStyle: 'medium'` writes in the three
 * locales, without Intl. Lists of news show dates on the first paint of /home, and making the first
 * DateTimeFormat with a time zone costs a phone tens of milliseconds there (see londonDateOf); the unit
 * tests pin this against Intl day by day.
 */
export function formatDate(value: string | number | Date, lang: Language): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dayText(londonDateOf(date), lang);
}

/**
 * A moment as a borrower reads it, in their language's one date style (decision 102): "28 Nov 2026, 15:10"
 * or "2026年11月28日 15:10", in the brand's time zone. SPEC §9's machine-like pattern (formatDateTime) stays
 * for the operators' console, where seconds matter and everyone reads the same.
 */
export function formatMoment(value: string | number | Date, lang: Language): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const time = dateTimeFormat('en-GB', {
    timeZone: BRAND_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return lang === 'en' ? `${formatDate(date, lang)}, ${time}` : `${formatDate(date, lang)} ${time}`;
}

/** Money in minor units, in the reader's language (the rules live in domain/money). */
export function formatAmount(minor: number, lang: Language, whole = false): string {
  return formatMoney(minor, lang, { whole, currency: 'GBP' });
}
