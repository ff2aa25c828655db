import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArrangementOfferView, BorrowerHardshipView } from '../../../domain/api/hardship';
import { apiRequest } from '../../lib/api/api-client';
import { isApiError } from '../../lib/api/api-error';
import { contract } from '../../lib/api/contracts';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { loanKeys } from '../../lib/queries/loan-queries';
import { useUser } from '../../lib/stores/session-store';
import { showToast } from '../../lib/stores/toast-store';
import { Card } from '../../ui/screen';
import { useIdempotencyKey } from '../../ui/use-idempotency-key';
import { arrangementKindLabels } from '../arrangement-labels';
import { hardshipKey } from '../hardship-queries';
import { SignatureForm, type SignBody } from '../sign-offer-form';
import { creditFileAfter, creditFileWords } from './arrangement-words';
import { PlanChanges, PlanCompare } from './plan-compare';
import { DebtAdvice } from './what-happens-next';

const acceptMissing = msg`Please confirm that you have read the variation agreement and agree to it`;

/**
 * The arrangement we offer a borrower in difficulty, to read before agreeing: what it is in words, the
 * figures that change, the payments now and with it side by side, what it means for their credit file, the
 * variation agreement itself, and the same e-signature as the loan's offer — or a plain "no". Loaded only
 * when an offer waits (its own chunk), so the request form stays small.
 */
export default function ArrangementOffer({ loanId, offer }: { loanId: number; offer: ArrangementOfferView }) {
  const { i18n, t } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  const path = `/loan/${loanId}/hardship/offers/${offer.id}`;
  // Each answer is the loan's help view as it now stands: shown at once, and the loan read again.
  const show = (view: BorrowerHardshipView) => {
    client.setQueryData(hardshipKey(user.id, loanId, lang), view);
    return client.invalidateQueries({ queryKey: loanKeys.member(user.id) });
  };
  const answer = contract('hardship', 'borrowerHardshipView');
  const accept = useMutation({
    meta: { silent: true },
    mutationFn: (body: SignBody) =>
      apiRequest(`${path}/accept`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': keyFor(body) },
        schema: answer,
      }),
    onSuccess: (view) => {
      showToast('success', t`You have accepted the arrangement`);
      return show(view);
    },
  });
  const decline = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      apiRequest(`${path}/decline`, {
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': keyFor({ decline: offer.id }) },
        schema: answer,
      }),
    onSuccess: show,
  });
  const kind = i18n._(arrangementKindLabels[offer.kind]);
  const until = offer.expiresOn ? formatDate(offer.expiresOn, lang) : '';
  return (
    <>
      <Card className="notice-card notice-card--offer" testId="arrangement-offer">
        <h2 className="card__title">
          <Trans>Our offer: {kind}</Trans>
        </h2>
        <TermsInWords offer={offer} />
        <p>
          {until ? (
            <Trans>Decide by {until}. Nothing changes unless you accept it.</Trans>
          ) : (
            <Trans>Nothing changes unless you accept it.</Trans>
          )}
        </p>
        <PlanChanges plan={offer.plan} />
      </Card>
      <PlanCompare plan={offer.plan} />
      <Card testId="arrangement-credit-file">
        <h2 className="card__title">
          <Trans>What it means for your credit file</Trans>
        </h2>
        <p>{i18n._(creditFileWords[offer.kind])}</p>
        <p>{i18n._(creditFileAfter)}</p>
      </Card>
      <article className="document card" data-testid="variation-document">
        <header className="document__head">
          <h2 className="document__title">{offer.document.title}</h2>
        </header>
        {offer.document.sections.map((section) => (
          <section key={section.heading} className="document__section">
            <h3>{section.heading}</h3>
            {section.text
              .split(/\n+/)
              .filter((paragraph) => paragraph.trim() !== '')
              .map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text never reorder.
                <p key={index}>{paragraph}</p>
              ))}
          </section>
        ))}
      </article>
      <SignatureForm
        versionHash={offer.document.versionHash}
        sign={accept}
        testId="arrangement-sign"
        title={<Trans>Accept the arrangement</Trans>}
        consent={<Trans>I have read the variation agreement above, and I agree to it</Trans>}
        consentMissing={acceptMissing}
        submit={{ idle: <Trans>Accept and sign</Trans>, pending: <Trans>Signing…</Trans> }}
      />
      <Card testId="arrangement-decline">
        <h2 className="card__title">
          <Trans>Not right for you?</Trans>
        </h2>
        <p>
          <Trans>
            You can say no. Your loan stays as it is, your request stays open, and we will contact you about
            what else we can do.
          </Trans>
        </p>
        {decline.error ? (
          <p className="form-error" role="alert">
            {isApiError(decline.error) && decline.error.code !== 'NETWORK'
              ? decline.error.msg
              : t`No answer: nothing is known to have changed. Try again — it will not be done twice.`}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          disabled={decline.isPending}
          onClick={() => {
            if (window.confirm(t`Say no to this offer? Your loan stays as it is.`)) decline.mutate();
          }}
        >
          <Trans>Decline the offer</Trans>
        </button>
      </Card>
      <DebtAdvice />
    </>
  );
}

/** The offer's terms as a sentence or two: what they pay, for how long, and what happens after. */
function TermsInWords({ offer }: { offer: ArrangementOfferView }) {
  const lang = useLanguage();
  const terms = offer.plan.terms;
  switch (terms.kind) {
    case 'PAYMENT_HOLIDAY': {
      const months = terms.months;
      return (
        <p data-testid="arrangement-terms">
          {terms.freezeInterest ? (
            <Trans>
              No payments for {months} months, and no interest added for them. The payments you skip are added
              at the end of the loan.
            </Trans>
          ) : (
            <Trans>
              No payments for {months} months. Interest is still added for them, and the payments you skip are
              added at the end of the loan.
            </Trans>
          )}
        </p>
      );
    }
    case 'REDUCED_PAYMENT': {
      const months = terms.months;
      const payment = formatAmount(terms.payment, lang);
      return (
        <p data-testid="arrangement-terms">
          {terms.afterwards === 'SPREAD' ? (
            <Trans>
              You pay {payment} a month for {months} months. After that, what you did not pay is spread over
              the payments left.
            </Trans>
          ) : (
            <Trans>
              You pay {payment} a month for {months} months. After that, your payments go back to what they
              were, and the loan runs longer to make up the difference.
            </Trans>
          )}
        </p>
      );
    }
    case 'TERM_EXTENSION': {
      const months = terms.months;
      return (
        <p data-testid="arrangement-terms">
          <Trans>
            What you owe is spread over {months} monthly payments from now, so each payment is smaller.
          </Trans>
        </p>
      );
    }
  }
}
