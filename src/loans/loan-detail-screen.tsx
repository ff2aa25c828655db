import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { BillView, loanDetailResponse } from '../../domain/api/loans';
import { daysBetween } from '../../domain/loan/dates';
import { londonDateOf } from '../../domain/loan/london-date';
import { formatRatePercent } from '../../domain/money';
import { formatAmount, formatDate, formatDateTime } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanPaymentsQuery } from '../lib/queries/loan-book-queries';
import { loanBillsQuery, loanDetailQuery } from '../lib/queries/loan-queries';
import { memberInfoQuery } from '../lib/queries/member-queries';
import { useUser } from '../lib/stores/session-store';
import { showToast } from '../lib/stores/toast-store';
import { AppLink } from '../ui/app-link';
import {
  AffordabilityNote,
  DecidedBy,
  DecisionReasons,
  ReviewRequest,
} from '../ui/member/decision-explanation';
import { methodLabels, purposeLabels } from '../ui/member/state-labels';
import { Card, Screen } from '../ui/screen';
import { ArrearsNotice } from './arrears-notice';
import { BillSchedule } from './bill-schedule';
import { Fact, TermMonths } from './contract-document';
import { CreditHeldPanel } from './credit-held-panel';
import { LoanList } from './loan-list';
import { useRestoreOffer } from './loan-mutations';
import { PaymentsReceived } from './payments-received';
import { SettlementPanel } from './settlement-panel';
import { isOverdue, LoanStateChip } from './status-chip';
import { canWithdraw, WithdrawPanel } from './withdraw-panel';
import './loans.css';

type LoanDetail = z.infer<typeof loanDetailResponse>;

const route = getRouteApi('/loan/detail');

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
          {loan.status === 'DISBURSED' && book && book.arrears.amount > 0 ? null : (
            <StateNotice loan={loan} today={today} bills={bills.data?.list ?? []} />
          )}
          {/* Behind with payments: what is overdue and what to do, in place of the next bill. */}
          {book ? <ArrearsNotice loanId={loanId} book={book} /> : null}
          {book && loan.status === 'DISBURSED' ? <CreditHeldPanel loanId={loanId} book={book} /> : null}
          <LoanFacts loan={loan} bills={bills.data?.list ?? []} />
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

