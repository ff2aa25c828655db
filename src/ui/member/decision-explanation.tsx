import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DecisionView, statusResponse } from '../../../domain/api/loans';
import type { DecisionReason } from '../../../domain/decision/outcomes';
import { addMonths, compareDates } from '../../../domain/loan/dates';
import { REAPPLY_MONTHS } from '../../../domain/loan/lifecycle';
import { londonDateOf } from '../../../domain/loan/london-date';
import { formatRatePercent } from '../../../domain/money';
import { apiRequest } from '../../lib/api/api-client';
import { isApiError } from '../../lib/api/api-error';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { type Language, useLanguage } from '../../lib/i18n/language';
import { loanKeys } from '../../lib/queries/loan-queries';
import { useUser } from '../../lib/stores/session-store';
import { showToast } from '../../lib/stores/toast-store';
import { CreditAgencyContact } from './credit-agency-contact';
import { AffordabilityNoteV2, affordabilitySentenceV2, readsCreditFile } from './decision-affordability-v2';
import './decision.css';

/** Declines on what the credit file holds: they name the agency and how to get the file (CCA s157). */
const fileDeclines: readonly DecisionReason[] = [
  'credit.insolvency',
  'credit.judgment',
  'credit.recentDefault',
];

/**
 * Why a decision came out as it did, in plain words with the figures the rule used — the same words on the
 * result page after submitting and on the loan's page. Only the policy's own reasons are put into words
 * here; an operator's decline carries their own words (the rejection reason), shown by the caller. A
 * decline on credit file data adds the agency and how to reach it; a decline says when a new application
 * is possible.
 */
export function DecisionReasons({ decision }: { decision: DecisionView }) {
  const lang = useLanguage();
  const sentences = decision.reasons.flatMap((reason) => {
    // A fraud marker and shared details are told in the same words, once: what was found is not said.
    if (reason === 'fraud.sharedDetails' && decision.reasons.includes('credit.fraudMarker')) return [];
    const sentence = reasonSentence(reason, decision.figures, lang);
    return sentence ? [{ reason, sentence }] : [];
  });
  const declined = decision.outcome === 'DECLINE';
  const onFile = declined && decision.reasons.some((reason) => fileDeclines.includes(reason));
  if (sentences.length === 0 && !onFile) return null;
  return (
    <>
      {sentences.length > 0 ? (
        <ul className="decision-reasons" data-testid="decision-reasons">
          {sentences.map(({ reason, sentence }) => (
            <li key={reason} data-reason={reason}>
              {sentence}
            </li>
          ))}
        </ul>
      ) : null}
      {onFile && decision.agency ? <CreditAgencyContact agency={decision.agency} /> : null}
      {declined ? <ReapplyDate decidedAt={decision.decidedAt} /> : null}
    </>
  );
}

/**
 * A decline that stands starts the wait before a new application (DESIGN §4), counted from the day of the
 * decision as the server counts it; said only while it runs.
 */
function ReapplyDate({ decidedAt }: { decidedAt: string }) {
  const lang = useLanguage();
  const from = addMonths(londonDateOf(new Date(decidedAt)), REAPPLY_MONTHS);
  if (compareDates(londonDateOf(new Date()), from) >= 0) return null;
  const date = formatDate(`${from}T12:00:00Z`, lang);
  return (
    <p className="decision-wait" data-testid="decision-reapply">
      <Trans>
        If this decision stands, you can apply again from {date}: a new application is possible 3 months after
        a decline.
      </Trans>
    </p>
  );
}

function reasonSentence(reason: DecisionReason, figures: DecisionView['figures'], lang: Language): ReactNode {
  const money = (minor: number | undefined) => formatAmount(minor ?? 0, lang);
  const share = formatRatePercent(figures.maxShare ?? '0');
  const income = money(figures.monthlyIncome);
  const existing = figures.existingMonthlyCost ?? 0;
  const already = money(existing);
  switch (reason) {
    case 'affordability.counterOffer':
    case 'affordability.unaffordable':
      if (readsCreditFile(figures)) return affordabilitySentenceV2(reason, figures, lang);
      break;
  }
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
            Averaged over its term (the total repayable divided by the number of months), {offer} costs{' '}
            {offerCost} a month.
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
    case 'credit.insolvency':
      return (
        <Trans>
          Your credit file shows a bankruptcy, an individual voluntary arrangement, a debt relief order or a
          trust deed in the last 6 years. We do not lend while one is on your file.
        </Trans>
      );
    case 'credit.judgment':
      return (
        <Trans>
          Your credit file shows a county court judgment in the last 6 years. We do not lend while one is on
          your file, even once it has been paid.
        </Trans>
      );
    case 'credit.recentDefault':
      return (
        <Trans>
          Your credit file shows a default on a credit agreement in the last 12 months. We do not lend until a
          year has passed since a default.
        </Trans>
      );
    case 'credit.identityNotMatched':
      return (
        <Trans>
          The credit reference agency could not match your name, date of birth or address to its records. A
          person checks your details before we decide, and may ask you for proof of your address.
        </Trans>
      );
    case 'credit.fraudMarker':
    case 'fraud.sharedDetails':
      return (
        <Trans>We need to check some details with you before we decide; a person will be in touch.</Trans>
      );
    case 'credit.manySearches':
      return (
        <Trans>
          Your credit file shows several applications for credit in the last 3 months. A person looks at your
          application before we decide.
        </Trans>
      );
    case 'credit.agencyUnavailable':
      return (
        <Trans>
          The credit reference agency did not answer when we searched your credit file. We never decide
          without it: a person searches again and decides.
        </Trans>
      );
    case 'income.proofNeeded':
      return (
        <Trans>
          The income you gave is more than the credit reference agency's records show. Please send us proof of
          your income for the last 60 days, such as payslips or bank statements, from your loan's page: a
          person decides once they have it.
        </Trans>
      );
    default:
      return null;
  }
}

/** How the monthly cost is worked out, said once under the reasons that use it. */
export function AffordabilityNote({ decision }: { decision: DecisionView }) {
  const lang = useLanguage();
  const uses = decision.reasons.some((reason) => reason.startsWith('affordability.'));
  if (!uses) return null;
  if (readsCreditFile(decision.figures))
    return <AffordabilityNoteV2 figures={decision.figures} lang={lang} />;
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
            (navigator.onLine
              ? t`Request timed out or server error, please check the network or contact the administrator!`
              : t`You are offline: your request has not been sent. Ask again once you are back online.`)}
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
