/** A date as the three controls of DatePartsField hold it: what was typed or picked, not yet judged. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const emptyDate: DateParts = { day: '', month: '', year: '' };

/** "1990-04-07" → its parts as the fields show them (no leading zero on the day or the month). */
export function datePartsOf(iso: string | undefined | null): DateParts {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return emptyDate;
  return { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) };
}

/**
 * The parts → an ISO date for the shared contract, which judges it. A part left empty or not a number
 * gives '' (the contract's "Please select …"); a day the month does not have gives an impossible date the
 * contract refuses too (isIsoDate checks the calendar).
 */
export function isoOfDateParts({ day, month, year }: DateParts): string {
  const d = day.trim();
  const y = year.trim();
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(y)) return '';
  return `${y}-${month.padStart(2, '0')}-${d.padStart(2, '0')}`;
}
