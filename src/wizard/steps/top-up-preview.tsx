import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isRepaymentMethod } from '../../../domain/loan/methods';
import { isApiError } from '../../lib/api/api-error';
import { useLanguage } from '../../lib/i18n/language';
import { loanListQuery } from '../../lib/queries/loan-queries';
import { TopUpParts } from '../../ui/member/top-up-parts';
import { wizardMessageText } from '../wizard-labels';
import { loanInput } from '../wizard-model';
import type { LoanConfig } from '../wizard-queries';
import { topUpQuoteQuery } from '../wizard-queries';

/** How long the amount must rest before the server is asked: one quote per figure typed, not per key. */
const SETTLE_MS = 500;

function useSettled<T>(value: T, key: string): T {
  const [settled, setSettled] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value`, an object made anew each render.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/**
 * With a loan running, this application is a top-up of it (DESIGN §4): the loan step shows, from the
 * server's quote, what of the amount settles that loan and what is paid to the borrower — or why the amount
 * is too small to. Nothing for a borrower with no loan running, or while the amount is not yet a loan.
 */
export function TopUpPreview({
  memberId,
  amount: amountText,
  termMonths: termText,
  method: methodText,
  config,
}: {
  memberId: number;
  amount: string;
  termMonths: string;
  method: string;
  config: LoanConfig | null;
}) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const loans = useQuery({ ...loanListQuery(memberId), meta: { silent: true } });
  const running = loans.data?.list.some((loan) => loan.status === 'DISBURSED') ?? false;
  const { amount, termMonths, method } = loanInput({
    loan: { amount: amountText, termMonths: termText, method: methodText },
  });
  const usable =
    config !== null &&
    amount !== undefined &&
    !Number.isNaN(amount) &&
    amount >= config.minimumAmount &&
    amount <= config.maximumAmount &&
    termMonths !== undefined &&
    isRepaymentMethod(method);
  const input = useSettled(
    usable ? { amount, termMonths, method } : null,
    usable ? `${amount}/${termMonths}/${method}` : '',
  );
  const quote = useQuery({
    ...topUpQuoteQuery(memberId, input ?? { amount: 0, termMonths: 0, method: 'EQUAL_INSTALLMENT' }),
    enabled: running && input !== null && memberId > 0,
  });
  if (!running) return null;
  const refusal = isApiError(quote.error) ? (quote.error.fields.amount ?? quote.error.msg) : null;
  // Why a top-up is not possible yet (a late payment, the six months not run), in the quote's own words.
  const reasons = quote.data && input ? quote.data.eligibility.reasons : [];
  return (
    <section className="wizard-top-up" aria-live="polite" data-testid="wizard-top-up">
      {quote.data?.topUp && input ? (
        <TopUpParts topUp={quote.data.topUp} testId="wizard-top-up-parts" />
      ) : refusal && input ? (
        <p className="muted">
          <Trans>
            You have a loan running, so this application is a top-up of it: part of the new loan first settles
            the loan you have, and the rest is paid to you.
          </Trans>
        </p>
      ) : (
        <p className="muted">
          <Trans>
            You have a loan running, so this application is a top-up of it: part of the new loan first settles
            the loan you have, and the rest is paid to you. Enter the amount, term and method to see both
            parts.
          </Trans>
        </p>
      )}
      {reasons.length > 0 ? (
        <ul className="field__error" role="alert" data-testid="wizard-top-up-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{wizardMessageText(i18n, reason, lang)}</li>
          ))}
        </ul>
      ) : null}
      {refusal && input ? (
        <p className="field__error" role="alert" data-testid="wizard-top-up-refusal">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}
