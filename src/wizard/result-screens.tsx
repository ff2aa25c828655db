import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { checkmarkCircleOutline, saveOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { loanDetailResponse } from '../../domain/api/loans';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanDetailQuery } from '../lib/queries/loan-queries';
import { memberInfoQuery } from '../lib/queries/member-queries';
import { useUser } from '../lib/stores/session-store';
import { notificationPermission, pushSupport } from '../offline/push-subscription';
import { Icon } from '../ui/icon';
import {
  AffordabilityNote,
  DecidedBy,
  DecisionReasons,
  ReviewRequest,
} from '../ui/member/decision-explanation';
import { TopUpParts } from '../ui/member/top-up-parts';
import { Card, Screen } from '../ui/screen';
import { useSubmitApplication } from './submit-application';
import { useWizardDraft } from './use-wizard-draft';
import './wizard.css';

const REDIRECT_SECONDS = 5;

/**
 * SPEC §2's result page, now with the decision the credit policy made at submit: an offer to read and sign
 * (as asked, or lower), a decline with its reasons and a review by a person to ask for, or — when a person
 * decides — the SPEC's page that counts down to the home page. The decision is read from the loan itself,
 * so a reload or a link shows the same page.
 */
export function ApplySubmitScreen({ loanId, decisionBy }: { loanId?: number; decisionBy?: string }) {
  const user = useUser();
  const detail = useQuery({ ...loanDetailQuery(user.id, loanId ?? 0), meta: { silent: true } });
  const loan = detail.data;
  const outcome = loan?.decision?.outcome;
  if (loan && (outcome === 'APPROVE' || outcome === 'COUNTER_OFFER') && loan.offer) {
    return <OfferMade loan={loan} />;
  }
  if (loan && outcome === 'DECLINE' && loan.decision) return <Declined loan={loan} />;
  if (loanId && detail.isPending) {
    return (
      <Screen title={<Trans>Application received</Trans>} width="narrow" testId="apply-submit">
        <p className="muted" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      </Screen>
    );
  }
  return <WaitingForReview loanId={loanId} decisionBy={decisionBy} decision={loan?.decision ?? null} />;
}

type LoanDetail = z.infer<typeof loanDetailResponse>;

