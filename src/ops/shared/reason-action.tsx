import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useLanguage } from '../../lib/i18n/language';
import { SelectField } from '../../ui/member/select-field';
import { type ActionFailure, ConfirmPanel, FailureNotice, ResultNotice } from './ops-action';
import { reasonsQuery } from './ops-queries';

export interface ReasonBody {
  reasonCode: string;
  reason?: string;
}

interface Props {
  list: 'decline' | 'kyc' | 'refusal';
  /** The button that opens the form ("Reject…"). */
  openLabel: ReactNode;
  confirmLabel: ReactNode;
  /** The question asked once the reason is chosen, with the reason in the borrower's words. */
  question(reasonLabel: string): ReactNode;
  action: {
    run(body: ReasonBody): Promise<unknown>;
    pending: boolean;
    failure: ActionFailure | null;
    reset(): void;
  };
  done: ReactNode | null;
  onReload?: () => void;
  testId?: string;
}

/**
 * A refusal with a reason from the list (the borrower reads it in their language) and the operator's own
 * words, required with "Other" — checked here as the shared contract checks it, then asked once.
 */
export function ReasonAction({
  list,
  openLabel,
  confirmLabel,
  question,
  action,
  done,
  onReload,
  testId,
}: Props) {
  const { t } = useLingui();
  const lang = useLanguage();
  const reasons = useQuery(reasonsQuery(lang)).data?.[list] ?? [];
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [words, setWords] = useState('');
  const [errors, setErrors] = useState<{ code?: string; words?: string }>({});
  const [asking, setAsking] = useState(false);
  const wordsId = useId();
  if (done) return <ResultNotice>{done}</ResultNotice>;
  if (!open) {
    return (
      <div className="ops-action">
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            action.reset();
            setOpen(true);
          }}
          data-testid={testId}
        >
          {openLabel}
        </button>
      </div>
    );
  }
  const body: ReasonBody = { reasonCode: code, ...(words.trim() ? { reason: words.trim() } : {}) };
  const review = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!code) found.code = t`Choose a reason.`;
    if (code === 'other' && !words.trim()) found.words = t`Say in your own words why, for “Other”.`;
    if (words.trim().length > 500) found.words = t`At most 500 characters.`;
    setErrors(found);
    if (Object.keys(found).length === 0) setAsking(true);
  };
  const label = reasons.find((reason) => reason.code === code)?.label ?? '';
  const serverWords = action.failure?.fields.reason;
  return (
    <form className="ops-action ops-form" onSubmit={review} noValidate data-testid={`${testId}-form`}>
      <SelectField
        label={<Trans>Reason</Trans>}
        value={code}
        placeholder={t`Choose a reason`}
        options={reasons.map((reason) => ({ value: reason.code, label: reason.label }))}
        error={errors.code ?? null}
        onValue={(value) => {
          setCode(value);
          setAsking(false);
        }}
      />
      <div className={`field${errors.words || serverWords ? ' field--invalid' : ''}`}>
        <label htmlFor={wordsId} className="field__label">
          {code === 'other' ? <Trans>In your own words</Trans> : <Trans>In your own words (optional)</Trans>}
        </label>
        <textarea
          id={wordsId}
          className="field__input ops-textarea"
          value={words}
          rows={3}
          maxLength={600}
          aria-invalid={errors.words || serverWords ? true : undefined}
          aria-describedby={errors.words || serverWords ? `${wordsId}-error` : undefined}
          onChange={(event) => {
            setWords(event.target.value);
            setAsking(false);
          }}
        />
        {errors.words || serverWords ? (
          <p id={`${wordsId}-error`} className="field__error" role="alert">
            {errors.words ?? serverWords}
          </p>
        ) : null}
        <p className="field-hint">
          <Trans>The borrower reads the reason in their language, followed by your words.</Trans>
        </p>
      </div>
      {asking ? (
        <ConfirmPanel
          question={question(label)}
          confirmLabel={confirmLabel}
          danger
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
          <button type="submit" className="button button--danger">
            {openLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
      {action.failure && !asking ? <FailureNotice failure={action.failure} onReload={onReload} /> : null}
    </form>
  );
}
