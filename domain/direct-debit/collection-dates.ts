import { DomainError } from '../domain-error';
import { compareDates, type IsoDate } from '../loan/dates';
import { addWorkingDays, isWorkingDay } from '../loan/working-days';
import { directDebitErrors } from './direct-debit-errors';

/**
 * Bacs is a three-day cycle: a collection submitted on day 1 (input) is processed on day 2 and taken from
 * the payer's account on day 3 (entry, our settlement date) — all Bacs working days, which are England &
 * Wales working days. So a submission goes in 2 working days before the collection date.
 */
export const SUBMISSION_WORKING_DAYS_BEFORE = 2;

/**
 * What our Guarantee promises (server/modules/direct-debit/guarantee-texts.ts): we tell the borrower the
 * amount and date of every collection at least 3 working days before it is taken. A regular collection is
 * announced 5 working days before it (so the notice is out before the submission), a retry 3 working days
 * before it (the failure notice, sent at the close of the day the collection failed, announces the retry).
 */
export const NOTICE_WORKING_DAYS_PROMISED = 3;
export const REGULAR_NOTICE_WORKING_DAYS = 5;

/**
 * SPEC §9: a failed debit is retried within 5 days. We retry once, on the 4th working day after the day it
 * failed — within 5 working days, and 3 working days after the failure notice (the promise above).
 */
export const RETRY_WORKING_DAYS_AFTER_FAILURE = 4;

/** SPEC §9: a change of collection day needs 10 working days' notice before the collection it moves. */
export const DAY_CHANGE_NOTICE_WORKING_DAYS = 10;

export const FIRST_COLLECTION_DAY = 1;
export const LAST_COLLECTION_DAY = 28;

export function isCollectionDay(day: unknown): day is number {
  return (
    Number.isInteger(day) && (day as number) >= FIRST_COLLECTION_DAY && (day as number) <= LAST_COLLECTION_DAY
  );
}

export function assertCollectionDay(day: unknown): asserts day is number {
  if (!isCollectionDay(day)) throw new DomainError(directDebitErrors.collectionDay, { day: String(day) });
}

/** A bill due on `dueDate` is collected that day if it is a working day, else on the next working day. */
export function collectionDateFor(dueDate: IsoDate): IsoDate {
  return isWorkingDay(dueDate) ? dueDate : addWorkingDays(dueDate, 1);
}

/** The day the collection is submitted to the bureau (Bacs day 1) for a collection on `collectionDate`. */
export function submissionDateFor(collectionDate: IsoDate): IsoDate {
  return addWorkingDays(collectionDate, -SUBMISSION_WORKING_DAYS_BEFORE);
}

/** The close of business that sends the advance notice of a regular collection on `collectionDate`. */
export function noticeDateFor(collectionDate: IsoDate): IsoDate {
  return addWorkingDays(collectionDate, -REGULAR_NOTICE_WORKING_DAYS);
}

/** The collection date of the one retry of a collection that failed (was returned) on `failedOn`. */
export function retryDateFor(failedOn: IsoDate): IsoDate {
  return addWorkingDays(failedOn, RETRY_WORKING_DAYS_AFTER_FAILURE);
}

/**
 * Whether a mandate in force from `activeFrom` (the business date it was set up) collects the bill due on
 * `dueDate`: only when its advance notice can still be sent in time, at the close of `activeFrom` or later.
 * A bill nearer than that is paid the other ways (voucher, transfer) and the mandate starts with the next.
 */
export function collectsBill(activeFrom: IsoDate, dueDate: IsoDate): boolean {
  return compareDates(noticeDateFor(collectionDateFor(dueDate)), activeFrom) >= 0;
}

/**
 * The returns a collection can meet (Bacs ARUDD reasons, by our names). A payer with no funds (REFER_TO_PAYER)
 * is tried once more; an instruction cancelled at the bank or an account closed ends the mandate, and the
 * borrower pays the other ways.
 */
export const collectionFailures = ['REFER_TO_PAYER', 'INSTRUCTION_CANCELLED', 'ACCOUNT_CLOSED'] as const;
export type CollectionFailure = (typeof collectionFailures)[number];

export function endsMandate(
  failure: CollectionFailure,
): failure is Exclude<CollectionFailure, 'REFER_TO_PAYER'> {
  return failure !== 'REFER_TO_PAYER';
}

/** Whether attempt `attempt` (1 the first, 2 the retry) that failed with `failure` is tried again. */
export function isRetried(failure: CollectionFailure, attempt: number): boolean {
  return failure === 'REFER_TO_PAYER' && attempt === 1;
}
