import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type LoanBookView, prepaymentResponse } from '../../domain/api/servicing';
import type { PrepaymentMode } from '../../domain/servicing/ledger-codes';
import { apiRequest } from '../lib/api/api-client';
import { isApiError } from '../lib/api/api-error';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { prepaymentPlanQuery } from '../lib/queries/loan-book-queries';
import { loanKeys } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { ChoiceField } from '../ui/member/choice-field';
import { Card } from '../ui/screen';
import { useIdempotencyKey } from '../ui/use-idempotency-key';
import { Fact } from './fact';

type Choice = 'KEEP' | PrepaymentMode;

/**
 * Money received beyond what is due is the borrower's credit, and theirs to place (CCA s94, partial early
 * repayment): kept for the next bill (what happens unless they choose), or paid off principal now — for a
 * shorter loan or for lower payments. The new schedule is shown before they choose; it is the server's plan
 * from the replayed book (domain/servicing/prepayment-plan.ts), the same one it books.
 */
export function CreditHeldPanel({ loanId, book }: { loanId: number; book: LoanBookView }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  const [choice, setChoice] = useState<Choice>('KEEP');
  // No plan to ask for once the credit is placed (the book read again says so).
  const mode = choice === 'KEEP' || book.creditHeld <= 0 ? null : choice;
  const plan = useQuery({ ...prepaymentPlanQuery(user.id, loanId, mode), meta: { silent: true } });
  const prepay = useMutation({
    meta: { silent: true },
    mutationFn: (body: { mode: PrepaymentMode }) =>
      apiRequest(`/loan/${loanId}/prepayment`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': keyFor(body) },
        schema: prepaymentResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: loanKeys.member(user.id) }),
  });
  if (book.creditHeld <= 0) {
    return prepay.isSuccess ? (
      <p className="notice" role="status" data-testid="prepayment-done">
        <Trans>Done: your credit has paid off principal, and your new schedule is below.</Trans>
      </p>
    ) : null;
  }
  const held = formatAmount(book.creditHeld, lang);
  const nextDue = book.bills.find((bill) => bill.state === 'NOT_DUE');
  const nextDueDate = nextDue ? formatDate(nextDue.dueDate, lang) : '';
  const options: { value: Choice; label: string }[] = [
    {
      value: 'KEEP',
      label: nextDue ? t`Keep it for my next bill, due ${nextDueDate}` : t`Keep it for my next bill`,
    },
    { value: 'SHORTER_TERM', label: t`Pay off principal now, and finish sooner (same monthly payment)` },
    { value: 'LOWER_PAYMENT', label: t`Pay off principal now, and pay less each month (same end date)` },
  ];
  const figures = plan.data;
  return (
    <Card className="notice-card notice-card--success" testId="credit-held">
      <h2 className="card__title">
        <Trans>You have {held} in credit</Trans>
      </h2>
      <p>
        <Trans>
          You paid more than was due. The money is yours to place: choose what happens to it. You can pay off
          part of your loan early at any time, and you pay no interest on what you pay off.
        </Trans>
      </p>
      <ChoiceField
        legend={<Trans>What should we do with your credit?</Trans>}
        name="credit-choice"
        value={choice}
        options={options}
        onValue={(value) => {
          prepay.reset();
          setChoice(value as Choice);
        }}
      />
      {mode === null ? (
        <p className="muted" data-testid="credit-kept">
          <Trans>Nothing to do: it goes towards your next bill on its due date.</Trans>
        </p>
      ) : figures ? (
        <>
          <dl className="facts" data-testid="prepayment-plan">
            <Fact label={<Trans>Paid off now</Trans>} value={formatAmount(figures.amount, lang)} />
            <Fact
              label={<Trans>Monthly payment</Trans>}
              value={`${formatAmount(figures.instalmentBefore, lang)} → ${formatAmount(figures.instalmentAfter, lang)}`}
              testId="plan-instalment"
            />
            <Fact
              label={<Trans>Payments left</Trans>}
              value={`${figures.before.length} → ${figures.after.length}`}
              testId="plan-payments"
            />
            <Fact
              label={<Trans>Last payment</Trans>}
              value={`${formatDate(figures.before.at(-1)?.dueDate ?? figures.on, lang)} → ${formatDate(
                figures.after.at(-1)?.dueDate ?? figures.on,
                lang,
              )}`}
            />
            <Fact
              label={<Trans>Interest you save</Trans>}
              value={<strong>{formatAmount(figures.interestSaved, lang)}</strong>}
              testId="plan-saved"
            />
          </dl>
          <div className="button-row button-row--start">
            <button
              type="button"
              className="button button--primary"
              disabled={prepay.isPending}
              onClick={() => prepay.mutate({ mode })}
              data-testid="confirm-prepayment"
            >
              {prepay.isPending ? (
                <Trans>Working…</Trans>
              ) : (
                <Trans>Pay off {formatAmount(figures.amount, lang)} now</Trans>
              )}
            </button>
          </div>
        </>
      ) : plan.isPending ? (
        <p className="muted" aria-busy="true">
          <Trans>Working out your new schedule…</Trans>
        </p>
      ) : (
        <p role="alert">
          {isApiError(plan.error) && plan.error.code === 'C409' ? (
            plan.error.msg
          ) : (
            <Trans>We could not work out the new schedule. Check your connection and try again.</Trans>
          )}
        </p>
      )}
      {prepay.error ? (
        <p role="alert" data-testid="prepayment-failed">
          {isApiError(prepay.error) && prepay.error.code !== 'NETWORK' ? (
            prepay.error.msg
          ) : (
            <Trans>No answer: nothing is known to have changed. Try again — it will not be done twice.</Trans>
          )}
        </p>
      ) : null}
    </Card>
  );
}
