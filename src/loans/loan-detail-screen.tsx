import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import type { BillView, loanDetailResponse } from '../../domain/api/loans';
import type { PayoutBankView } from '../../domain/api/payout-destination';
import { formatSortCode } from '../../domain/bank/uk-bank-account';
import { londonDateOf } from '../../domain/loan/london-date';
import { formatRatePercent } from '../../domain/money';
import { formatAmount, formatDate, formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanPaymentsQuery } from '../lib/queries/loan-book-queries';
import { loanBillsQuery, loanDetailQuery } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { methodLabels, purposeLabels } from '../ui/member/state-labels';
import { TopUpParts } from '../ui/member/top-up-parts';
import { Card, Screen } from '../ui/screen';
import { ArrearsNotice } from './arrears-notice';
import { BillSchedule } from './bill-schedule';
import { CreditHeldPanel } from './credit-held-panel';
import { Fact, TermMonths } from './fact';
import { LoanList } from './loan-list';
import { StateNotice } from './loan-state-notice';
import { PaymentsReceived } from './payments-received';
import { SettledByTopUp } from './settled-by-top-up';
import { SettlementPanel } from './settlement-panel';
import { LoanStateChip } from './status-chip';
import { canWithdraw, WithdrawPanel } from './withdraw-panel';
import './loans.css';

type LoanDetail = z.infer<typeof loanDetailResponse>;

const route = getRouteApi('/loan/detail');

// Help for a borrower in difficulty reads its own view of the loan: fetched after the page is up, so the
// page's first paint does not wait for it (its way to ask works from the arrears notice meanwhile).
const LoanHardshipPanel = lazy(() => import('./hardship-panel'));

export function LoanDetailScreen() {
  const { id } = route.useSearch();
  if (!id) {
    return (
      <Screen title={<Trans>Loan details</Trans>} lead={<Trans>Choose a loan to see its details.</Trans>}>
        <LoanList target="/loan/detail" />
      </Screen>
    );
  }
  return <LoanDetailOf loanId={id} />;
}

function LoanDetailOf({ loanId }: { loanId: number }) {
  const { t } = useLingui();
  const user = useUser();
  const query = useQuery(loanDetailQuery(user.id, loanId));
  const loan = query.data;
  const hasBills = loan ? ['DISBURSED', 'SETTLED', 'WITHDRAWN', 'CHARGED_OFF'].includes(loan.status) : false;
  const bills = useQuery({ ...loanBillsQuery(user.id, loanId), enabled: hasBills && user.id > 0 });
  const serviced = loan?.status === 'DISBURSED' || loan?.status === 'CHARGED_OFF';
  // The replayed book: arrears, credit held and every payment with where it went.
  const book = useQuery({ ...loanPaymentsQuery(user.id, loanId, serviced), meta: { silent: true } }).data
    ?.book;
  // The server's today (brand time zone) once bills are in; the device's London date until then.
  const today = bills.data?.asOf ?? londonDateOf(new Date());
  return (
    <Screen
      title={<Trans>Loan details</Trans>}
      actions={loan ? <LoanStateChip status={loan.status} /> : undefined}
      testId="loan-detail"
    >
      {loan ? (
        <>
          {/* A loan a top-up settled says so, in place of the plain "settled". */}
          {loan.settledBy ? (
            <SettledByTopUp settledBy={loan.settledBy} />
          ) : loan.status === 'DISBURSED' && book && book.arrears.amount > 0 ? null : (
            <StateNotice loan={loan} today={today} bills={bills.data?.list ?? []} />
          )}
          {/* Behind with payments: what is overdue and what to do, in place of the next bill. */}
          {book ? <ArrearsNotice loanId={loanId} book={book} /> : null}
          {/* Struggling to pay: the way to say so, or the request, offer or arrangement that answers it. */}
          {loan.status === 'DISBURSED' ? (
            <Suspense fallback={null}>
              <LoanHardshipPanel loanId={loanId} inArrears={(book?.arrears.amount ?? 0) > 0} />
            </Suspense>
          ) : null}
          {book && loan.status === 'DISBURSED' ? <CreditHeldPanel loanId={loanId} book={book} /> : null}
          <LoanFacts loan={loan} bills={bills.data?.list ?? []} />
          {loan.topUp ? <TopUpParts topUp={loan.topUp} /> : null}
          {loan.status === 'DISBURSED' ? <SettlementPanel loanId={loanId} /> : null}
          {canWithdraw(loan, today) ? <WithdrawPanel loan={loan} today={today} /> : null}
          {hasBills && bills.data ? (
            <BillSchedule bills={bills.data.list} caption={<Trans>Repayment schedule</Trans>} />
          ) : loan.offer ? (
            <OfferSchedule loan={loan} />
          ) : null}
          {book ? <PaymentsReceived book={book} /> : null}
          <nav className="button-row button-row--start" aria-label={t`Loan documents`}>
            {loan.offer || loan.contractNumber ? (
              <Link to="/loan-contract" search={{ id: loanId }} className="button button--secondary">
                <Trans>Loan agreement</Trans>
              </Link>
            ) : null}
            {hasBills ? (
              <>
                <Link to="/loan/statement" search={{ id: loanId }} className="button button--secondary">
                  <Trans>Statement</Trans>
                </Link>
                <Link to="/loan/record" search={{ id: loanId }} className="button button--secondary">
                  <Trans>Repayment records</Trans>
                </Link>
                <Link to="/loan/notices" search={{ id: loanId }} className="button button--secondary">
                  <Trans>Notices</Trans>
                </Link>
                {loan.status === 'DISBURSED' ? (
                  <Link to="/loan/direct-debit" search={{ id: loanId }} className="button button--secondary">
                    <Trans>Direct Debit</Trans>
                  </Link>
                ) : null}
              </>
            ) : null}
            <Link to="/loan/history" className="button button--secondary">
              <Trans>Back to my loans</Trans>
            </Link>
          </nav>
        </>
      ) : query.isPending ? (
        <p className="muted" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <p role="alert">
          <Trans>We could not load this loan.</Trans>
        </p>
      )}
    </Screen>
  );
}

