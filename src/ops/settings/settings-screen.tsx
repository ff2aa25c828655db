import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { configResponse } from '../../../domain/api/operator';
import { decisionModes, type SettingCode, settingKinds } from '../../../domain/config-codes';
import { formatRatePercent } from '../../../domain/money';
import type { BillComponent } from '../../../domain/servicing/ledger-entries';
import {
  allocationOrderFromSetting,
  allocationOrderSettings,
} from '../../../domain/servicing/servicing-settings';
import type { AllocationSpread } from '../../../domain/servicing/servicing-terms';
import { apiRequest } from '../../lib/api/api-client';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { todayInLondon } from '../../lib/quote/quote-figures';
import { SelectField } from '../../ui/member/select-field';
import { Screen } from '../../ui/screen';
import { TextField } from '../../ui/text-field';
import { BusinessDatePanel } from '../business-date/business-date-panel';
import { type ActionFailure, ConfirmPanel, FailureNotice, useFailureOf } from '../shared/ops-action';
import { QueryState } from '../shared/query-state';
import { UsdtRatePanel } from '../usdt-rate/usdt-rate-panel';
import { checkSettings, displayValue } from './settings-form';
import { settingGroups, settingHelp } from './settings-groups';
import { configQuery, settingsKeys } from './settings-queries';

const settingLabels: Record<SettingCode, MessageDescriptor> = {
  LOAN_YEAR_RATE: msg`Headline yearly rate`,
  LOAN_MAXIMUM_AMOUNT: msg`Largest loan`,
  LOAN_MINIMUM_AMOUNT: msg`Smallest loan`,
  LOAN_OVERDUE_YEAR_RATE: msg`Overdue interest, yearly`,
  LOAN_SETTLEMENT_YEAR_RATE: msg`Yearly rate, one payment at the end`,
  LOAN_EQUAL_AMOUNT_YEAR_RATE: msg`Yearly rate, equal monthly instalments`,
  LOAN_INTEREST_FIRST_YEAR_RATE: msg`Yearly rate, interest first`,
  DECISION_MODE: msg`How applications are decided`,
  DECISION_AUTO_APPROVE_MAX: msg`Automatic approval up to`,
  DECISION_MAX_REPAYMENT_SHARE: msg`Largest share of monthly income for repayments`,
  DECISION_COUNTER_OFFER_STEP: msg`Counter-offers in steps of`,
  DECISION_INCOME_TOLERANCE: msg`Stated income may exceed the verified estimate by`,
  DECISION_ESSENTIAL_SPENDING: msg`Essential spending a month, in pounds, for households of 1, 2, 3, 4 and 5 or more`,
  PAYOUT_SECOND_APPROVAL_ABOVE: msg`Payouts above this need two operators`,
  HARDSHIP_SECOND_APPROVAL_ABOVE: msg`Arrangements and waivers giving more relief than this need two operators`,
  SERVICING_ALLOCATION_ORDER: msg`Order in which payments are put on due bills`,
  SERVICING_DELINQUENCY_BUCKETS: msg`Arrears buckets: the days past due each one starts on`,
  FX_RATE_MAX_AGE_HOURS: msg`Oldest GBP to USDT rate that may be used, in hours`,
  USDT_QUOTE_VALID_MINUTES: msg`How long a borrower’s USDT amount holds, in minutes`,
};

const spreadLabels: Record<AllocationSpread, MessageDescriptor> = {
  BILL_BY_BILL: msg`Oldest bill first`,
  COMPONENT_BY_COMPONENT: msg`One part across every due bill first`,
};

const componentLabels: Record<BillComponent, MessageDescriptor> = {
  OVERDUE_INTEREST: msg`overdue interest`,
  INTEREST: msg`interest`,
  PRINCIPAL: msg`principal`,
};

