import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { aprOfSchedule } from '../../../domain/loan/apr';
import { addDays } from '../../../domain/loan/dates';
import { loanPurposes, QUOTE_VALID_DAYS } from '../../../domain/loan/lifecycle';
import { londonDateOf } from '../../../domain/loan/london-date';
import { isRepaymentMethod, MAX_TERM_MONTHS, MIN_TERM_MONTHS } from '../../../domain/loan/methods';
import { generateSchedule } from '../../../domain/loan/schedule';
import { formatRatePercent } from '../../../domain/money';
import { walletNetworkOf } from '../../../domain/wallet-address';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { methodOrder } from '../../ui/calculator/method-labels';
import { ChoiceField } from '../../ui/member/choice-field';
import { SelectField } from '../../ui/member/select-field';
import { methodHints, methodLabels, purposeLabels } from '../../ui/member/state-labels';
import { TextField } from '../../ui/text-field';
import { termLabel } from '../wizard-labels';
import { loanInput, payoutToOf } from '../wizard-model';
import type { LoanConfig } from '../wizard-queries';
import { BankPayoutNote } from './bank-payout-note';
import type { StepProps } from './step-props';
import { TopUpPreview } from './top-up-preview';

const TERMS = Array.from(
  { length: (MAX_TERM_MONTHS - MIN_TERM_MONTHS) / 12 + 1 },
  (_, index) => MIN_TERM_MONTHS + index * 12,
);

/**
 * The loan step. Each key typed re-renders only what it changes: the field typed into, and the figures
 * when the amount, term or method moved — the parts are memoised on their own values, and `update` is the
 * wizard's one stable callback. A key in the wallet address no longer re-renders the selects and works out
 * the schedule and APR again (the slowest keys' handling at 4× CPU: 38 ms → 24 ms, bench/README.md).
 */
export function LoanStep({
  values,
  update,
  error,
  draft,
  memberId,
  member,
  config,
}: StepProps & { config: LoanConfig | null }) {
  const loan = values.loan;
  // A string, not the quote: the draft is copied on every key, so its quote is a new object each time.
  const quoteValidUntil = quoteValidFor(draft.quote, loanInput(values));
  return (
    <>
      <AmountField value={loan.amount} error={error('amount')} config={config} update={update} />
      <LoanChoices
        purpose={loan.purpose}
        termMonths={loan.termMonths}
        method={loan.method}
        purposeError={error('purpose')}
        termError={error('termMonths')}
        methodError={error('method')}
        update={update}
      />
      {payoutToOf(member) === 'BANK' && member?.bankAccount ? (
        <BankPayoutNote account={member.bankAccount} />
      ) : (
        <AddressField value={loan.receivingAddress} error={error('receivingAddress')} update={update} />
      )}
      <QuoteFigures
        amount={loan.amount}
        termMonths={loan.termMonths}
        method={loan.method}
        config={config}
        quoteValidUntil={quoteValidUntil}
        today={londonDateOf(new Date())}
      />
      <TopUpPreview
        memberId={memberId}
        amount={loan.amount}
        termMonths={loan.termMonths}
        method={loan.method}
        config={config}
      />
    </>
  );
}

type Update = StepProps['update'];

/** The quote's end, when one was taken for exactly this amount, term and method and it still runs. */
export function quoteValidFor(
  quote: StepProps['draft']['quote'],
  input: ReturnType<typeof loanInput>,
): string | null {
  const matches =
    quote &&
    quote.amount === input.amount &&
    quote.termMonths === input.termMonths &&
    quote.method === input.method &&
    Date.parse(quote.validUntil) > Date.now();
  return matches ? quote.validUntil : null;
}

const AmountField = memo(function AmountField({
  value,
  error,
  config,
  update,
}: {
  value: string;
  error: string | null;
  config: LoanConfig | null;
  update: Update;
}) {
  const lang = useLanguage();
  return (
    <>
      <TextField
        label={<Trans>Loan amount (£)</Trans>}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) =>
          update((v) => {
            v.loan.amount = event.target.value;
          })
        }
      />
      {config ? (
        <p className="field-hint muted">
          <Trans>
            From {formatAmount(config.minimumAmount, lang, true)} to{' '}
            {formatAmount(config.maximumAmount, lang, true)}
          </Trans>
        </p>
      ) : null}
    </>
  );
});

const LoanChoices = memo(function LoanChoices({
  purpose,
  termMonths,
  method,
  purposeError,
  termError,
  methodError,
  update,
}: {
  purpose: string;
  termMonths: string;
  method: string;
  purposeError: string | null;
  termError: string | null;
  methodError: string | null;
  update: Update;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <SelectField
        label={<Trans>Loan purpose</Trans>}
        name="purpose"
        value={purpose}
        placeholder={t`Choose a purpose`}
        options={loanPurposes.map((value) => ({ value, label: i18n._(purposeLabels[value]) }))}
        error={purposeError}
        onValue={(value) =>
          update((v) => {
            v.loan.purpose = value;
          })
        }
      />
      <SelectField
        label={<Trans>Loan term</Trans>}
        name="termMonths"
        value={termMonths}
        placeholder={t`Choose a term`}
        options={TERMS.map((months) => ({
          value: String(months),
          label: termLabel(i18n, months),
        }))}
        error={termError}
        onValue={(value) =>
          update((v) => {
            v.loan.termMonths = value;
          })
        }
      />
      <ChoiceField
        legend={<Trans>Repayment method</Trans>}
        name="method"
        value={method}
        options={methodOrder.map((value) => ({
          value,
          label: `${i18n._(methodLabels[value])} — ${i18n._(methodHints[value])}`,
        }))}
        error={methodError}
        onValue={(value) =>
          update((v) => {
            v.loan.method = value;
          })
        }
      />
    </>
  );
});

