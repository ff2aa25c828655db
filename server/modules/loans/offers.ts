import { aprOfSchedule, exceedsAprCap } from '../../../domain/loan/apr';
import type { IsoDate } from '../../../domain/loan/dates';
import { OFFER_VALID_DAYS } from '../../../domain/loan/lifecycle';
import { generateSchedule, type Schedule } from '../../../domain/loan/schedule';
import type { Executor } from '../../db/client';
import type { LoanRow } from './loan-repository';
import { type TransitionOptions, transitionLoan } from './loan-transitions';
import { storedLines } from './quote-service';

const DAY_MS = 86_400_000;

/** The terms of an offer "as if disbursed today": the bills are regenerated from the real payout day. */
export interface OfferTerms {
  amount: number;
  annualRate: string;
  schedule: Schedule;
  apr: string;
  /** The APR is above the 29.9% cap: no such offer may be made. */
  overCap: boolean;
}

export function offerTermsOf(
  loan: Pick<LoanRow, 'termMonths' | 'method'>,
  amount: number,
  annualRate: string,
  today: IsoDate,
): OfferTerms {
  const schedule = generateSchedule({
    principal: amount,
    annualRate,
    termMonths: loan.termMonths,
    method: loan.method,
    startDate: today,
  });
  const apr = aprOfSchedule(schedule);
  return { amount, annualRate, schedule, apr, overCap: exceedsAprCap(apr) };
}

/**
 * PENDING_REVIEW → APPROVED with the offer's terms, valid 14 days; whoever decided (the policy or an
 * operator) the offer is stored the same way. The caller has checked the terms (never above the quote,
 * never above the APR cap).
 */
export async function makeOffer(
  tx: Executor,
  loan: LoanRow,
  terms: OfferTerms,
  today: IsoDate,
  options: Omit<TransitionOptions, 'patch'> & { note?: string | null },
): Promise<LoanRow> {
  const { note, ...transition } = options;
  return transitionLoan(tx, loan.id, 'APPROVED', {
    ...transition,
    patch: {
      offerAmount: terms.amount,
      offerRate: terms.annualRate,
      offerApr: terms.apr,
      offerSchedule: storedLines(terms.schedule),
      offerNote: note ?? null,
      offerExpiresAt: new Date(options.now.getTime() + OFFER_VALID_DAYS * DAY_MS),
      contractNumber: loan.contractNumber ?? contractNumberOf(loan.id, today),
      decidedAt: options.now,
    },
  });
}

/** "QS-20260302-000042": the brand prefix, the day of the offer and the application id. */
function contractNumberOf(loanId: number, today: IsoDate): string {
  return `QS-${today.replaceAll('-', '')}-${String(loanId).padStart(6, '0')}`;
}
