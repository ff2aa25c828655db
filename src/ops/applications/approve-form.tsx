import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { RepaymentMethod } from '../../../domain/loan/methods';
import { formatRatePercent } from '../../../domain/money';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { todayInLondon } from '../../lib/quote/quote-figures';
import { ScheduleTable } from '../../ui/member/schedule-table';
import { TextField } from '../../ui/text-field';
import { type ActionFailure, ConfirmPanel, FailureNotice } from '../shared/ops-action';
import { checkOffer, type OfferProblem } from './offer-terms';

interface Props {
  asked: { loanId: number; amount: number; annualRate: string; termMonths: number; method: RepaymentMethod };
  minimumAmount: number | null;
  action: {
    run(body: object): Promise<unknown>;
    pending: boolean;
    failure: ActionFailure | null;
    reset(): void;
  };
  onReload(): void;
}

/**
 * Approve as asked, or offer less: a lower amount or rate, checked as the server checks it, with the new
 * schedule shown before the one confirmation.
 */
export function ApproveForm({ asked, minimumAmount, action, onReload }: Props) {
  const { t } = useLingui();
  const lang = useLanguage();
  const [amountText, setAmountText] = useState('');
  const [rateText, setRateText] = useState('');
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState(false);
  const check = checkOffer({ asked, minimumAmount, amountText, rateText, startDate: todayInLondon() });
  const problemText = (problem: OfferProblem | undefined) => {
    if (!shown || !problem) return null;
    switch (problem) {
      case 'amount.invalid':
        return t`Enter an amount in pounds, such as 8,000 or 7500.50.`;
      case 'amount.aboveAsked':
        return t`An offer may lower the amount asked (${formatAmount(asked.amount, lang)}), never raise it.`;
      case 'amount.belowMinimum':
        return t`The smallest loan is ${formatAmount(minimumAmount ?? 0, lang)}.`;
      case 'rate.invalid':
        return t`Enter a yearly rate in percent, such as 9.5.`;
      case 'rate.aboveAsked':
        return t`An offer may lower the rate quoted (${formatRatePercent(asked.annualRate)}), never raise it.`;
      case 'apr.aboveCap':
        return t`At this rate the APR would pass the 29.9% cap.`;
    }
  };
  const serverFields = action.failure?.fields ?? {};
  const review = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (check.offer) setAsking(true);
  };
  const offer = check.offer;
  const amount = offer?.amount ?? asked.amount;
  const changed = offer && (offer.amount !== undefined || offer.annualRate !== undefined);
  const body = {
    ...(offer?.amount !== undefined ? { amount: offer.amount } : {}),
    ...(offer?.annualRate !== undefined ? { annualRate: offer.annualRate } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
  };
  return (
    <form className="ops-form ops-action" onSubmit={review} noValidate data-testid="approve-form">
      <div className="ops-form__row">
        <TextField
          label={<Trans>Offer amount (£, leave empty for the amount asked)</Trans>}
          name="offerAmount"
          inputMode="decimal"
          value={amountText}
          placeholder={formatAmount(asked.amount, lang).replace('£', '')}
          onChange={(event) => {
            setAmountText(event.target.value);
            setAsking(false);
          }}
          error={problemText(check.problems.amount) ?? serverFields.amount ?? null}
        />
        <TextField
          label={<Trans>Yearly rate (%, leave empty for the rate quoted)</Trans>}
          name="offerRate"
          inputMode="decimal"
          value={rateText}
          placeholder={formatRatePercent(asked.annualRate).replace('%', '')}
          onChange={(event) => {
            setRateText(event.target.value);
            setAsking(false);
          }}
          error={problemText(check.problems.rate) ?? serverFields.annualRate ?? null}
        />
      </div>
      <TextField
        label={<Trans>Note for the record (optional)</Trans>}
        name="note"
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {offer && changed ? (
        <div data-testid="offer-preview">
          <p>
            <Trans>
              The offer: {formatAmount(amount, lang)} at{' '}
              {formatRatePercent(offer.annualRate ?? asked.annualRate)} a year, APR {offer.apr}%,{' '}
              {formatAmount(offer.schedule.instalment, lang)} a month, in all{' '}
              {formatAmount(offer.schedule.totalPayable, lang)}.
            </Trans>
          </p>
          <ScheduleTable
            lines={offer.schedule.lines}
            label={t`Schedule of the offer, if paid out today`}
            caption
            totals={{ payable: offer.schedule.totalPayable }}
            look="desk"
          />
        </div>
      ) : null}
      {asking && offer ? (
        <ConfirmPanel
          question={
            changed ? (
              <Trans>
                Offer {formatAmount(amount, lang)} at APR {offer.apr}% instead of what was asked? The borrower
                can sign it for 14 days.
              </Trans>
            ) : (
              <Trans>
                Approve {formatAmount(amount, lang)} as asked? The borrower can sign the offer for 14 days.
              </Trans>
            )
          }
          confirmLabel={changed ? <Trans>Yes, make this offer</Trans> : <Trans>Yes, approve</Trans>}
          pending={action.pending}
          onConfirm={() => {
            void action
              .run(body)
              .catch(() => undefined)
              .finally(() => setAsking(false));
          }}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="button-row button-row--start">
          <button type="submit" className="button button--primary" data-testid="approve">
            {changed ? <Trans>Offer these terms…</Trans> : <Trans>Approve…</Trans>}
          </button>
        </div>
      )}
      {action.failure && !asking ? <FailureNotice failure={action.failure} onReload={onReload} /> : null}
    </form>
  );
}