const problemLabels: Record<string, MessageDescriptor> = {
  'config.amount.invalid': msg`Enter an amount in pounds above zero, such as 10,000.`,
  'config.rate.invalid': msg`Enter a yearly rate in percent from 0 to 100, such as 12.5.`,
  'config.share.invalid': msg`Enter a share in percent above 0 and at most 100, such as 20.`,
  'config.mode.invalid': msg`Choose how applications are decided.`,
  'config.allocation.invalid': msg`Choose the order in which payments are put on bills.`,
  'config.buckets.invalid': msg`Enter the days each bucket starts on, rising from 1, such as 1, 30, 60, 90.`,
  'config.spending.invalid': msg`Enter five whole-pound amounts, never falling, such as 1000, 1500, 1850, 2200, 2550.`,
  'config.hours.invalid': msg`Enter whole hours from 1 to 720, such as 24.`,
  'config.minutes.invalid': msg`Enter whole minutes from 1 to 120, such as 15.`,
  'config.amount.order': msg`The smallest loan must be less than the largest.`,
  'config.aprCap': msg`At this rate the APR would pass the 29.9% cap.`,
};

const unitOf = {
  amount: '£',
  rate: '%',
  share: '%',
  mode: '',
  allocation: '',
  buckets: '',
  spending: '',
  hours: '',
  minutes: '',
} as const;

/** Queue 5: the loan and decision settings as a form, checked as the API checks them before saving. */
export function SettingsScreen() {
  const query = useQuery(configQuery());
  return (
    <Screen title={<Trans>Settings</Trans>} width="wide" testId="ops-settings">
      <BusinessDatePanel />
      <UsdtRatePanel />
      <QueryState query={query}>
        {query.data ? (
          <SettingsForm
            key={query.dataUpdatedAt}
            current={Object.fromEntries(query.data.list.map((item) => [item.code, item.value]))}
          />
        ) : null}
      </QueryState>
    </Screen>
  );
}

