import type { Language } from '../errors';
import type { IsoDate } from './dates';

/** CLDR's abbreviated month names for en-GB (September is "Sept"), as `dateStyle: 'medium'` writes them. */
const monthsEnGb = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day as a borrower reads it, the one date style of each language ("4 Mar 2026", "2026年3月4日"),
 * shared by the app's screens and the texts the server writes (agreements, notices), so a page never shows
 * "2026-03-04" beside "4 Mar 2026" (decision 102).
 */
export function dayText(day: IsoDate, lang: Language): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return lang === 'en' ? `${date} ${monthsEnGb[month - 1]} ${year}` : `${year}年${month}月${date}日`;
}
