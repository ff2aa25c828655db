import type { IsoDate } from '../../../domain/loan/dates';
import { isRetiredBill, runningLoanStatuses, TOPUP_MONTHS } from '../../../domain/loan/lifecycle';
import {
  expectedPayoutDay,
  type TopUpWait,
  topUpParts,
  topUpReasons,
  topUpWaitOf,
} from '../../../domain/loan/top-up';
import { encodeMessage } from '../../../domain/messages';
import { formatMoney } from '../../../domain/money';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { StoredTopUp } from '../../db/schema/loans';
import { AppError, invalid } from '../../lib/app-error';
import { businessDateOf, loadLoanBook } from '../servicing/servicing-front-door';
import { listBills } from './bill-repository';
import { type LoanRow, memberLoansIn } from './loan-repository';
import { paidOnOf } from './loan-views';
import { replacedLoanFigures } from './top-up-figures';

/** The field error of an amount that would not even settle the running loan. */
export const AMOUNT_NOT_ABOVE_SETTLEMENT = 'topUp.amountNotAboveSettlement';

/**
 * Why the running loan cannot be topped up on `today` (DESIGN §4): six months since its payout and every
 * bill fallen due paid on or before its due date. A bill's paying day is its voucher's (a voucher sent on
 * time and still under review counts), else the day the replayed book says nothing was left of it (a
 * payment an operator recorded).
 */
async function waitOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  loan: LoanRow,
  today: IsoDate,
): Promise<TopUpWait> {
  const bills = await listBills(deps.db, loan.id);
  const loaded = await loadLoanBook(deps.db, loan.id, await businessDateOf(deps));
  const paidOnInBook = new Map(loaded?.book.bills.map((bill) => [bill.period, bill.paidOn]) ?? []);
  return topUpWaitOf(
    {
      disbursedOn: loan.disbursedOn,
      bills: bills
        .filter((bill) => bill.kind === 'INSTALMENT' && !isRetiredBill(bill))
        .map((bill) => ({
          dueDate: bill.dueDate,
          paidOn: paidOnOf(bill) ?? paidOnInBook.get(bill.period) ?? null,
        })),
    },
    today,
  );
}

function reasonOf(wait: NonNullable<TopUpWait>): string {
  return wait.reason === topUpReasons.tooSoon
    ? encodeMessage(wait.reason, { date: wait.from, months: TOPUP_MONTHS })
    : wait.reason;
}

/** The member's loans being repaid: a new application is a top-up of one of them. */
export async function runningLoansOfMember(db: Executor, memberId: number): Promise<LoanRow[]> {
  return memberLoansIn(db, memberId, runningLoanStatuses);
}

/**
 * A quote for a borrower with a loan running is a top-up of it: the settlement figure as at the payout day
 * we expect, and what the borrower would receive. An amount that does not exceed the settlement figure is
 * refused on the amount; the top-up rule's reasons join the quote's eligibility reasons.
 */
export async function topUpOfQuote(
  deps: AppDeps,
  memberId: number,
  amount: number,
  today: IsoDate,
): Promise<{ topUp: StoredTopUp | null; reasons: string[] }> {
  const running = await runningLoansOfMember(deps.db, memberId);
  if (running.length === 0) return { topUp: null, reasons: [] };
  if (running.length > 1) return { topUp: null, reasons: [topUpReasons.severalRunning] };
  const loan = running[0]!;
  const payoutOn = expectedPayoutDay(await businessDateOf(deps));
  const figures = await replacedLoanFigures(deps.db, loan.id, payoutOn);
  if (!figures) throw new AppError('C409', 'loan.settlement.notRunning');
  const parts = topUpParts(amount, figures.settlement);
  if (!parts) {
    throw invalid({
      amount: encodeMessage(AMOUNT_NOT_ABOVE_SETTLEMENT, {
        money: formatMoney(figures.settlement, 'en', { currency: 'GBP' }),
      }),
    });
  }
  const wait = await waitOf(deps, loan, today);
  return {
    topUp: {
      replacesLoanId: loan.id,
      replacesContractNumber: loan.contractNumber,
      payoutOn,
      ...parts,
    },
    reasons: wait ? [reasonOf(wait)] : [],
  };
}

/** The refusal at submit for each top-up reason. */
const refusals: Record<string, string> = {
  [topUpReasons.tooSoon]: 'loan.apply.topUpTooSoon',
  [topUpReasons.latePayment]: 'loan.apply.topUpLatePayment',
};

/**
 * At submit: with a loan running, the application is a top-up of it — allowed by the six-month rule, and
 * only from a quote made as a top-up of that very loan (a quote made before it was paid out, or naming a loan
 * since settled, would hide the settlement from the borrower). Answers the loan replaced, or null.
 */
export async function checkTopUp(
  deps: AppDeps,
  memberId: number,
  quoteTopUp: StoredTopUp | null,
  today: IsoDate,
): Promise<number | null> {
  const running = await runningLoansOfMember(deps.db, memberId);
  if (running.length > 1) throw new AppError('C409', 'loan.apply.topUpSeveralRunning');
  const loan = running[0];
  if (!loan) {
    if (quoteTopUp) throw new AppError('C409', 'loan.apply.topUpQuoteStale');
    return null;
  }
  const wait = await waitOf(deps, loan, today);
  if (wait) {
    throw new AppError('C409', refusals[wait.reason]!, {
      params: { months: TOPUP_MONTHS, ...(wait.reason === topUpReasons.tooSoon ? { date: wait.from } : {}) },
    });
  }
  if (quoteTopUp?.replacesLoanId !== loan.id) throw new AppError('C409', 'loan.apply.topUpQuoteStale');
  return loan.id;
}
