import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ArrangementOfferView, BorrowerHardshipView } from '../../../domain/api/hardship';
import { apiRequest } from '../../lib/api/api-client';
import { isApiError } from '../../lib/api/api-error';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { loanKeys } from '../../lib/queries/loan-queries';
import { useUser } from '../../lib/stores/session-store';
import { showToast } from '../../lib/stores/toast-store';
import { Card, Screen } from '../../ui/screen';
import { LoanList } from '../loan-list';
import { useIdempotencyKey } from '../loan-mutations';
import { SignatureForm, type SignBody } from '../sign-offer-form';
import { ArrangementSummary } from './arrangement-summary';
import { arrangementKindLabels, creditFileAfter, creditFileWords } from './arrangement-words';
import { hardshipQuery } from './hardship-queries';
import { PlanChanges, PlanCompare } from './plan-compare';
import { DebtAdvice } from './what-happens-next';
import './hardship.css';

const route = getRouteApi('/loan/arrangement');

const acceptMissing = msg`Please confirm that you have read the variation agreement and agree to it`;

/** The arrangement we offer a borrower in difficulty, to read and accept or decline; then the one in force. */
export function ArrangementScreen() {
  const { id } = route.useSearch();
  return (
    <Screen width="normal" title={<Trans>Your payment arrangement</Trans>} testId="arrangement">
      {id ? <ArrangementOf loanId={id} /> : <LoanList target="/loan/arrangement" />}
    </Screen>
  );
}

function ArrangementOf({ loanId }: { loanId: number }) {
  const user = useUser();
  const lang = useLanguage();
  const query = useQuery(hardshipQuery(user.id, loanId, lang));
  const view = query.data;
  if (!view) {
    return query.isPending ? (
      <p className="muted" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    ) : (
      <p role="alert">
        <Trans>We could not load this loan.</Trans>
      </p>
    );
  }
  const offer = view.offer;
  const lapsed =
    offer &&
    (offer.status === 'LAPSED' ||
      (offer.status === 'OFFERED' && offer.expiresOn !== null && offer.expiresOn < view.businessDate));
  return (
    <>
      {offer && offer.status === 'OFFERED' && !lapsed ? (
        <OfferToDecide loanId={loanId} offer={offer} />
      ) : null}
      {offer && lapsed ? <LapsedNote loanId={loanId} offer={offer} /> : null}
      {offer?.status === 'DECLINED' ? <DeclinedByYou loanId={loanId} offer={offer} /> : null}
      {view.arrangement ? <ArrangementSummary loanId={loanId} arrangement={view.arrangement} /> : null}
      {!offer && !view.arrangement ? <NothingOffered loanId={loanId} view={view} /> : null}
      <nav className="button-row button-row--start">
        <Link to="/loan/detail" search={{ id: loanId }} className="button button--secondary">
          <Trans>Back to the loan</Trans>
        </Link>
      </nav>
    </>
  );
}

function OfferToDecide({ loanId, offer }: { loanId: number; offer: ArrangementOfferView }) {
  const { i18n, t } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  const path = `/loan/${loanId}/hardship/offers/${offer.id}`;
  const refresh = () => client.invalidateQueries({ queryKey: loanKeys.member(user.id) });
  const accept = useMutation({
    meta: { silent: true },
    // The answer is not read: the loan's help view, read again, shows the arrangement in force.
    mutationFn: (body: SignBody) =>
      apiRequest(`${path}/accept`, { method: 'POST', body, headers: { 'Idempotency-Key': keyFor(body) } }),
    onSuccess: () => {
      showToast('success', t`You have accepted the arrangement`);
      return refresh();
    },
  });
  const decline = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      apiRequest(`${path}/decline`, {
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': keyFor({ decline: offer.id }) },
      }),
    onSuccess: refresh,
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
          {terms.then === 'SPREAD' ? (
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

function LapsedNote({ loanId, offer }: { loanId: number; offer: ArrangementOfferView }) {
  const lang = useLanguage();
  const on = offer.expiresOn ? formatDate(offer.expiresOn, lang) : '';
  return (
    <Card className="notice-card" testId="arrangement-lapsed">
      <h2 className="card__title">
        <Trans>This offer has lapsed</Trans>
      </h2>
      <p>
        {on ? (
          <Trans>
            It could be accepted until {on}, so it can no longer be signed. Your loan is unchanged.
          </Trans>
        ) : (
          <Trans>It can no longer be signed. Your loan is unchanged.</Trans>
        )}
      </p>
      <p>
        <Trans>
          Your request for help stays open and we will contact you. If things have changed, tell us.
        </Trans>
      </p>
      <Link to="/loan/hardship" search={{ id: loanId }} className="button button--secondary">
        <Trans>Your request for help</Trans>
      </Link>
    </Card>
  );
}

function DeclinedByYou({ loanId, offer }: { loanId: number; offer: ArrangementOfferView }) {
  const lang = useLanguage();
  const on = offer.decidedAt ? formatDate(offer.decidedAt, lang) : '';
  return (
    <Card className="notice-card" testId="arrangement-declined">
      <p>
        <Trans>
          You said no to our offer on {on}. Your loan is unchanged and your request stays open: we will
          contact you about what else we can do.
        </Trans>
      </p>
      <Link to="/loan/hardship" search={{ id: loanId }} className="button button--secondary">
        <Trans>Your request for help</Trans>
      </Link>
    </Card>
  );
}

function NothingOffered({ loanId, view }: { loanId: number; view: BorrowerHardshipView }) {
  return (
    <Card testId="arrangement-none">
      <p>
        {view.request && view.request.status !== 'CLOSED' ? (
          <Trans>We are looking at your request. Any offer we make will appear here.</Trans>
        ) : (
          <Trans>There is no arrangement on this loan.</Trans>
        )}
      </p>
      <Link to="/loan/hardship" search={{ id: loanId }} className="button button--secondary">
        <Trans>I’m struggling to pay</Trans>
      </Link>
    </Card>
  );
}
