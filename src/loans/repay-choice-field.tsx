import { Trans } from '@lingui/react/macro';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import type { RepayChoice, RepayOptions } from './repay-choices';

/**
 * The borrower says what they are paying in a few words with the figure beside each, instead of ticking
 * bills one by one: what is due now, the next bill, everything (the settlement figure), or bills of their
 * own choosing (the list appears only then).
 */
export function RepayChoiceField({
  options,
  value,
  onChange,
  settlementTotal,
}: {
  options: RepayOptions;
  value: RepayChoice;
  onChange: (choice: RepayChoice) => void;
  /** Asked for only once chosen: the figure holds for a day and costs the server a replay. */
  settlementTotal: number | undefined;
}) {
  const lang = useLanguage();
  const dueTotal = formatAmount(
    options.dueNow.reduce((sum, bill) => sum + bill.totalDue, 0),
    lang,
  );
  const next = options.next;
  const nextAmount = next ? formatAmount(next.totalDue, lang) : '';
  const nextDate = next ? formatDate(next.dueDate, lang) : '';
  const everything = settlementTotal === undefined ? null : formatAmount(settlementTotal, lang);
  return (
    <fieldset className="card repay-choice" data-testid="repay-choice">
      <legend className="field__label">
        <Trans>What are you paying?</Trans>
      </legend>
      {options.choices.map((choice) => (
        <label key={choice} className="checkbox repay-choice__option">
          <input
            type="radio"
            name="repay-choice"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <span>
            {choice === 'due' ? (
              <Trans>What is due now: {dueTotal}</Trans>
            ) : choice === 'next' ? (
              <Trans>
                The next bill: {nextAmount}, due {nextDate}
              </Trans>
            ) : choice === 'settlement' ? (
              everything && value === 'settlement' ? (
                <Trans>Pay it all off: {everything}</Trans>
              ) : (
                <Trans>Pay it all off</Trans>
              )
            ) : (
              <Trans>Choose bills</Trans>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
