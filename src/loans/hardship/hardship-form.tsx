import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { BorrowerHardshipView } from '../../../domain/api/hardship';
import {
  type HardshipChange,
  hardshipChanges,
  type SpendingHeading,
  spendingHeadings,
} from '../../../domain/forbearance/forbearance-codes';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { useOnline } from '../../lib/stores/online-state';
import { useUser } from '../../lib/stores/session-store';
import { DatePartsField } from '../../ui/member/date-parts-field';
import { FieldError, fieldClassName } from '../../ui/member/field-error';
import { messageText } from '../../ui/member/field-message';
import { Card } from '../../ui/screen';
import {
  checkHardship,
  type HardshipErrors,
  type HardshipValues,
  leftOver,
  spendingSum,
} from './hardship-model';
import { sendHardship } from './send-hardship';
import { useHardshipDraft } from './use-hardship-draft';

export const changeLabels: Record<HardshipChange, MessageDescriptor> = {
  JOB: msg`Job or work`,
  HEALTH: msg`Health`,
  FAMILY: msg`Family or relationships`,
  OTHER: msg`Other`,
};

const spendingLabels: Record<SpendingHeading, MessageDescriptor> = {
  housing: msg`Housing (rent or mortgage)`,
  councilTax: msg`Council Tax`,
  energy: msg`Energy`,
  food: msg`Food`,
  transport: msg`Transport`,
  otherCredit: msg`Other credit`,
  other: msg`Other essentials`,
};

/**
 * "I'm struggling to pay": what has changed, since when, and the money in and out each month, with what is
 * left over worked out as they type. Kept on the device as it is written (encrypted), checked with the
 * server's own contract, and sent — or, without signal, kept sealed in the outbox to go when it is back.
 */
