import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import type { BillView, loanDetailResponse } from '../../domain/api/loans';
import { daysBetween } from '../../domain/loan/dates';
import { londonDateOf } from '../../domain/loan/london-date';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
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
import { Card } from '../ui/screen';
import { useRestoreOffer } from './loan-mutations';
import { OfferPayments } from './offer-payments';
import { isOverdue } from './status-chip';

type LoanDetail = z.infer<typeof loanDetailResponse>;

/**
 * Only a referral that asks for proof of income shows the panel, and it brings the outbox's upload code
 * with it: fetched when shown (precached for offline like every route's code), not with every loan page.
 */
const IncomeProofPanel = lazy(() =>
  import('./income-proof-panel').then((module) => ({ default: module.IncomeProofPanel })),
);

/** What the state asks of the borrower now, with the action that does it. */
export function StateNotice({
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
          {loan.decision?.reasons.includes('income.proofNeeded') ? (
            <Suspense fallback={null}>
              <IncomeProofPanel loanId={loanId} />
            </Suspense>
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
              {loan.offer ? <OfferPayments schedule={loan.offer.schedule} /> : null}
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
        <div className="notice" role="status">
          <p>
            <Trans>You have signed. The money is sent the next working day when you sign before 18:00.</Trans>
          </p>
          <p data-testid="identity-state">
            <Trans>Identity check: verified.</Trans>
          </p>
        </div>
      ) : (
        <Card className="notice-card" testId="awaiting-identity">
          <p role="status">
            <Trans>
              You have signed. We send the money once your identity is confirmed: the next working day after
              that, when it is confirmed before 18:00.
            </Trans>
          </p>
          <IdentityCheckState kycStatus={kycStatus} />
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

/**
 * Where the identity check stands. The ID number and photos given with the application are the check
 * (sent with it); the form is offered only when the team asks for new photos, or for an application made
 * before that, which sent none.
 */
function IdentityCheckState({ kycStatus }: { kycStatus: string | null }) {
  if (kycStatus === 'PENDING')
    return (
      <p data-testid="identity-state">
        <Trans>Identity check: with our team. We are checking the ID you gave with your application.</Trans>
      </p>
    );
  if (kycStatus === 'REJECTED')
    return (
      <>
        <p data-testid="identity-state">
          <Trans>Identity check: we need new photos of your ID.</Trans>
        </p>
        <AppLink href="/account/centre/verified" className="button button--primary">
          <Trans>Send new ID photos</Trans>
        </AppLink>
      </>
    );
  return (
    <AppLink href="/account/centre/verified" className="button button--primary">
      <Trans>Confirm your identity</Trans>
    </AppLink>
  );
}
