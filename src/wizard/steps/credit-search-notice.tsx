import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isRepaymentMethod, type RepaymentMethod } from '../../../domain/loan/methods';
import { loanInput, type QuoteRef, type WizardDraft, type WizardValues } from '../wizard-model';
import { topUpQuoteQuery } from '../wizard-queries';

/** A quote kept in the draft is used for the submit while it has more than this left (submit-application.ts). */
const QUOTE_MARGIN_MS = 60_000;

type Input = { amount: number; termMonths: number; method: RepaymentMethod };

function completeInput(values: WizardValues): Input | null {
  const { amount, termMonths, method } = loanInput(values);
  if (
    amount === undefined ||
    Number.isNaN(amount) ||
    amount <= 0 ||
    !termMonths ||
    !isRepaymentMethod(method)
  )
    return null;
  return { amount, termMonths, method };
}

function quoteFor(
  quote: QuoteRef | null,
  input: Pick<QuoteRef, 'amount' | 'termMonths' | 'method'> | null,
): QuoteRef | null {
  return quote &&
    input &&
    quote.amount === input.amount &&
    quote.termMonths === input.termMonths &&
    quote.method === input.method &&
    Date.parse(quote.validUntil) > Date.now() + QUOTE_MARGIN_MS
    ? quote
    : null;
}

/**
 * The credit file at the review step (DESIGN §4): the quote for the chosen loan is a soft search, which no
 * other lender sees, and it is taken here — once per amount, term and method — so that a file holding what
 * we do not lend past is said before the borrower submits; the quote is kept in the draft, so the submit
 * uses it and makes no second search. Then, beside the submit button: submitting makes a hard search.
 * A profile that does not name the person yet (a first application) is searched at submit instead, which
 * stops before applying if the file is adverse (submit-application.ts).
 */
export function CreditSearchNotice({
  draft,
  values,
  memberId,
  remember,
}: {
  draft: WizardDraft;
  values: WizardValues;
  memberId: number;
  remember(quote: QuoteRef, idempotencyKey: string): void;
}) {
  const input = completeInput(values);
  const kept = quoteFor(draft.quote, input);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const quote = useQuery({
    ...topUpQuoteQuery(memberId, input ?? { amount: 0, termMonths: 0, method: 'EQUAL_INSTALLMENT' }),
    enabled: input !== null && kept === null && memberId > 0,
    // Every quote is a search of the file: one per figures while the step is open, not one per visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const answer = quote.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new quote; the draft is read from its ref
  useEffect(() => {
    // Not searched: the profile does not name the person yet; the submit saves it, then quotes again.
    if (!answer || answer.creditCheck === 'notSearched') return;
    const current = draftRef.current;
    const taken: QuoteRef = {
      quoteId: answer.quoteId,
      amount: answer.amount,
      termMonths: answer.termMonths,
      method: answer.method,
      validUntil: answer.validUntil,
      ...(answer.creditCheck ? { creditCheck: answer.creditCheck } : {}),
    };
    // A quote kept meanwhile (a submit took its own) is the one the submit uses: it stays.
    if (quoteFor(current.quote, taken)) return;
    // As the submit does: a new quote under an earlier quote's key would be refused as a different request.
    remember(taken, current.quote ? crypto.randomUUID() : current.idempotencyKey);
  }, [answer?.quoteId]);

  const shown = kept?.creditCheck ?? (answer && quoteFor(answer, input) ? answer.creditCheck : undefined);
  return (
    <div className="wizard-credit" data-testid="credit-search-notice">
      {shown === 'adverse' ? (
        <div className="notice notice--warning" role="alert" data-testid="credit-check-adverse">
          <p>
            <strong>
              <Trans>Your credit file shows records we do not lend past.</Trans>
            </strong>
          </p>
          <p>
            <Trans>
              The soft search made for your quote found a default in the last 12 months, or a county court
              judgment or an insolvency in the last 6 years. If you submit, your application is likely to be
              declined, and its hard search stays on your credit file where other lenders can see it. Nothing
              has been sent: you can stop here.
            </Trans>
          </p>
        </div>
      ) : shown === 'clear' ? (
        <p className="notice wizard-notice" data-testid="credit-check-clear">
          <Trans>
            Your quote made a soft search of your credit file: no other lender can see it, and it does not
            affect your credit score. It found nothing we do not lend past; we decide on everything when you
            apply.
          </Trans>
        </p>
      ) : shown === 'unavailable' ? (
        <p className="notice wizard-notice" data-testid="credit-check-unavailable">
          <Trans>
            Your quote's soft search got no answer from the credit reference agency. If it cannot answer when
            you submit either, a person looks at your application before we decide.
          </Trans>
        </p>
      ) : answer?.creditCheck === 'notSearched' ? (
        <p className="notice wizard-notice" data-testid="credit-check-later">
          <Trans>
            Your credit file has not been searched yet: we need your name, date of birth and address, which
            are saved when you submit. A soft search comes first, which no other lender sees; if your file
            shows records we do not lend past, we stop and tell you before anything is sent.
          </Trans>
        </p>
      ) : quote.isFetching ? (
        <p className="muted" role="status">
          <Trans>Checking your credit file with a soft search…</Trans>
        </p>
      ) : null}
      <p className="wizard-credit__hard" data-testid="credit-check-hard">
        <Trans>
          Submitting your application makes a hard search of your credit file with the credit reference
          agency. Other lenders can see a hard search on your file.
        </Trans>
      </p>
    </div>
  );
}