/** What the state asks of the borrower now, with the action that does it. */
function StateNotice({
  loan,
  today,
  bills,
}: {
  loan: LoanDetail;
  today: string;
  bills: readonly BillView[];
}) {
  const lang = useLanguage();
  const { t } = useLingui();
  const restore = useRestoreOffer(loan.loanId, () =>
    showToast('success', t`Submitted successfully, waiting for review`),
  );
  const user = useUser();
  const member = useQuery({ ...memberInfoQuery(user.id), meta: { silent: true } }).data ?? user.member;
  const kycStatus = member?.kycStatus ?? null;
  const loanId = loan.loanId;
  switch (loan.status) {
    case 'PENDING_REVIEW':
      return (
        <Card className="notice-card" testId="under-review">
          <p role="status">
            {loan.review.requestedAt ? (
              <Trans>
                You asked for a person to look at your application again. They will decide within 5 working
                days and tell you as soon as they do.
              </Trans>
            ) : (
              <Trans>A person is looking at your application and will decide within 5 working days.</Trans>
            )}
          </p>
          {loan.decision?.outcome === 'REFER' && !loan.review.requestedAt ? (
            <DecisionReasons decision={loan.decision} />
          ) : null}
        </Card>
      );
    case 'REJECTED': {
      const reason = loan.rejectionReason ?? '';
      const decision = loan.decision;
      if (decision?.decidedBy === 'policy') {
        return (
          <Card className="notice-card notice-card--danger" testId="declined">
            <p>
              <strong>
                <Trans>We cannot offer you this loan.</Trans>
              </strong>
            </p>
            <DecisionReasons decision={decision} />
            <AffordabilityNote decision={decision} />
            <DecidedBy decision={decision} />
            {loan.review.available ? <ReviewRequest loanId={loanId} /> : null}
            <AppLink href={`/apply?resubmit=${loan.loanId}`} className="button button--secondary">
              <Trans>Apply again</Trans>
            </AppLink>
          </Card>
        );
      }
      return (
        <Card className="notice-card notice-card--danger" testId="declined">
          <p data-testid="rejection-reason">
            <Trans>We could not offer you this loan: {reason}</Trans>
          </p>
          {decision?.onReview ? (
            <p>
              <Trans>
                A person looked at your application again at your request. This decision is final.
              </Trans>
            </p>
          ) : null}
          <AppLink href={`/apply?resubmit=${loan.loanId}`} className="button button--secondary">
            <Trans>Apply again</Trans>
          </AppLink>
        </Card>
      );
    }
    case 'APPROVED': {
      const expires = loan.offer ? loan.offer.expiresAt : loan.offerExpiresAt;
      const left = expires ? Math.max(daysBetween(today, londonDateOf(new Date(expires))), 0) : 0;
      const until = expires ? formatDate(expires, lang) : '';
      const counter = loan.decision?.outcome === 'COUNTER_OFFER' && loan.offer ? loan.decision : null;
      const offered = formatAmount(loan.offer?.amount ?? loan.amount, lang);
      const asked = formatAmount(loan.amount, lang);
      return (
        <Card className="notice-card notice-card--offer">
          {counter ? (
            <>
              <p data-testid="counter-offer">
                <strong>
                  <Trans>We can offer you {offered}.</Trans>
                </strong>{' '}
                <Trans>You asked for {asked}.</Trans>
              </p>
              <DecisionReasons decision={counter} />
              <AffordabilityNote decision={counter} />
              <p>
                <Trans>
                  Read the agreement and sign it to receive {offered}, or let the offer lapse: nothing happens
                  unless you sign.
                </Trans>
              </p>
            </>
          ) : (
            <p>
              <strong>
                <Trans>Your offer is ready.</Trans>
              </strong>{' '}
              <Trans>Read the agreement and sign it to receive the money.</Trans>
            </p>
          )}
          <p data-testid="offer-countdown">
            <Plural
              value={left}
              one={`Valid until ${until}: # day left`}
              other={`Valid until ${until}: # days left`}
            />
          </p>
          <Link
            to="/loan-contract"
            search={{ id: loanId }}
            className="button button--primary"
            data-testid="read-and-sign"
          >
            <Trans>Read and sign the offer</Trans>
          </Link>
        </Card>
      );
    }
    case 'EXPIRED':
      return (
        <Card className="notice-card">
          <p>
            <Trans>
              This offer has expired. You can ask us to restore your credit request and review it again.
            </Trans>
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={restore.isPending}
            onClick={() => restore.mutate()}
          >
            <Trans>Restore credit request</Trans>
          </button>
        </Card>
      );
    case 'SIGNED':
      return kycStatus === 'VERIFIED' ? (
        <p className="notice" role="status">
          <Trans>You have signed. The money is sent the next working day when you sign before 18:00.</Trans>
        </p>
      ) : (
        <Card className="notice-card" testId="awaiting-identity">
          <p role="status">
            <Trans>
              You have signed. We send the money once your identity is confirmed: the next working day after
              that, when it is confirmed before 18:00.
            </Trans>
          </p>
          {kycStatus === 'PENDING' ? (
            <p>
              <Trans>We are checking your identity details now.</Trans>
            </p>
          ) : (
            <AppLink href="/account/centre/verified" className="button button--primary">
              <Trans>Confirm your identity</Trans>
            </AppLink>
          )}
        </Card>
      );
    case 'DISBURSED': {
      const open = bills.filter((bill) => bill.status === 'TO_BE_REPAID');
      const overdue = open.filter(isOverdue).length;
      const next = loan.nextBill;
      return (
        <Card className="notice-card">
          {overdue > 0 ? (
            <p className="overdue" data-testid="bills-overdue">
              <Plural value={overdue} one="You have # bill overdue" other="You have # bills overdue" />
            </p>
          ) : null}
          {next ? <NextBill bill={next} /> : null}
          {open.length > 0 ? (
            <Link
              to="/loan/repay"
              search={{ id: loanId }}
              className="button button--primary"
              data-testid="repay"
            >
              <Trans>Repay</Trans>
            </Link>
          ) : null}
        </Card>
      );
    }
    case 'WITHDRAWN': {
      const payoffBill = loan.withdrawal?.bill;
      const withdrawnOn = loan.withdrawal ? formatDate(loan.withdrawal.withdrawnOn, lang) : '';
      return (
        <Card className="notice-card">
          <p>
            <Trans>You withdrew from this agreement on {withdrawnOn}.</Trans>
          </p>
          {payoffBill ? <NextBill bill={payoffBill} /> : null}
          {payoffBill?.status === 'TO_BE_REPAID' ? (
            <Link
              to="/loan/repay"
              search={{ id: loanId }}
              className="button button--primary"
              data-testid="repay"
            >
              <Trans>Repay</Trans>
            </Link>
          ) : null}
        </Card>
      );
    }
    case 'SETTLED':
      return (
        <p className="notice" role="status">
          <Trans>This loan is settled. Thank you.</Trans>
        </p>
      );
    case 'CHARGED_OFF':
      return (
        <Card className="notice-card notice-card--danger" testId="charged-off">
          <p>
            <Trans>
              This loan is in default: after the default notice's date passed unpaid, we closed the agreement
              in our books. The sum below is still owed. Payments you make go towards it, and we will agree a
              way to pay that you can afford.
            </Trans>
          </p>
        </Card>
      );
    default:
      return null;
  }
}

function NextBill({ bill }: { bill: BillView }) {
  const lang = useLanguage();
  const amount = formatAmount(bill.totalDue, lang);
  const due = formatDate(bill.dueDate, lang);
  return (
    <p data-testid="next-bill">
      {bill.status === 'TO_BE_CONFIRMED' ? (
        <Trans>Your payment of {amount} is waiting for our review.</Trans>
      ) : (
        <Trans>
          Next payment: {amount}, due {due}.
        </Trans>
      )}
    </p>
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
        <Fact
          label={<Trans>Receiving address</Trans>}
          value={<span className="address">{loan.receivingAddress}</span>}
        />
        <Fact label={<Trans>Applied</Trans>} value={formatDateTime(loan.submittedAt, lang)} />
        {loan.signedAt ? (
          <Fact label={<Trans>Signed</Trans>} value={formatDateTime(loan.signedAt, lang)} />
        ) : null}
        {loan.disbursedAt ? (
          <Fact label={<Trans>Paid out</Trans>} value={formatDateTime(loan.disbursedAt, lang)} />
        ) : null}
      </dl>
    </Card>
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
