import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BillView } from '../../domain/api/loans';
import type { RepaymentStatusDto } from '../../domain/api/repayments';
import type { LoanStatus } from '../../domain/loan/lifecycle';
import { formatAmount } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { StateChip as Chip, loanStatusTone, repaymentStatusTone, type Tone } from '../ui/member/state-chip';
import { billStatusLabels, loanStatusLabels, repaymentStatusLabels } from '../ui/member/state-labels';

export function LoanStateChip({ status }: { status: LoanStatus }) {
  const { i18n } = useLingui();
  return (
    <Chip tone={loanStatusTone[status]} testId="loan-state">
      {i18n._(loanStatusLabels[status])}
    </Chip>
  );
}

export function RepaymentStateChip({ status }: { status: RepaymentStatusDto }) {
  const { i18n } = useLingui();
  return (
    <Chip tone={repaymentStatusTone[status]} testId="repayment-state">
      {i18n._(repaymentStatusLabels[status])}
    </Chip>
  );
}

/**
 * Only an open bill is flagged overdue: once its voucher is in, the borrower has done their part, and the
 * days shown by the server stop at the day they paid.
 */
export function isOverdue(bill: Pick<BillView, 'status' | 'overdueDays'>): boolean {
  return bill.status === 'TO_BE_REPAID' && bill.overdueDays > 0;
}

/**
 * A bill's state as the borrower reads it: its status, and when it is open and late the days overdue in red
 * with the overdue interest they have added; a refused voucher's reason stays on the bill until it is paid
 * again.
 */
export function BillStatus({ bill }: { bill: BillView }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const tone: Tone =
    bill.status === 'REPAID'
      ? 'success'
      : bill.status === 'TO_BE_CONFIRMED'
        ? 'info'
        : bill.status === 'CANCELLED'
          ? 'neutral'
          : isOverdue(bill)
            ? 'danger'
            : 'neutral';
  const count = bill.overdueDays;
  const interest = formatAmount(bill.overdueInterest, lang);
  const reason = bill.refusalReason;
  return (
    <span className="bill-status" data-testid="bill-status">
      <Chip tone={tone}>{i18n._(billStatusLabels[bill.status])}</Chip>
      {isOverdue(bill) ? (
        <>
          <span className="overdue" data-testid="bill-overdue">
            <Plural value={count} one="Overdue # day" other="Overdue # days" />
          </span>
          <span className="overdue" data-testid="bill-overdue-interest">
            <Trans>Overdue interest {interest}</Trans>
          </span>
        </>
      ) : null}
      {bill.status === 'TO_BE_REPAID' && reason ? (
        <span className="bill-status__refusal" data-testid="bill-refusal">
          <Trans>Voucher refused: {reason}</Trans>
        </span>
      ) : null}
    </span>
  );
}
