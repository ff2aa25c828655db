import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { londonDateOf } from '../../../domain/loan/london-date';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { loanDetailQuery, loanListQuery } from '../../lib/queries/loan-queries';
import { useUser } from '../../lib/stores/session-store';
import { type NextStep, nextStepOf } from '../../ui/member/next-step';
import { loanStatusLabels } from '../../ui/member/state-labels';
import { Card } from '../../ui/screen';

/** A bill due within a week is "near arrears" (CONC 7.3): the card offers help before one is missed. */
const WEEK_MS = 7 * 86_400_000;

/**
 * A signed-in borrower's home tab starts with their own loan or application: its state, the next payment
 * and the one action that matters. Loaded only for a signed-in reader, after the page is hydrated, so a
 * visitor's /home (rendered at build time) neither downloads nor renders it. Nothing to show, nothing shown.
 */
export default function YourLoanCard() {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const latest = useQuery(loanListQuery(user.id)).data?.list[0] ?? null;
  const detail = useQuery({
    ...loanDetailQuery(user.id, latest?.loanId ?? 0),
    enabled: Boolean(latest),
  }).data;
  if (!latest || !detail) return null;

  if (detail.status === 'DISBURSED') {
    const next = detail.nextBill;
    const behind = detail.arrears && detail.arrears.amount > 0 ? detail.arrears : null;
    const overdue = behind ? formatAmount(behind.amount, lang) : '';
    const amount = next ? formatAmount(next.totalDue, lang) : '';
    const due = next ? formatDate(next.dueDate, lang) : '';
    return (
      <div className="page__body page__body--first">
        <Card className="your-loan" testId="home-your-loan">
          <h2 className="card__title">
            <Trans>Your loan</Trans>
          </h2>
          {behind ? (
            <p className="notice notice--warning" data-testid="home-your-loan-state">
              <Trans>You are behind: {overdue} overdue.</Trans>
            </p>
          ) : next ? (
            <p data-testid="home-your-loan-state">
              <Trans>
                Next payment: {amount} on {due}.
              </Trans>
            </p>
          ) : (
            <p data-testid="home-your-loan-state">
              <Trans>Nothing is due right now.</Trans>
            </p>
          )}
          <div className="button-row button-row--start">
            <Link to="/loan/detail" search={{ id: detail.loanId }} className="button button--primary">
              {behind || next ? <Trans>Repay</Trans> : <Trans>Loan details</Trans>}
            </Link>
            {behind || (next && next.dueDate <= londonDateOf(new Date(Date.now() + WEEK_MS))) ? (
              <Link to="/loan/hardship" search={{ id: detail.loanId }} className="button button--secondary">
                <Trans>I’m struggling to pay</Trans>
              </Link>
            ) : null}
          </div>
        </Card>
      </div>
    );
  }

  const step = nextStepOf(
    {
      loanId: detail.loanId,
      status: detail.status,
      amount: detail.amount,
      annualRate: detail.annualRate,
      offerExpiresAt: detail.offerExpiresAt,
      rejectionReason: detail.rejectionReason,
      reviewAvailable: detail.review.available,
      signedAt: detail.signedAt,
      disbursedAt: detail.disbursedAt,
    },
    { exists: false, savedAt: null },
    new Date(),
  );
  const applied = formatAmount(detail.amount, lang);
  const state = i18n._(loanStatusLabels[detail.status]);
  // A settled, withdrawn or written-off loan needs nothing from the borrower here: the page is the lender's.
  if (!step || step.kind === 'start' || step.kind === 'withdraw' || step.kind === 'resume-draft') return null;
  return (
    <div className="page__body page__body--first">
      <Card className="your-loan" testId="home-your-loan">
        <h2 className="card__title">
          <Trans>Your application</Trans>
        </h2>
        <p data-testid="home-your-loan-state">
          <Trans>
            {applied}: {state}
          </Trans>
        </p>
        <StepAction step={step} lang={lang} />
      </Card>
    </div>
  );
}

function StepAction({
  step,
  lang,
}: {
  step: Exclude<NextStep, { kind: 'start' | 'withdraw' | 'resume-draft' }>;
  lang: ReturnType<typeof useLanguage>;
}) {
  switch (step.kind) {
    case 'read-offer': {
      const until = formatDate(step.expiresAt, lang);
      return (
        <>
          <p>
            <Trans>Sign it by {until} to receive the money.</Trans>
          </p>
          <Link to="/loan/detail" search={{ id: step.loanId }} className="button button--primary">
            <Trans>Read and sign the offer</Trans>
          </Link>
        </>
      );
    }
    case 'in-review':
      return (
        <>
          <p>
            <Trans>We are looking at it and will tell you as soon as we decide.</Trans>
          </p>
          <Link to="/loan/detail" search={{ id: step.loanId }} className="button button--secondary">
            <Trans>See your application</Trans>
          </Link>
        </>
      );
    case 'restore-offer':
    case 'resubmit':
      return (
        <Link to="/loan/detail" search={{ id: step.loanId }} className="button button--primary">
          <Trans>See what you can do</Trans>
        </Link>
      );
  }
}