const AddressField = memo(function AddressField({
  value,
  error,
  update,
}: {
  value: string;
  error: string | null;
  update: Update;
}) {
  const network = walletNetworkOf(value.trim());
  return (
    <>
      <TextField
        label={<Trans>USDT receiving address</Trans>}
        name="receivingAddress"
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        onChange={(event) =>
          update((v) => {
            v.loan.receivingAddress = event.target.value;
          })
        }
      />
      <p className="field-hint muted" aria-live="polite">
        {network === 'TRC20' ? (
          <Trans>A valid USDT address on TRON (TRC-20).</Trans>
        ) : network === 'ERC20' ? (
          <Trans>A valid USDT address on Ethereum (ERC-20).</Trans>
        ) : (
          <Trans>We pay the loan in USDT: a TRC-20 address (T…) or an ERC-20 address (0x…).</Trans>
        )}
      </p>
    </>
  );
});

/**
 * The figures a quote would give, from the server's own schedule and APR code and today's rates: on the loan
 * step as the loan is chosen, and again on the review step beside the agreement. Dates assume the money is
 * paid out today.
 */
export const QuoteFigures = memo(function QuoteFigures({
  amount: amountText,
  termMonths: termText,
  method: methodText,
  config,
  quoteValidUntil,
  today,
}: {
  amount: string;
  termMonths: string;
  method: string;
  config: LoanConfig | null;
  /** When the quote taken for these figures ends; null when none was taken for them. */
  quoteValidUntil: string | null;
  /** Today in London, from the step's render: a wizard left open past midnight moves on at the next key. */
  today: string;
}) {
  const lang = useLanguage();
  const input = loanInput({ loan: { amount: amountText, termMonths: termText, method: methodText } });
  const figures = (() => {
    const { amount, termMonths, method } = input;
    if (!config || amount === undefined || Number.isNaN(amount) || !termMonths || !isRepaymentMethod(method))
      return null;
    if (amount < config.minimumAmount || amount > config.maximumAmount) return null;
    const schedule = generateSchedule({
      principal: amount,
      annualRate: config.rates[method],
      termMonths,
      method,
      startDate: today,
    });
    const firstLine = schedule.lines[0];
    const lastLine = schedule.lines.at(-1);
    return {
      method,
      instalment: schedule.instalment,
      first: firstLine ? { total: firstLine.total, dueDate: firstLine.dueDate } : null,
      last: lastLine ? { total: lastLine.total, dueDate: lastLine.dueDate } : null,
      totalPayable: schedule.totalPayable,
      apr: aprOfSchedule(schedule),
      rate: formatRatePercent(config.rates[method]),
    };
  })();

  const money = (minor: number) => formatAmount(minor, lang);
  const quoteMatches = quoteValidUntil !== null;
  const validUntil = quoteMatches
    ? formatDate(quoteValidUntil, lang)
    : formatDate(`${addDays(today, QUOTE_VALID_DAYS)}T12:00:00Z`, lang);

  return (
    <section className="card wizard-figures" aria-labelledby="wizard-figures-title" aria-live="polite">
      <h2 id="wizard-figures-title" className="card__title">
        <Trans>Your quote</Trans>
      </h2>
      {figures ? (
        <dl className="facts" data-testid="wizard-figures">
          <div>
            <dt>
              {figures.method === 'ONE_TIME' ? (
                <Trans>Payment at the end</Trans>
              ) : (
                <Trans>Monthly payment</Trans>
              )}
            </dt>
            <dd data-testid="wizard-monthly">{money(figures.instalment)}</dd>
          </div>
          {figures.method !== 'ONE_TIME' && figures.first && figures.last ? (
            <>
              <div>
                <dt>
                  <Trans>First payment</Trans>
                </dt>
                <dd data-testid="wizard-first">
                  {money(figures.first.total)} · {formatDate(figures.first.dueDate, lang)}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Last payment</Trans>
                </dt>
                <dd data-testid="wizard-last">
                  {money(figures.last.total)} · {formatDate(figures.last.dueDate, lang)}
                </dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>
              <Trans>Total payable</Trans>
            </dt>
            <dd data-testid="wizard-total">{money(figures.totalPayable)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Annual rate</Trans>
            </dt>
            <dd>{figures.rate}</dd>
          </div>
          <div>
            <dt>
              <Trans>APR</Trans>
            </dt>
            <dd data-testid="wizard-apr">{figures.apr}%</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">
          {config ? (
            <Trans>Enter an amount, a term and a repayment method to see your repayments.</Trans>
          ) : (
            <Trans>Your repayments appear here once today's rates have loaded.</Trans>
          )}
        </p>
      )}
      <p className="muted wizard-figures__validity">
        {quoteMatches ? (
          <Trans>This quote is valid until {validUntil}.</Trans>
        ) : (
          <Trans>
            A quote is valid for {QUOTE_VALID_DAYS} days: taken today, until {validUntil}. Getting one does
            not affect your credit score.
          </Trans>
        )}
      </p>
    </section>
  );
});
