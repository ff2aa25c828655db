import { type CreditFile, monthlyCommitmentsOf } from '../credit/credit-file';
import { addMonths, compareDates, type IsoDate } from '../loan/dates';
import type { Minor } from '../money';

/** Insolvencies and county court judgments stay on a UK file for six years; we decline on any still there. */
export const PUBLIC_RECORD_MONTHS = 72;
/** A default within this many months declines; an older one is read by a person only if something else refers. */
export const RECENT_DEFAULT_MONTHS = 12;
/** This many hard searches by other lenders in 90 days (or more) refers: credit sought in a hurry. */
export const MANY_SEARCHES = 6;

/**
 * What the policy reads from a credit file, as of the decision's date: kept with the decision (its inputs)
 * so that the decision can be explained and re-run without the file itself.
 */
export interface CreditFileFacts {
  reference: string;
  agencyName: string;
  identityMatched: boolean;
  addressMatched: boolean;
  electoralRoll: boolean;
  insolvencyWithin6Years: boolean;
  judgmentWithin6Years: boolean;
  defaultWithin12Months: boolean;
  fraudMarkers: number;
  searchesLast90Days: number;
  /** Monthly payments of every credit account on the file. */
  monthlyCommitments: Minor;
  verifiedAnnualIncome: Minor | null;
}

const since = (date: IsoDate, from: IsoDate) => compareDates(date, from) > 0;

export function creditFileFactsOf(file: CreditFile, today: IsoDate): CreditFileFacts {
  const sixYearsAgo = addMonths(today, -PUBLIC_RECORD_MONTHS);
  const yearAgo = addMonths(today, -RECENT_DEFAULT_MONTHS);
  return {
    reference: file.reference,
    agencyName: file.agency.name,
    identityMatched: file.identity.matched,
    addressMatched: file.identity.addressMatched,
    electoralRoll: file.identity.electoralRoll,
    insolvencyWithin6Years: file.insolvencies.some((record) => since(record.date, sixYearsAgo)),
    judgmentWithin6Years: file.judgments.some((record) => since(record.date, sixYearsAgo)),
    defaultWithin12Months: file.defaults.some((record) => since(record.date, yearAgo)),
    fraudMarkers: file.fraudMarkers.length,
    searchesLast90Days: file.searchesLast90Days,
    monthlyCommitments: monthlyCommitmentsOf(file),
    verifiedAnnualIncome: file.verifiedIncome?.annual ?? null,
  };
}
