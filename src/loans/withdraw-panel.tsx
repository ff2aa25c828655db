import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { loanDetailResponse } from '../../domain/api/loans';
import { addDays, daysBetween, type IsoDate } from '../../domain/loan/dates';
import { WITHDRAWAL_DAYS, WITHDRAWAL_REPAY_DAYS } from '../../domain/loan/lifecycle';
import { londonDateOf } from '../../domain/loan/london-date';
import { withdrawalDue } from '../../domain/loan/settlement';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { repaymentListQuery } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { showToast } from '../lib/stores/toast-store';
import { useWithdraw } from './loan-mutations';

type LoanDetail = z.infer<typeof loanDetailResponse>;

/** The last day of the 14-day withdrawal period (CCA s66), or null when the loan was never signed. */
export function withdrawalEndsOn(loan: Pick<LoanDetail, 'signedAt'>): IsoDate | null {
  return loan.signedAt ? addDays(londonDateOf(new Date(loan.signedAt)), WITHDRAWAL_DAYS) : null;
}

export function canWithdraw(loan: Pick<LoanDetail, 'status' | 'signedAt'>, today: IsoDate): boolean {
  const ends = withdrawalEndsOn(loan);
  return (
    (loan.status === 'SIGNED' || loan.status === 'DISBURSED') &&
    ends !== null &&
    daysBetween(today, ends) >= 0
  );
}

/**
 * Withdrawal within 14 days of signing. Before confirming, the borrower sees what they would owe today:
 * nothing when the money has not been sent; otherwise the principal and the interest accrued since payout,
 * less payments already confirmed — domain's `withdrawalDue`, the function the server charges with.
 */
export function WithdrawPanel({ loan, today }: { loan: LoanDetail; today: IsoDate }) {
  const { t } = useLingui();
  const user = useUser();
  const lang = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdraw(loan.loanId, () =>
    showToast('success', t`You have withdrawn from the agreement`),
  );
  const repayments = useQuery({ ...repaymentListQuery(user.id), enabled: confirming && user.id > 0 });
  const ends = withdrawalEndsOn(loan);
  if (!ends) return null;
  const endsOn = formatDate(ends, lang);
  const pendingReview = loan.nextBill?.status === 'TO_BE_CONFIRMED';

  let payoff: number | null = null;
  if (loan.status === 'SIGNED') payoff = 0;
  else if (loan.offer && loan.disbursedAt && repayments.data) {
    const credits = repayments.data.list
      .filter((item) => item.loanId === loan.loanId && item.status === 'CONFIRMED')
      .map((item) => ({ on: londonDateOf(new Date(item.submittedAt)), amount: item.amount }));
    payoff = withdrawalDue(
      {
        principal: loan.offer.amount,
        annualRate: loan.offer.annualRate,
        drawdownDate: londonDateOf(new Date(loan.disbursedAt)),
        credits,
        dueDate: addDays(today, WITHDRAWAL_REPAY_DAYS),
        overdueRate: loan.overdueRate,
      },
      today,
    ).total;
  }
  const payoffText = payoff === null ? null : formatAmount(payoff, lang);
  const repayDays = WITHDRAWAL_REPAY_DAYS;
  const repayBy = formatDate(addDays(today, WITHDRAWAL_REPAY_DAYS), lang);

  return (
    <section className="card" aria-labelledby="withdraw-title" data-testid="withdraw">
      <h2 className="card__title" id="withdraw-title">
        <Trans>Withdraw from the agreement</Trans>
      </h2>
      <p className="muted">
        <Trans>
          You may withdraw until {endsOn} without giving a reason. You then repay what was paid out to you and
          the interest for the days you had it, within {repayDays} days.
        </Trans>
      </p>
      {!confirming ? (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          <Trans>Withdraw</Trans>
        </button>
      ) : pendingReview ? (
        <p role="alert">
          <Trans>
            A repayment of yours is waiting for our review. You can withdraw once we have confirmed or refused
            it.
          </Trans>
        </p>
      ) : (
        <div className="confirm-box" role="group" aria-labelledby="withdraw-confirm-title">
          <p id="withdraw-confirm-title">
            {payoff === 0 ? (
              <Trans>The money has not been paid out yet, so you will owe nothing.</Trans>
            ) : payoffText ? (
              <span data-testid="withdraw-payoff">
                <Trans>
                  If you withdraw today you owe {payoffText}, to repay by {repayBy}. Interest keeps running
                  daily until the day you repay.
                </Trans>
              </span>
            ) : (
              <Trans>Working out what you would owe…</Trans>
            )}
          </p>
          <div className="button-row button-row--start">
            <button
              type="button"
              className="button button--primary"
              disabled={payoff === null || withdraw.isPending}
              onClick={() => withdraw.mutate()}
            >
              <Trans>Confirm withdrawal</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              <Trans>Keep the loan</Trans>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
