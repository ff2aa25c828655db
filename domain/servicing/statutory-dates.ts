import { DomainError } from '../domain-error';
import { addDays, compareDates, type IsoDate, parseIsoDate } from '../loan/dates';
import { isWorkingDay as isEnglandAndWalesWorkingDay } from '../loan/working-days';
import type { ArrearsStep, LoanBook } from './book';
import { servicingErrors } from './servicing-errors';

/**
 * A spell in which the lender must send notices of sums in arrears (CCA s86B): from the day the conditions
 * are first met to the last day before the borrower ceases to be in arrears; `to` is null while it lasts.
 */
export interface ArrearsNoticeSpell {
  from: IsoDate;
  to: IsoDate | null;
}

/**
 * s86B(1) for an agreement not secured on land with monthly payments, read from the instalments:
 * at least two payments were required before the day, and the shortfall is at least the last two of them.
 * Overdue interest is left out of both sides, so the day is a fact about the instalments a statement shows.
 */
function conditionsMet(step: ArrearsStep): boolean {
  return step.fallenDue >= 2 && step.shortfall > 0 && step.shortfall >= step.lastTwo;
}

/**
 * Every s86B spell in the book. Once the conditions are met the duty (a first notice within 14 days, then
 * at least every six months) lasts until the borrower is no longer in arrears — nothing of the instalments
 * fallen due is left unpaid — even if the shortfall drops below two instalments on the way (s86B(1)(d) and
 * (4)). A loan with a single payment (ONE_TIME) never has two payments fallen due, so the section never
 * applies to it; its arrears are handled under CONC 7 without this notice.
 */
export function arrearsNoticeSpells(book: Pick<LoanBook, 'arrearsSteps'>): ArrearsNoticeSpell[] {
  const spells: ArrearsNoticeSpell[] = [];
  let open: ArrearsNoticeSpell | null = null;
  for (const step of book.arrearsSteps) {
    if (open && step.shortfall === 0) {
      open.to = addDays(step.from, -1);
      open = null;
    } else if (!open && conditionsMet(step)) {
      open = { from: step.from, to: null };
      spells.push(open);
    }
  }
  return spells;
}

/**
 * The business date on which the s86B duty in force on the book's date began (the notice is due within 14
 * days of it), or null when there is none: the conditions have never been met, or the arrears that met
 * them have since been cleared. Replayed, so a backdated payment moves or removes the day.
 */
export function arrearsNoticeTrigger(book: Pick<LoanBook, 'arrearsSteps'>): IsoDate | null {
  const last = arrearsNoticeSpells(book).at(-1);
  return last && last.to === null ? last.from : null;
}

/** Days a default notice must allow the borrower to remedy the breach (CCA s88(2)). */
export const DEFAULT_NOTICE_REMEDY_DAYS = 14;

/**
 * The earliest remedy date for a default notice sent (served) on `sentOn`: 14 days after it, moved on to
 * the next working day when that is a weekend or an England & Wales bank holiday, so a borrower is never
 * asked to pay on a day their bank may not move money.
 */
export function earliestRemedyDate(
  sentOn: IsoDate,
  isWorkingDay: (date: IsoDate) => boolean = isEnglandAndWalesWorkingDay,
): IsoDate {
  parseIsoDate(sentOn);
  let date = addDays(sentOn, DEFAULT_NOTICE_REMEDY_DAYS);
  while (!isWorkingDay(date)) date = addDays(date, 1);
  return date;
}

/** Refuses a remedy date before `earliestRemedyDate(sentOn)` (`servicing.remedyTooSoon`). */
export function assertRemedyDate(
  sentOn: IsoDate,
  remedyOn: IsoDate,
  isWorkingDay?: (date: IsoDate) => boolean,
): void {
  const earliest = earliestRemedyDate(sentOn, isWorkingDay);
  if (compareDates(remedyOn, earliest) < 0) {
    throw new DomainError(servicingErrors.remedyTooSoon, { earliest });
  }
}