function SettingsForm({ current }: { current: Record<string, string> }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const client = useQueryClient();
  const failureOf = useFailureOf();
  const [typed, setTyped] = useState<Partial<Record<SettingCode, string>>>({});
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ code: SettingCode; failure: ActionFailure } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const check = checkSettings(current, typed, todayInLondon());
  const typedValue = (code: SettingCode) => typed[code] ?? displayValue(code, current[code] ?? '');
  const problemOf = (code: SettingCode) => {
    if (failure?.code === code) return failure.failure.fields.value ?? failure.failure.message;
    const problem = shown ? check.problems[code] : undefined;
    return problem ? i18n._(problemLabels[problem] ?? problemLabels['config.amount.invalid']!) : null;
  };
  const review = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setSaved(null);
    if (Object.keys(check.problems).length === 0 && check.changes.length > 0) setAsking(true);
  };
  const save = async () => {
    setPending(true);
    setFailure(null);
    let done = 0;
    try {
      // One setting at a time, as the API takes them: each is checked against the whole set as saved so far.
      for (const change of check.changes) {
        try {
          await apiRequest(`/operator/config/${change.code}`, {
            method: 'PUT',
            body: { value: change.to },
            schema: configResponse,
          });
          done += 1;
        } catch (error) {
          setFailure({ code: change.code, failure: failureOf(error) });
          break;
        }
      }
    } finally {
      setPending(false);
      setAsking(false);
      if (done > 0) setSaved(done);
      await client.invalidateQueries({ queryKey: settingsKeys.config() });
    }
  };
  const orderLabel = (value: string) => {
    const order = allocationOrderFromSetting(value);
    if (!order) return value;
    const parts = order.components.map((part) => i18n._(componentLabels[part])).join(' → ');
    return `${i18n._(spreadLabels[order.spread])}: ${parts}`;
  };
  const shownValue = (code: SettingCode, value: string) => {
    switch (settingKinds[code]) {
      case 'allocation':
        return orderLabel(value);
      case 'buckets':
        return value;
      case 'spending':
        return value
          .split(',')
          .map((pounds) => formatAmount(Number(pounds) * 100, lang))
          .join(' · ');
      case 'amount':
        return formatAmount(Number(value), lang);
      case 'rate':
      case 'share':
        return formatRatePercent(value);
      case 'mode':
      case 'hours':
      case 'minutes':
        return value;
    }
  };
  const example = check.example;
  // Each setting's line of help is read with its field; a refusal on the field takes its place (the field
  // links its own error, and says it aloud as it appears).
  const describedBy = (code: SettingCode) => (problemOf(code) ? {} : { 'aria-describedby': `help-${code}` });
  return (
    <form className="ops-form ops-settings" onSubmit={review} noValidate data-testid="settings-form">
      {saved !== null ? (
        <div className="notice" role="status" data-testid="action-result">
          <Trans>Settings saved. Quotes from now on use them.</Trans>
        </div>
      ) : null}
      {settingGroups.map((group) => (
        <fieldset key={group.codes[0]} className="ops-settings__group">
          <legend>{i18n._(group.title)}</legend>
          <div className="ops-settings__grid">
            {group.codes.map((code) => (
              <div key={code} className="ops-setting">
                {settingKinds[code] === 'allocation' ? (
                  <SelectField
                    key={code}
                    label={i18n._(settingLabels[code])}
                    {...describedBy(code)}
                    value={typedValue(code)}
                    placeholder={t`Choose`}
                    options={allocationOrderSettings.map((order) => ({
                      value: order,
                      label: orderLabel(order),
                    }))}
                    error={problemOf(code)}
                    onValue={(value) => {
                      setTyped((before) => ({ ...before, [code]: value }));
                      setAsking(false);
                    }}
                  />
                ) : settingKinds[code] === 'mode' ? (
                  <SelectField
                    key={code}
                    label={i18n._(settingLabels[code])}
                    {...describedBy(code)}
                    value={typedValue(code)}
                    placeholder={t`Choose`}
                    options={decisionModes.map((mode) => ({
                      value: mode,
                      label:
                        mode === 'auto'
                          ? t`Credit policy; referrals to a person`
                          : t`Every application by a person`,
                    }))}
                    error={problemOf(code)}
                    onValue={(value) => {
                      setTyped((before) => ({ ...before, [code]: value }));
                      setAsking(false);
                    }}
                  />
                ) : (
                  <TextField
                    key={code}
                    label={
                      unitOf[settingKinds[code]]
                        ? `${i18n._(settingLabels[code])} (${unitOf[settingKinds[code]]})`
                        : i18n._(settingLabels[code])
                    }
                    {...describedBy(code)}
                    name={code}
                    inputMode={
                      settingKinds[code] === 'buckets' || settingKinds[code] === 'spending'
                        ? 'text'
                        : 'decimal'
                    }
                    value={typedValue(code)}
                    error={problemOf(code)}
                    onChange={(event) => {
                      setTyped((before) => ({ ...before, [code]: event.target.value }));
                      setAsking(false);
                    }}
                  />
                )}
                <p id={`help-${code}`} className="field__hint">
                  {i18n._(settingHelp[code])}
                </p>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <section className="card ops-card" aria-labelledby="example-title" data-testid="representative-example">
        <h2 id="example-title" className="card__title">
          <Trans>Representative example with these settings</Trans>
        </h2>
        {example ? (
          <p>
            <Trans>
              Borrowing {formatAmount(example.amount, lang)} over {example.termMonths} months at{' '}
              {formatRatePercent(example.annualRate)} a year (fixed): {formatAmount(example.instalment, lang)}{' '}
              a month, {formatAmount(example.totalPayable, lang)} in all. Representative {example.apr}% APR.
            </Trans>
          </p>
        ) : (
          <p className="muted">
            <Trans>Correct the settings marked to see the example.</Trans>
          </p>
        )}
      </section>
      {asking ? (
        <ConfirmPanel
          question={
            <>
              <Trans>Save these changes? Quotes and decisions use them at once.</Trans>
              <ul className="plain-list" data-testid="settings-changes">
                {check.changes.map((change) => (
                  <li key={change.code}>
                    {i18n._(settingLabels[change.code])}: {shownValue(change.code, change.from)} →{' '}
                    {shownValue(change.code, change.to)}
                  </li>
                ))}
              </ul>
            </>
          }
          confirmLabel={<Trans>Yes, save</Trans>}
          pending={pending}
          onConfirm={() => void save()}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="button-row button-row--start">
          <button type="submit" className="button button--primary" data-testid="save-settings">
            <Trans>Save changes…</Trans>
          </button>
          {shown && check.changes.length === 0 && Object.keys(check.problems).length === 0 ? (
            <span className="muted" role="status">
              <Trans>Nothing has changed.</Trans>
            </span>
          ) : null}
        </div>
      )}
      {failure ? <FailureNotice failure={failure.failure} /> : null}
    </form>
  );
}