function OfferMade({ loan }: { loan: LoanDetail }) {
  const lang = useLanguage();
  const offer = loan.offer!;
  const decision = loan.decision!;
  const offered = formatAmount(offer.amount, lang);
  const asked = formatAmount(loan.amount, lang);
  const counter = decision.outcome === 'COUNTER_OFFER';
  const first = offer.schedule[0];
  const until = formatDate(offer.expiresAt, lang);
  return (
    <Screen
      title={counter ? <Trans>We can offer you {offered}</Trans> : <Trans>Your loan is approved</Trans>}
      width="narrow"
      testId="apply-submit"
    >
      <Card className="decision-card" testId="decision-offer">
        {counter ? (
          <>
            <p>
              <Trans>You asked for {asked}.</Trans>
            </p>
            <DecisionReasons decision={decision} />
            <AffordabilityNote decision={decision} />
          </>
        ) : (
          <p>
            <Trans>Good news: we can lend you {offered}.</Trans>
          </p>
        )}
        <dl className="facts">
          <div>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd data-testid="offer-amount">{offered}</dd>
          </div>
          {first && loan.method !== 'ONE_TIME' ? (
            <div>
              <dt>
                {loan.method === 'INTEREST_FIRST' ? (
                  <Trans>Monthly interest payment</Trans>
                ) : (
                  <Trans>Monthly repayment</Trans>
                )}
              </dt>
              <dd>{formatAmount(first.total, lang)}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Total amount payable</Trans>
            </dt>
            <dd>{formatAmount(offer.totalPayable, lang)}</dd>
          </div>
          <div>
            <dt>
              <Trans>APR</Trans>
            </dt>
            <dd>{`${offer.apr}%`}</dd>
          </div>
          <div>
            <dt>
              <Trans>Offer valid until</Trans>
            </dt>
            <dd>{until}</dd>
          </div>
        </dl>
        {loan.topUp ? <TopUpParts topUp={loan.topUp} /> : null}
        <p>
          {counter ? (
            <Trans>
              Read the agreement and sign it to receive {offered}, or let the offer lapse: nothing happens
              unless you sign.
            </Trans>
          ) : (
            <Trans>Read the agreement and sign it to receive the money.</Trans>
          )}
        </p>
        <DecidedBy decision={decision} />
      </Card>
      <div className="button-row">
        <Link
          to="/loan-contract"
          search={{ id: loan.loanId }}
          className="button button--primary"
          data-testid="read-and-sign"
        >
          <Trans>Read and sign the offer</Trans>
        </Link>
        <Link to="/loan/detail" search={{ id: loan.loanId }} className="button button--secondary">
          <Trans>See the offer and its schedule</Trans>
        </Link>
      </div>
    </Screen>
  );
}

function Declined({ loan }: { loan: LoanDetail }) {
  const navigate = useNavigate();
  const decision = loan.decision!;
  return (
    <Screen title={<Trans>We cannot offer you this loan</Trans>} width="narrow" testId="apply-submit">
      <Card className="decision-card" testId="decision-decline">
        <DecisionReasons decision={decision} />
        <AffordabilityNote decision={decision} />
        <DecidedBy decision={decision} />
        {loan.review.available ? (
          <ReviewRequest
            loanId={loan.loanId}
            onRequested={() => void navigate({ to: '/loan/detail', search: { id: loan.loanId } })}
          />
        ) : null}
      </Card>
      <div className="button-row">
        <Link to="/apply" search={{ resubmit: loan.loanId }} className="button button--secondary">
          <Trans>Apply again</Trans>
        </Link>
        <Link to="/loan/history" className="button button--secondary">
          <Trans>See my loans</Trans>
        </Link>
      </div>
    </Screen>
  );
}

/** A person decides: SPEC §2's result, counting down to the home page. */
/**
 * After a submit that a person decides later: an offer to hear the decision on this device. It leads to
 * Settings → Notifications, which explains what is sent before the browser asks for permission (issue 39).
 */
function NotificationsOffer() {
  const [offer] = useState(() => pushSupport() === 'supported' && notificationPermission() === 'default');
  if (!offer) return null;
  return (
    <p data-testid="apply-notifications-offer">
      <Trans>Want to hear the moment they decide, even with the app closed?</Trans>{' '}
      <Link to="/account/centre/settings/notifications">
        <Trans>Turn on notifications</Trans>
      </Link>
    </p>
  );
}

function WaitingForReview({
  loanId,
  decisionBy,
  decision,
}: {
  loanId?: number;
  decisionBy?: string;
  decision: LoanDetail['decision'];
}) {
  const navigate = useNavigate();
  const lang = useLanguage();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      void navigate({ href: '/home' });
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);
  const by = decisionBy ? formatDate(`${decisionBy}T12:00:00Z`, lang) : null;
  return (
    <Screen
      title={<Trans>Submitted successfully, waiting for review</Trans>}
      width="narrow"
      testId="apply-submit"
    >
      <div className="empty-state">
        <Icon icon={checkmarkCircleOutline} aria-hidden="true" className="empty-state__icon is-success" />
        {loanId ? (
          <p data-testid="apply-submit-loan">
            <Trans>Your application number is {loanId}.</Trans>
          </p>
        ) : null}
        <p>
          {by ? (
            <Trans>
              A person looks at your application and will decide by {by}. We tell you as soon as they do.
            </Trans>
          ) : (
            <Trans>
              A person looks at your application and decides within 5 working days. We tell you as soon as
              they do.
            </Trans>
          )}
        </p>
        {decision?.outcome === 'REFER' ? <DecisionReasons decision={decision} /> : null}
        <NotificationsOffer />
        <p className="muted" aria-live="polite">
          <Plural
            value={left}
            one="Returning to the home page in # second."
            other="Returning to the home page in # seconds."
          />
        </p>
        <Link to="/loan/history" className="button button--secondary">
          <Trans>See my loans</Trans>
        </Link>
      </div>
    </Screen>
  );
}

export type FailureCause = 'network' | 'system' | 'other';

/** SPEC §2: the causes of a failed submit, and a retry that sends the same application again. */
export function ApplyErrorScreen({ cause }: { cause?: FailureCause }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useUser();
  const member = useQuery({ ...memberInfoQuery(user.id), meta: { silent: true } }).data ?? user.member;
  const wizard = useWizardDraft(user.id, member);
  const application = useSubmitApplication(user.id, wizard.discard);
  const [busy, setBusy] = useState(false);
  const [again, setAgain] = useState<FailureCause | null>(null);
  /** The server's own words when it answered and refused: something to change in the application. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const busyRef = useRef(false);

  const retry = async () => {
    const draft = wizard.draft;
    if (!draft || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      // The same draft, so the same Idempotency-Key: if the first attempt did arrive, this is that answer.
      const result = await application.mutateAsync({
        draft,
        member,
        remember: (quote, idempotencyKey) =>
          wizard.change((next) => Object.assign(next, { quote, idempotencyKey }), false),
      });
      if (result.kind === 'submitted') return;
      if (result.kind === 'failed') setAgain(result.cause);
      else if (result.kind === 'refused') setRefusal(result.message);
      else void navigate({ to: '/apply', search: { step: 'review' } });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const shown = again ?? cause ?? 'other';
  const causes: { id: FailureCause; text: string }[] = [
    { id: 'network', text: t`A network interruption: the connection dropped before our answer reached you.` },
    { id: 'system', text: t`A system error on our side.` },
    { id: 'other', text: t`Another reason, such as a session that timed out.` },
  ];
  return (
    <Screen title={<Trans>Submission failed</Trans>} width="narrow" testId="apply-error">
      <Card>
        <p>
          <Trans>Your application may not have reached us. The usual causes are:</Trans>
        </p>
        <ul className="wizard-causes">
          {causes.map((item) => (
            <li key={item.id} className={item.id === shown ? 'is-likely' : undefined}>
              {item.text}
              {item.id === shown ? (
                <strong className="wizard-badge is-todo">
                  <Trans>Most likely this time</Trans>
                </strong>
              ) : null}
            </li>
          ))}
        </ul>
        <p>
          <Trans>
            Nothing you entered has been lost. Trying again sends the same application: even if the first
            attempt did arrive, you will not apply twice.
          </Trans>
        </p>
        {refusal ? (
          <p className="form-error" role="alert" data-testid="apply-retry-refused">
            {refusal}
          </p>
        ) : null}
        {again ? (
          <p className="form-error" role="alert">
            <Trans>That did not work either. Check your connection and try again in a moment.</Trans>
          </p>
        ) : null}
      </Card>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          data-testid="apply-retry"
          disabled={busy || !wizard.draft}
          onClick={() => void retry()}
        >
          {busy ? <Trans>Sending…</Trans> : <Trans>Try again</Trans>}
        </button>
        <Link to="/apply" search={{ step: 'review' }} className="button button--secondary">
          <Trans>Back to my application</Trans>
        </Link>
      </div>
    </Screen>
  );
}

/** SPEC §2: the draft is saved; says where, so the borrower knows whether another device can resume it. */
export function ApplySaveScreen({ where }: { where?: 'device' | 'server' }) {
  return (
    <Screen title={<Trans>Your application is saved</Trans>} width="narrow" testId="apply-save">
      <div className="empty-state">
        <Icon icon={saveOutline} aria-hidden="true" className="empty-state__icon" />
        <p data-testid="apply-save-where">
          {where === 'server' ? (
            <Trans>
              It is saved on this device and in your account: you can carry on here or on any other device.
            </Trans>
          ) : (
            <Trans>
              It is saved on this device. Go online and choose "Save and exit" again to keep a copy in your
              account as well.
            </Trans>
          )}
        </p>
        <div className="button-row">
          <Link to="/apply" className="button button--primary">
            <Trans>Carry on with my application</Trans>
          </Link>
          <Link to="/home" className="button button--secondary">
            <Trans>Home</Trans>
          </Link>
        </div>
      </div>
    </Screen>
  );
}
