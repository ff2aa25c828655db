import { Trans, useLingui } from '@lingui/react/macro';
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
import { loanInput } from '../wizard-model';
import type { LoanConfig } from '../wizard-queries';
import type { StepProps } from './step-props';

const TERMS = Array.from(
  { length: (MAX_TERM_MONTHS - MIN_TERM_MONTHS) / 12 + 1 },
  (_, index) => MIN_TERM_MONTHS + index * 12,
);

export function LoanStep({
  values,
  update,
  error,
  draft,
  config,
}: StepProps & { config: LoanConfig | null }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const loan = values.loan;
  const input = loanInput(values);
  const network = walletNetworkOf(loan.receivingAddress.trim());

  // The figures a quote would give, from the server's own schedule and APR code and today's rates.
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
      startDate: londonDateOf(new Date()),
    });
    return {
      method,
      instalment: schedule.instalment,
      last: schedule.lines.at(-1)?.total ?? schedule.instalment,
      totalPayable: schedule.totalPayable,
      apr: aprOfSchedule(schedule),
      rate: formatRatePercent(config.rates[method]),
    };
  })();

  const money = (minor: number) => formatAmount(minor, lang);
  const quote = draft.quote;
  const quoteMatches =
    quote &&
    quote.amount === input.amount &&
    quote.termMonths === input.termMonths &&
    quote.method === input.method &&
    Date.parse(quote.validUntil) > Date.now();
  const validUntil = quoteMatches
    ? formatDate(quote.validUntil, lang)
    : formatDate(`${addDays(londonDateOf(new Date()), QUOTE_VALID_DAYS)}T12:00:00Z`, lang);

  return (
    <>
      <TextField
        label={<Trans>Loan amount (£)</Trans>}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={loan.amount}
        error={error('amount')}
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
      <SelectField
        label={<Trans>Loan purpose</Trans>}
        name="purpose"
        value={loan.purpose}
        placeholder={t`Choose a purpose`}
        options={loanPurposes.map((purpose) => ({ value: purpose, label: i18n._(purposeLabels[purpose]) }))}
        error={error('purpose')}
        onValue={(value) =>
          update((v) => {
            v.loan.purpose = value;
          })
        }
      />
      <SelectField
        label={<Trans>Loan term</Trans>}
        name="termMonths"
        value={loan.termMonths}
        placeholder={t`Choose a term`}
        options={TERMS.map((months) => ({
          value: String(months),
          label: t`${months / 12} years (${months} months)`,
        }))}
        error={error('termMonths')}
        onValue={(value) =>
          update((v) => {
            v.loan.termMonths = value;
          })
        }
      />
      <ChoiceField
        legend={<Trans>Repayment method</Trans>}
        name="method"
        value={loan.method}
        options={methodOrder.map((method) => ({
          value: method,
          label: `${i18n._(methodLabels[method])} — ${i18n._(methodHints[method])}`,
        }))}
        error={error('method')}
        onValue={(value) =>
          update((v) => {
            v.loan.method = value;
          })
        }
      />
      <TextField
        label={<Trans>USDT receiving address</Trans>}
        name="receivingAddress"
        autoComplete="off"
        spellCheck={false}
        value={loan.receivingAddress}
        error={error('receivingAddress')}
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
            {figures.method === 'INTEREST_FIRST' ? (
              <div>
                <dt>
                  <Trans>Last payment</Trans>
                </dt>
                <dd>{money(figures.last)}</dd>
              </div>
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
    </>
  );
}
