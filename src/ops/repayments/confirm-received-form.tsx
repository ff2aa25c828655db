import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { receivedPrefill } from '../../../domain/api/servicing';
import { compareDates, isIsoDate } from '../../../domain/loan/dates';
import { parsePoundsInput, poundsInputText } from '../../../domain/money-input';
import { formatMicroUsdt, parseUsdtAmount, usdtProblems } from '../../../domain/usdt/usdt-amount';
import { poundsReceived } from '../../../domain/usdt/usdt-conversion';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { TextField } from '../../ui/text-field';
import { type RepaymentUsdt, UsdtReceivedFacts } from '../payouts/usdt-received';
import { type ActionFailure, ConfirmPanel, FailureNotice } from '../shared/ops-action';

type Prefill = z.infer<typeof receivedPrefill>;

/** What arrived: pounds, or USDT (six decimals, as text) that the server converts (decision 098). */
export type ReceivedBody =
  | { amount: number; receivedOn: string }
  | { usdtReceived: string; receivedOn: string };

/** The USDT typed, read: micro-USDT and its pounds at the rate, or the words of what is wrong. */
function readUsdt(
  text: string,
  rate: string | null,
  words: { decimals: string; invalid: string },
): { problem: string } | { micro: number; pence: number | null } {
  const parsed = parseUsdtAmount(text);
  if ('problem' in parsed) {
    return { problem: parsed.problem === usdtProblems.amountDecimals ? words.decimals : words.invalid };
  }
  return { micro: parsed.micro, pence: rate ? poundsReceived(parsed.micro, rate) : null };
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
  usdt = null,
  action,
  onReload,
}: {
  prefill: Prefill;
  /**
   * The USDT beside the repayment: when given, what arrived may be entered in USDT — first, when the
   * borrower was shown a USDT figure.
   */
  usdt?: RepaymentUsdt | null;
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
  const [usdtText, setUsdtText] = useState(usdt?.prefill ?? '');
  // In USDT when the borrower was shown a USDT figure; a report without one starts in pounds, as before.
  const [currency, setCurrency] = useState<'USDT' | 'GBP'>(usdt?.quote ? 'USDT' : 'GBP');
  const [receivedOn, setReceivedOn] = useState(prefill.on);
  const [problems, setProblems] = useState<{ amount?: string; receivedOn?: string; usdtReceived?: string }>(
    {},
  );
  const [asking, setAsking] = useState<{ body: ReceivedBody; pence: number; micro?: number } | null>(null);
  const earliest = prefill.earliest;
  const rate = usdt?.rate ?? null;
  const usdtRead = readUsdt(usdtText, rate, {
    decimals: t`A USDT amount has at most six decimals.`,
    invalid: t`Enter the USDT that arrived, above zero, such as 161.100000.`,
  });
  const review = (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    const amount = parsePoundsInput(amountText);
    const found: typeof problems = {};
    if (currency === 'USDT') {
      if ('problem' in usdtRead) found.usdtReceived = usdtRead.problem;
      else if (!rate) found.usdtReceived = usdt?.problem ?? t`There is no rate to convert USDT at.`;
      else if (usdtRead.pence === 0)
        found.usdtReceived = t`At ${rate} USDT a pound this is worth less than a penny.`;
    } else if (amount === undefined) found.amount = t`Enter the amount that arrived.`;
    else if (amount === null || amount <= 0)
      found.amount = t`Enter an amount in pounds and pence above zero, such as 161.10.`;
    if (!isIsoDate(receivedOn)) found.receivedOn = t`Enter the day it arrived, as YYYY-MM-DD.`;
    else if (earliest && compareDates(receivedOn, earliest) < 0)
      found.receivedOn = t`A payment cannot arrive before the payout on ${formatDate(earliest, lang)}.`;
    else if (compareDates(receivedOn, prefill.latest) > 0)
      found.receivedOn = t`A payment cannot be dated after today’s business date, ${formatDate(prefill.latest, lang)}.`;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (currency === 'USDT' && 'micro' in usdtRead && usdtRead.pence !== null) {
      const usdtReceived = formatMicroUsdt(usdtRead.micro);
      setAsking({ body: { usdtReceived, receivedOn }, pence: usdtRead.pence, micro: usdtRead.micro });
    } else if (currency === 'GBP' && typeof amount === 'number') {
      setAsking({ body: { amount, receivedOn }, pence: amount });
    }
  };
  const fields = action.failure?.fields ?? {};
  const chosen = asking;
  const fieldNames = ['amount', 'receivedOn', 'usdtReceived'];
  return (
    <form className="ops-form ops-received" onSubmit={review} noValidate data-testid="confirm-received">
      {usdt ? (
        <fieldset className="ops-currency">
          <legend className="field__label">
            <Trans>What arrived</Trans>
          </legend>
          {(['USDT', 'GBP'] as const).map((choice) => (
            <label className="checkbox" key={choice}>
              <input
                type="radio"
                name="currency"
                checked={currency === choice}
                onChange={() => {
                  setCurrency(choice);
                  setAsking(null);
                }}
              />
              <span>{choice === 'USDT' ? <Trans>USDT</Trans> : <Trans>Pounds</Trans>}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="ops-form__row">
        {currency === 'USDT' ? (
          <TextField
            label={t`USDT received`}
            name="usdtReceived"
            inputMode="decimal"
            autoComplete="off"
            value={usdtText}
            error={problems.usdtReceived ?? fields.usdtReceived ?? (rate ? null : (usdt?.problem ?? null))}
            onChange={(event) => {
              setUsdtText(event.target.value);
              setAsking(null);
            }}
          />
        ) : (
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
        )}
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
      {usdt && currency === 'USDT' ? (
        <UsdtReceivedFacts usdt={usdt} pence={'pence' in usdtRead ? usdtRead.pence : null} />
      ) : null}
      {chosen ? (
        <ConfirmPanel
          question={
            <>
              {chosen.micro !== undefined ? (
                <Trans>
                  Book {formatMicroUsdt(chosen.micro)} USDT, {formatAmount(chosen.pence, lang)} at {rate},
                  received on {formatDate(chosen.body.receivedOn, lang)}?
                </Trans>
              ) : (
                <Trans>
                  Book {formatAmount(chosen.pence, lang)} received on{' '}
                  {formatDate(chosen.body.receivedOn, lang)}?
                </Trans>
              )}{' '}
              {chosen.pence < asked ? (
                <Trans>
                  That is {formatAmount(asked - chosen.pence, lang)} less than was asked: the bills stay part
                  paid, oldest first.
                </Trans>
              ) : chosen.pence > asked ? (
                <Trans>
                  That is {formatAmount(chosen.pence - asked, lang)} more than was asked: it is held as the
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
              .run(chosen.body)
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
      {action.failure && !fieldNames.some((name) => fields[name]) ? (
        <FailureNotice failure={action.failure} onReload={onReload} />
      ) : null}
    </form>
  );
}