export function HardshipForm({
  loanId,
  today,
  refusal,
  onSent,
  onQueued,
}: {
  loanId: number;
  /** The business date when the screen has it, else the device's London date: "since" may not be later. */
  today: string;
  /** The outbox's send the server refused: its key, and why in the server's words. */
  refusal?: { key: string; message: string } | null;
  onSent(view: BorrowerHardshipView): void;
  onQueued(key: string): void;
}) {
  const { i18n, t } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const online = useOnline();
  const { draft, storageRefused, setValues, keyFor, forgetKey, discard } = useHardshipDraft(user.id, loanId);
  const [errors, setErrors] = useState<HardshipErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const send = useMutation({
    meta: { silent: true },
    networkMode: 'always',
    mutationFn: async (body: Parameters<typeof sendHardship>[0]['body']) => {
      const key = await keyFor(body, refusal?.key);
      return { key, result: await sendHardship({ memberId: user.id, loanId, key, body }) };
    },
    onSuccess: async ({ key, result }) => {
      if (result.kind === 'sent') {
        await discard();
        onSent(result.view);
      } else if (result.kind === 'queued') {
        // The draft stays until the outbox has delivered it: a refusal then brings the answers back.
        onQueued(key);
      } else {
        // A refusal is the server's last word on this body: the next send is a new request, with a new key.
        forgetKey();
        setErrors(result.fields);
        setFormError(result.message);
        focusFirstError();
      }
    },
  });

  // The outbox's module, fetched now while there is a connection: a request sent after the signal is gone
  // must not wait for a chunk it cannot download (the app loads it anyway once the first screen is idle).
  useEffect(() => {
    void import('../../offline/outbox').catch(() => undefined);
  }, []);

  if (!draft) {
    return (
      <p className="muted" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const values = draft.values;
  const words = (code: string) => messageText(i18n, code, lang);

  function focusFirstError() {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function change(field: keyof HardshipErrors, mutate: (values: HardshipValues) => HardshipValues) {
    setValues(mutate);
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const checked = checkHardship(values, today);
    setFormError(null);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(Object.entries(checked.errors).map(([field, code]) => [field, words(code)])),
      );
      focusFirstError();
      return;
    }
    setErrors({});
    send.mutate(checked.body);
  }

  const left = leftOver(values);
  const spent = spendingSum(values);
  const shownError = formError ?? refusal?.message ?? null;
  return (
    <form ref={form} className="hardship-form" onSubmit={submit} noValidate data-testid="hardship-form">
      {shownError ? (
        <p className="form-error" role="alert" data-testid="hardship-refused">
          {shownError}
        </p>
      ) : null}
      <Card>
        <ChangesField
          value={values.changes}
          error={errors.changes}
          onValue={(changes) => change('changes', (current) => ({ ...current, changes }))}
        />
        <TextArea
          label={<Trans>Tell us more, if you want to (optional)</Trans>}
          value={values.details}
          error={errors.details}
          onValue={(details) => change('details', (current) => ({ ...current, details }))}
        />
        <DatePartsField
          legend={<Trans>Since when?</Trans>}
          hint={<Trans>Roughly is fine: the day it started, or the first of the month.</Trans>}
          value={values.since}
          error={errors.since}
          onValue={(since) => change('since', (current) => ({ ...current, since }))}
        />
      </Card>

      <Card>
        <h2 className="card__title">
          <Trans>Your money each month</Trans>
        </h2>
        <p className="muted">
          <Trans>Whole pounds are enough. Leave empty anything you do not pay.</Trans>
        </p>
        <MoneyField
          label={<Trans>Monthly income</Trans>}
          hint={<Trans>After tax, from every source: pay, benefits, pensions, help from family.</Trans>}
          value={values.income}
          error={errors.income}
          testId="hardship-income"
          onValue={(income) => change('income', (current) => ({ ...current, income }))}
        />
        <fieldset className="field hardship-spending">
          <legend className="field__label">
            <Trans>Essential spending</Trans>
          </legend>
          {spendingHeadings.map((heading) => (
            <MoneyField
              key={heading}
              label={i18n._(spendingLabels[heading])}
              value={values.spending[heading]}
              error={errors[`spending.${heading}`]}
              onValue={(amount) =>
                change(`spending.${heading}`, (current) => ({
                  ...current,
                  spending: { ...current.spending, [heading]: amount },
                }))
              }
            />
          ))}
        </fieldset>
        <dl className="facts hardship-sum" aria-live="polite" data-testid="hardship-left-over">
          <div>
            <dt>
              <Trans>Spending</Trans>
            </dt>
            <dd className="num">{formatAmount(spent, lang, true)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Left over each month</Trans>
            </dt>
            <dd className={left !== null && left < 0 ? 'num hardship-sum--short' : 'num'}>
              {left === null ? '—' : formatAmount(left, lang, true)}
            </dd>
          </div>
        </dl>
        {left !== null && left < 0 ? (
          <p className="muted" data-testid="hardship-short">
            <Trans>
              Your essential spending is more than your income. Tell us anyway: that is what we need to know.
            </Trans>
          </p>
        ) : null}
        <MoneyField
          label={<Trans>What you could pay each month</Trans>}
          hint={<Trans>Towards this loan, after your essentials. £0 is an answer too.</Trans>}
          value={values.canPay}
          error={errors.canPay}
          testId="hardship-can-pay"
          onValue={(canPay) => change('canPay', (current) => ({ ...current, canPay }))}
        />
      </Card>

      <p className="muted small" data-testid="hardship-saved">
        {storageRefused ? (
          <Trans>
            Saved on this device. Your browser may clear its storage when space runs low, so send it when you
            can.
          </Trans>
        ) : (
          <Trans>What you write is saved on this device, encrypted, until you send it.</Trans>
        )}
      </p>
      {online ? null : (
        <p className="notice" role="status" data-testid="hardship-offline-note">
          <Trans>
            You are offline. You can still send it: we keep it on this device and send it when you are back
            online.
          </Trans>
        </p>
      )}
      <div className="button-row button-row--start">
        <button
          type="submit"
          className="button button--primary"
          disabled={send.isPending}
          data-testid="hardship-send"
        >
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send to us</Trans>}
        </button>
      </div>
      {send.isError ? (
        <p className="form-error" role="alert">
          {t`Request timed out or server error, please check the network or contact the administrator!`}
        </p>
      ) : null}
    </form>
  );
}

function ChangesField({
  value,
  error,
  onValue,
}: {
  value: readonly HardshipChange[];
  error: string | undefined;
  onValue(value: HardshipChange[]): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={fieldClassName(error, 'choice-field')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        <Trans>What has changed? Choose all that apply.</Trans>
      </legend>
      <div className="choice-field__options">
        {hardshipChanges.map((change) => (
          <label key={change} className="choice-field__option">
            <input
              type="checkbox"
              checked={value.includes(change)}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                onValue(
                  event.target.checked
                    ? hardshipChanges.filter((known) => known === change || value.includes(known))
                    : value.filter((known) => known !== change),
                )
              }
            />
            <span>{i18n._(changeLabels[change])}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function TextArea({
  label,
  value,
  error,
  onValue,
}: {
  label: ReactNode;
  value: string;
  error: string | undefined;
  onValue(value: string): void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldClassName(error)}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field__input hardship-details"
        rows={3}
        maxLength={1000}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A figure in pounds: its label, a line saying what counts, "£" before it, its message under it. */
function MoneyField({
  label,
  hint,
  value,
  error,
  testId,
  onValue,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  error: string | undefined;
  testId?: string;
  onValue(value: string): void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldClassName(error, 'money-field')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="muted money-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="field__row money-field__row">
        <span className="money-field__unit" aria-hidden="true">
          £
        </span>
        <input
          id={id}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onValue(event.target.value)}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
