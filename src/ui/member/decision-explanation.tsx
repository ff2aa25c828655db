import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DecisionView, statusResponse } from '../../../domain/api/loans';
import type { DecisionReason } from '../../../domain/decision/outcomes';
import { formatRatePercent } from '../../../domain/money';
import { apiRequest } from '../../lib/api/api-client';
import { isApiError } from '../../lib/api/api-error';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { type Language, useLanguage } from '../../lib/i18n/language';
import { loanKeys } from '../../lib/queries/loan-queries';
import { useUser } from '../../lib/stores/session-store';
import { showToast } from '../../lib/stores/toast-store';
import './decision.css';

/**
 * Why a decision came out as it did, in plain words with the figures the rule used — the same words on the
 * result page after submitting and on the loan's page. Only the policy's own reasons are put into words
 * here; an operator's decline carries their own words (the rejection reason), shown by the caller.
 */
export function DecisionReasons({ decision }: { decision: DecisionView }) {
  const lang = useLanguage();
  const sentences = decision.reasons.flatMap((reason) => {
    const sentence = reasonSentence(reason, decision.figures, lang);
    return sentence ? [{ reason, sentence }] : [];
  });
  if (sentences.length === 0) return null;
  return (
    <ul className="decision-reasons" data-testid="decision-reasons">
      {sentences.map(({ reason, sentence }) => (
        <li key={reason} data-reason={reason}>
          {sentence}
        </li>
      ))}
    </ul>
  );
}

function reasonSentence(reason: DecisionReason, figures: DecisionView['figures'], lang: Language): ReactNode {
  const money = (minor: number | undefined) => formatAmount(minor ?? 0, lang);
  const share = formatRatePercent(figures.maxShare ?? '0');
  const income = money(figures.monthlyIncome);
  const existing = figures.existingMonthlyCost ?? 0;
  const already = money(existing);
  switch (reason) {
    case 'affordability.counterOffer': {
      const cost = money(figures.monthlyCost);
      const offer = money(figures.offerAmount);
      const offerCost = money(figures.offerMonthlyCost);
      return (
        <>
          {existing > 0 ? (
            <Trans>
              The monthly cost of {cost}, with the {already} a month you already repay us, would be more than{' '}
              {share} of your monthly income of {income}.
            </Trans>
          ) : (
            <Trans>
              The monthly cost of {cost} would be more than {share} of your monthly income of {income}.
            </Trans>
          )}{' '}
          <Trans>
            {offer} costs {offerCost} a month on average.
          </Trans>
        </>
      );
    }
    case 'affordability.unaffordable': {
      const minimum = money(figures.minimumAmount);
      const cost = money(figures.minimumMonthlyCost);
      const months = figures.termMonths;
      return existing > 0 ? (
        <Trans>
          Even our smallest loan, {minimum} over {months} months, would cost {cost} a month. With the{' '}
          {already} a month you already repay us, that is more than {share} of your monthly income of {income}
          .
        </Trans>
      ) : (
        <Trans>
          Even our smallest loan, {minimum} over {months} months, would cost {cost} a month: more than {share}{' '}
          of your monthly income of {income}.
        </Trans>
      );
    }
    case 'amount.overAutoLimit': {
      const limit = money(figures.autoApproveMax);
      return (
        <Trans>You asked for more than {limit}: a person looks at every application above that amount.</Trans>
      );
    }
    case 'employment.selfEmployedUnder2Years':
      return (
        <Trans>
          You have been self-employed for less than 2 years: a person looks at your income before we decide.
        </Trans>
      );
    case 'mode.manual':
      return <Trans>At the moment a person looks at every application.</Trans>;
    case 'offer.aprCap':
      return <Trans>Our rates changed after your quote: a person checks the offer before we make it.</Trans>;
    default:
      return null;
  }
}

/** How the monthly cost is worked out, said once under the reasons that use it. */
export function AffordabilityNote({ decision }: { decision: DecisionView }) {
  const uses = decision.reasons.some((reason) => reason.startsWith('affordability.'));
  if (!uses) return null;
  return (
    <p className="decision-note">
      <Trans>
        The monthly cost is the total you would repay divided by the number of months. We compare it with your
        personal income before tax, as you gave it in your application.
      </Trans>
    </p>
  );
}

/** Who decided and when: the automatic assessment, or a person. */
export function DecidedBy({ decision }: { decision: DecisionView }) {
  const lang = useLanguage();
  const when = formatDate(decision.decidedAt, lang);
  return (
    <p className="decision-by muted" data-testid="decided-by">
      {decision.decidedBy === 'policy' ? (
        <Trans>Decided by our automatic assessment on {when}.</Trans>
      ) : (
        <Trans>Decided by a member of our team on {when}.</Trans>
      )}
    </p>
  );
}

/**
 * "Ask for a person to look again" (UK GDPR Art. 22): a decline by the automatic assessment may be reviewed
 * by a person once. The loan is read again afterwards, so every screen shows it back under review.
 */
export function ReviewRequest({ loanId, onRequested }: { loanId: number; onRequested?: () => void }) {
  const { t } = useLingui();
  const user = useUser();
  const client = useQueryClient();
  const request = useMutation({
    meta: { silent: true },
    mutationFn: () => apiRequest(`/loan/${loanId}/review`, { method: 'POST', schema: statusResponse }),
    onSuccess: () => {
      showToast('success', t`Submitted successfully, waiting for review`);
      onRequested?.();
      return client.invalidateQueries({ queryKey: loanKeys.member(user.id) });
    },
  });
  const refusal = request.error && isApiError(request.error) ? request.error.msg : null;
  return (
    <div className="review-request" data-testid="review-request">
      <p>
        <Trans>
          This decision was made automatically. If you think it is wrong, or your circumstances are not what
          the figures show, you can ask for a person to look at your application again. They decide within 5
          working days.
        </Trans>
      </p>
      {refusal || request.isError ? (
        <p className="form-error" role="alert">
          {refusal ??
            t`Request timed out or server error, please check the network or contact the administrator!`}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={request.isPending}
        onClick={() => request.mutate()}
        data-testid="ask-review"
      >
        {request.isPending ? <Trans>Sending…</Trans> : <Trans>Ask for a person to look again</Trans>}
      </button>
    </div>
  );
}
