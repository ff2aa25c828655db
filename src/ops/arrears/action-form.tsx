import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { parsePoundsInput } from '../../../domain/money-input';
import type { FieldErrors } from '../../ui/member/form-errors';
import { type ActionFailure, ConfirmPanel, FailureNotice, ResultNotice } from '../shared/ops-action';

export interface CaseAction<TBody, TResult> {
  run(body: TBody): Promise<TResult>;
  pending: boolean;
  result: TResult | undefined;
  failure: ActionFailure | null;
  reset(): void;
}

/** What a form's own check found, by field, in the body's names (as the server's V400 names them). */
export type Problems = FieldErrors;

interface Props<TBody, TResult> {
  testId: string;
  /** The body to send, or the problems to show on the fields. */
  review(): { body: NoInfer<TBody> } | { problems: Problems };
  /** The one question asked before it is sent, with the figures it acts on. */
  question(body: NoInfer<TBody>): ReactNode;
  submitLabel: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  action: CaseAction<TBody, TResult>;
  /** The fields the form shows: a refusal naming one of them is shown on it, not above. */
  fields: readonly string[];
  /** Said once it is done; the form stays for the next one. */
  done(result: TResult): ReactNode;
  /** Once done, with the body that was sent. */
  onDone?(result: TResult, body: TBody): void;
  onReload?(): void;
  children(problems: Problems): ReactNode;
}

/**
 * A case's action as a form: its own check first (problems on their fields), then one confirmation, then
 * sent once under its Idempotency-Key; the server's refusal lands on the field it names.
 */
export function ActionForm<TBody, TResult>(props: Props<TBody, TResult>) {
  const { action, fields } = props;
  const [asking, setAsking] = useState<{ body: TBody } | null>(null);
  const [own, setOwn] = useState<Problems>({});
  const server = action.failure?.fields ?? {};
  const problems: Problems = { ...server, ...own };
  const onField = action.failure ? fields.some((field) => server[field] !== undefined) : false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    const reviewed = props.review();
    if ('problems' in reviewed) {
      setOwn(reviewed.problems);
      setAsking(null);
      return;
    }
    setOwn({});
    setAsking(reviewed);
  };
  return (
    <form className="ops-form ops-case-form" onSubmit={submit} noValidate data-testid={props.testId}>
      {props.children(problems)}
      {asking ? (
        <ConfirmPanel
          question={props.question(asking.body)}
          confirmLabel={props.confirmLabel}
          danger={props.danger}
          pending={action.pending}
          onConfirm={() => {
            void action
              .run(asking.body)
              .then((result) => props.onDone?.(result, asking.body))
              .catch(() => undefined)
              .finally(() => setAsking(null));
          }}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <div className="button-row button-row--start">
          <button
            type="submit"
            className={`button ${props.danger ? 'button--danger' : 'button--primary'}`}
            data-testid={`${props.testId}-submit`}
          >
            {props.submitLabel}
          </button>
        </div>
      )}
      {action.result !== undefined && !asking ? (
        <ResultNotice>{props.done(action.result)}</ResultNotice>
      ) : null}
      {action.failure && !onField && !asking ? (
        <FailureNotice failure={action.failure} onReload={props.onReload} />
      ) : null}
    </form>
  );
}

/** A labelled box of running text with its error tied to it. */
export function TextAreaField({
  label,
  value,
  error,
  maxLength,
  onValue,
  hint,
}: {
  label: ReactNode;
  value: string;
  error?: string | null;
  maxLength: number;
  onValue(value: string): void;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field__input ops-textarea"
        value={value}
        rows={3}
        maxLength={maxLength + 100}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Pounds as typed → whole pence through the app's one parser, or what is wrong with it in words: empty, not
 * an amount (a sign, three decimals, letters), or zero.
 */
export function usePounds(): (text: string) => { minor: number } | { problem: string } {
  const { t } = useLingui();
  return (text) => {
    const minor = parsePoundsInput(text);
    if (minor === undefined) return { problem: t`Enter the amount in pounds.` };
    if (minor === null) return { problem: t`Enter an amount in pounds and pence, such as 120.50.` };
    if (minor <= 0) return { problem: t`Enter an amount above £0.00.` };
    return { minor };
  };
}

/** Says an action cannot be taken now and why, in place of its form. */
export function NotNow({ children }: { children: ReactNode }) {
  return <p className="muted ops-not-now">{children}</p>;
}
