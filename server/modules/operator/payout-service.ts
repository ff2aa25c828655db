import type { z } from 'zod';
import type { payoutTopUpView } from '../../../domain/api/top-up';
import type { payoutUsdtView } from '../../../domain/api/usdt';
import type { Language } from '../../../domain/errors';
import { brandDate } from '../../../domain/loan/brand-date';
import { generateSchedule } from '../../../domain/loan/schedule';
import { addWorkingDays } from '../../../domain/loan/working-days';
import { usdtToSend } from '../../../domain/usdt/usdt-conversion';
import type { AppDeps } from '../../app-deps';
import { translate } from '../../i18n/catalog';
import { AppError } from '../../lib/app-error';
import { brandOf } from '../config/config-service';
import {
  checkTopUpPayout,
  createBills,
  identityCheckStatus,
  type LoanRow,
  settleReplacedLoan,
  topUpPayoutOf,
  transitionLoan,
} from '../loans/loans-front-door';
import { money } from '../notifications/notification-service';
import { bookPayout, businessDateOf } from '../servicing/servicing-front-door';
import { rateForShowing } from '../usdt/usdt-rates';
import { lockedOrMissing } from './locked-loan';

/**
 * SIGNED → DISBURSED: the bills are generated from the offer's terms with due dates counted from today,
 * the day the money is sent, and the payout is the first entry of its ledger. The borrower is told the funds arrive the next working day before 18:00.
 * A top-up's payout also settles the loan it replaces, in the same transaction: its settlement figure on the
 * business date is booked on that loan's ledger and the loan closes SETTLED; the borrower is sent the rest.
 * When that loan can no longer be settled the payout is refused and nothing is written (decision 096).
 */
export async function disburseLoan(
  deps: AppDeps,
  input: {
    loanId: number;
    operatorId: number;
    reference?: string | null;
    /** The rate in force the operator was shown (usdt-rates `rateStillInForce`); null books pounds only. */
    usdtRate?: string | null;
  },
) {
  const now = deps.clock.now();
  const today = brandDate(now);
  return deps.db.transaction(async (tx) => {
    const loan = await lockedOrMissing(tx, input.loanId);
    if (loan.status !== 'SIGNED' || loan.offerAmount === null || !loan.offerRate) {
      throw new AppError('C409', 'transition.notAllowed', {
        params: { from: `loan.status.${loan.status}`, to: 'loan.status.DISBURSED' },
      });
    }
    // Approval does not wait for the identity check; the money does (DESIGN §4).
    if ((await identityCheckStatus(tx, loan.memberId)) !== 'VERIFIED') {
      throw new AppError('C409', 'loan.disburse.identityNotVerified');
    }
    const topUp = await checkTopUpPayout(tx, loan, await businessDateOf({ db: tx, clock: deps.clock }));
    const schedule = generateSchedule({
      principal: loan.offerAmount,
      annualRate: loan.offerRate,
      termMonths: loan.termMonths,
      method: loan.method,
      startDate: today,
    });
    const firstDueDate = schedule.lines[0]!.dueDate;
    const disbursed = await transitionLoan(tx, loan.id, 'DISBURSED', {
      actorId: input.operatorId,
      actorRole: 'operator',
      now,
      patch: {
        disbursedAt: now,
        disbursedOn: today,
        firstDueDate,
        disbursedBy: input.operatorId,
        payoutReference: input.reference ?? null,
      },
      // The agreement set due dates relative to the payout; this is where the borrower learns the real ones.
      notice: {
        params: {
          firstDueDate,
          instalment: money(schedule.instalment, brandOf(deps.config).currency),
        },
      },
    });
    const bills = await createBills(
      tx,
      schedule.lines.map((line) => ({
        loanId: loan.id,
        memberId: loan.memberId,
        kind: 'INSTALMENT' as const,
        period: line.period,
        dueDate: line.dueDate,
        principal: line.principal,
        interest: line.interest,
        total: line.total,
      })),
      { actorId: input.operatorId, actorRole: 'operator', now },
    );
    // What left in USDT: the borrower's part (a top-up's old loan is settled inside the book, not sent),
    // rounded down so no more than the pounds lent is sent (decision 098).
    const usdt = input.usdtRate
      ? { amount: usdtToSend(topUp ? topUp.toSend : loan.offerAmount, input.usdtRate), rate: input.usdtRate }
      : null;
    // The first entry of the loan's ledger: its book is replayed from here (decision 092).
    await bookPayout(tx, {
      loanId: loan.id,
      on: today,
      amount: loan.offerAmount,
      reference: input.reference ?? null,
      recorded: { by: input.operatorId, now },
      usdt,
    });
    const settlementEntryId = topUp
      ? await settleReplacedLoan(tx, topUp, loan, {
          operatorId: input.operatorId,
          now,
          currency: brandOf(deps.config).currency,
        })
      : null;
    return {
      loanId: disbursed.id,
      status: disbursed.status,
      disbursedOn: today,
      fundsBy: addWorkingDays(today, 1),
      fundsByTime: '18:00',
      firstDueDate: disbursed.firstDueDate,
      bills: bills.length,
      usdt,
      ...(topUp
        ? {
            topUp: {
              replacesLoanId: topUp.replaced.id,
              settlement: topUp.settlement,
              sentToBorrower: topUp.toSend,
              settlementEntryId,
            },
          }
        : {}),
    };
  });
}

/**
 * The Payouts queue's view of each top-up on the page: the loan it settles, its settlement figure on the
 * business date, what to send the borrower and, when the payout would be refused now, why (in `lang`).
 * One loan after another: inside a transaction on PostgreSQL the reads share one client.
 */
export async function topUpsOfPayouts(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  loans: readonly LoanRow[],
  lang: Language,
): Promise<Map<number, z.infer<typeof payoutTopUpView>>> {
  const views = new Map<number, z.infer<typeof payoutTopUpView>>();
  if (!loans.some((loan) => loan.replacesLoanId !== null)) return views;
  const asOf = await businessDateOf(deps);
  for (const loan of loans) {
    const payout = await topUpPayoutOf(deps.db, loan, asOf);
    if (!payout) continue;
    views.set(loan.id, {
      replacesLoanId: payout.replaced.id,
      replacesContractNumber: payout.replaced.contractNumber,
      asOf: payout.asOf,
      settlement: payout.settlement,
      toSend: payout.toSend,
      refusal: payout.refusal ? translate(payout.refusal.key, lang, payout.refusal.params) : null,
    });
  }
  return views;
}

/**
 * Each payout's USDT at the rate of the moment (decision 098): the pounds to send — a top-up's part for the
 * borrower — rounded down to the micro-USDT, with the rate and its time; or, with no usable rate, why (in
 * `lang`), so the operator sets one before sending.
 */
export async function payoutUsdtFigures(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'usdtRateSource'>,
  lang: Language,
): Promise<(pounds: number) => z.infer<typeof payoutUsdtView>> {
  const shown = await rateForShowing(deps, lang);
  if ('problem' in shown) {
    return () => ({ usdtToSend: null, rate: null, rateSetAt: null, problem: shown.problem });
  }
  const { rate, setAt } = shown.reading;
  return (pounds) => ({
    usdtToSend: usdtToSend(pounds, rate),
    rate,
    rateSetAt: setAt.toISOString(),
    problem: null,
  });
}
