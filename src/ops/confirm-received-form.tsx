import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { receivedPrefill } from '../../domain/api/servicing';
import { compareDates, isIsoDate } from '../../domain/loan/dates';
import { parsePoundsInput, poundsInputText } from '../../domain/money-input';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { TextField } from '../ui/text-field';
import { type ActionFailure, ConfirmPanel, FailureNotice } from './ops-action';

type Prefill = z.infer<typeof receivedPrefill>;

export interface ReceivedBody {
  amount: number;
  receivedOn: string;
}

/**
 * Confirming a voucher books what actually arrived, on the day it arrived (issue 33 §2): the amount the
 * borrower stated (else what was asked) and the voucher's day are filled in; the operator corrects them to
 * what the account shows. Less than was due leaves the bills part-paid; more is held as the borrower's
 * credit. Checked here as the server checks it, then asked once.
 */
export function ConfirmReceivedForm({
  prefill,
  asked,
  action,
  onReload,
}: {
  prefill: Prefill;
  /** What the borrower was asked to pay (the bills' total, or the settlement figure). */
  asked: number;
  action: {
    run(body: ReceivedBody): Promise<unknown>;
    pending: boolean;
    failure: ActionFailure | null;
    reset(): void;
  };
  onReload(): void;
}) {
  const { t } = useLingui();
  const lang = useLanguage();
  const [amountText, setAmountText] = useState(poundsInputText(prefill.amount));
  const [receivedOn, setReceivedOn] = useState(prefill.on);
  const [problems, setProblems] = useState<{ amount?: string; receivedOn?: string }>({});
  const [asking, setAsking] = useState<ReceivedBody | null>(null);
  const earliest = prefill.earliest;
  const review = (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    const amount = parsePoundsInput(amountText);
    const found: typeof problems = {};
    if (amount === undefined) found.amount = t`Enter the amount that arrived.`;
    else if (amount === null || amount <= 0)
      found.amount = t`Enter an amount in pounds and pence above zero, such as 161.10.`;
    if (!isIsoDate(receivedOn)) found.receivedOn = t`Enter the day it arrived, as YYYY-MM-DD.`;
    else if (earliest && compareDates(receivedOn, earliest) < 0)
      found.receivedOn = t`A payment cannot arrive before the payout on ${formatDate(earliest, lang)}.`;
    else if (compareDates(receivedOn, prefill.latest) > 0)
      found.receivedOn = t`A payment cannot be dated after today’s business date, ${formatDate(prefill.latest, lang)}.`;
    setProblems(found);
    if (Object.keys(found).length === 0 && typeof amount === 'number') setAsking({ amount, receivedOn });
  };
  const fields = action.failure?.fields ?? {};
  const chosen = asking;
  return (
    <form className="ops-form" onSubmit={review} noValidate data-testid="confirm-received">
      <div className="ops-form__row">
        <TextField
          label={t`Amount received (£)`}
          name="amount"
          inputMode="decimal"
          value={amountText}
          error={problems.amount ?? fields.amount ?? null}
          onChange={(event) => {
            setAmountText(event.target.value);
            setAsking(null);
          }}
        />
        <TextField
          label={t`Received on`}
          name="receivedOn"
          type="date"
          value={receivedOn}
          min={earliest ?? undefined}
          max={prefill.latest}
          error={problems.receivedOn ?? fields.receivedOn ?? null}
          onChange={(event) => {
            setReceivedOn(event.target.value);
            setAsking(null);
          }}
        />
      </div>
      {chosen ? (
        <ConfirmPanel
          question={
            <>
              <Trans>
                Book {formatAmount(chosen.amount, lang)} received on {formatDate(chosen.receivedOn, lang)}?
              </Trans>{' '}
              {chosen.amount < asked ? (
                <Trans>
                  That is {formatAmount(asked - chosen.amount, lang)} less than was asked: the bills stay part
                  paid, oldest first.
                </Trans>
              ) : chosen.amount > asked ? (
                <Trans>
                  That is {formatAmount(chosen.amount - asked, lang)} more than was asked: it is held as the
                  borrower’s credit, for them to place.
                </Trans>
              ) : (
                <Trans>That is what was asked: the bills are paid.</Trans>
              )}
            </>
          }
          confirmLabel={<Trans>Yes, book it</Trans>}
          pending={action.pending}
          onConfirm={() => {
            void action
              .run(chosen)
              .catch(() => undefined)
              .finally(() => setAsking(null));
          }}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <div className="button-row button-row--start">
          <button type="submit" className="button button--primary" data-testid="confirm-repayment">
            <Trans>Confirm what arrived…</Trans>
          </button>
        </div>
      )}
      {action.failure && !fields.amount && !fields.receivedOn ? (
        <FailureNotice failure={action.failure} onReload={onReload} />
      ) : null}
    </form>
  );
}