function LoanFacts({ loan, bills }: { loan: LoanDetail; bills: readonly BillView[] }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const rate = loan.offer?.annualRate ?? loan.annualRate;
  const apr = loan.offer?.apr ?? loan.apr;
  const lastDue = bills.filter((bill) => bill.kind === 'INSTALMENT').at(-1)?.dueDate;
  const start = loan.disbursedAt ? formatDate(loan.disbursedAt, lang) : null;
  const end = lastDue ? formatDate(lastDue, lang) : null;
  return (
    <Card>
      <dl className="facts">
        <Fact
          label={<Trans>Amount</Trans>}
          value={formatAmount(loan.offer?.amount ?? loan.amount, lang)}
          testId="loan-amount"
        />
        <Fact label={<Trans>Annual interest rate</Trans>} value={formatRatePercent(rate)} />
        <Fact label={<Trans>APR</Trans>} value={`${apr}%`} testId="loan-apr" />
        <Fact label={<Trans>Repayment method</Trans>} value={i18n._(methodLabels[loan.method])} />
        <Fact label={<Trans>Term</Trans>} value={<TermMonths months={loan.termMonths} />} />
        <Fact label={<Trans>Purpose</Trans>} value={i18n._(purposeLabels[loan.purpose])} />
        {loan.offer ? (
          <Fact
            label={<Trans>Total amount payable</Trans>}
            value={formatAmount(loan.offer.totalPayable, lang)}
          />
        ) : null}
        <Fact label={<Trans>Overdue annual rate</Trans>} value={formatRatePercent(loan.overdueRate)} />
        {loan.contractNumber ? (
          <Fact label={<Trans>Contract number</Trans>} value={loan.contractNumber} testId="contract-number" />
        ) : null}
        {start && end ? (
          <Fact
            label={<Trans>Contract period</Trans>}
            value={
              <Trans>
                {start} to {end}
              </Trans>
            }
          />
        ) : null}
        {loan.payoutBankAccount ? (
          <PayoutBankFact loan={loan} account={loan.payoutBankAccount} />
        ) : (
          <Fact
            label={<Trans>Receiving address</Trans>}
            value={<span className="address">{loan.receivingAddress}</span>}
          />
        )}
        <Fact label={<Trans>Applied</Trans>} value={formatMoment(loan.submittedAt, lang)} />
        {loan.signedAt ? (
          <Fact label={<Trans>Signed</Trans>} value={formatMoment(loan.signedAt, lang)} />
        ) : null}
        {loan.disbursedAt ? (
          <Fact label={<Trans>Paid out</Trans>} value={formatMoment(loan.disbursedAt, lang)} />
        ) : null}
      </dl>
    </Card>
  );
}

/** Paid into a UK bank account (decision 099): the account by its last four, and once paid, what was sent. */
function PayoutBankFact({ loan, account }: { loan: LoanDetail; account: PayoutBankView }) {
  const lang = useLanguage();
  const ending = account.accountNumberLast4;
  const sortCode = formatSortCode(account.sortCode);
  const sent = formatAmount(loan.topUp?.toBorrower ?? loan.offer?.amount ?? loan.amount, lang);
  return (
    <Fact
      label={<Trans>Paid into</Trans>}
      testId="payout-bank"
      value={
        loan.disbursedAt ? (
          <Trans>
            {sent} sent to account ending {ending} (sort code {sortCode})
          </Trans>
        ) : (
          <Trans>
            {account.accountHolderName}, account ending {ending} (sort code {sortCode})
          </Trans>
        )
      }
    />
  );
}

/** Before payout the offer's planned schedule; its dates move with the actual payout. */
function OfferSchedule({ loan }: { loan: LoanDetail }) {
  if (!loan.offer) return null;
  const planned: BillView[] = loan.offer.schedule.map((line) => ({
    billId: line.period,
    kind: 'INSTALMENT',
    period: line.period,
    dueDate: line.dueDate,
    principal: line.principal,
    interest: line.interest,
    total: line.total,
    status: 'TO_BE_REPAID',
    overdueDays: 0,
    overdueInterest: 0,
    totalDue: line.total,
    submittedAt: null,
    repaidAt: null,
    refusalReason: null,
  }));
  return <BillSchedule bills={planned} planned caption={<Trans>Planned repayment schedule</Trans>} />;
}
