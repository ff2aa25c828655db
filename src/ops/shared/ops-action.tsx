import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError, NETWORK_ERROR } from '../../lib/api/api-error';
import { type FieldErrors, serverFieldErrors } from '../../ui/member/form-errors';
import { useIdempotencyKey } from '../../ui/use-idempotency-key';
import { opsKeys } from './ops-queries';

/** Reads every console query again: after a refusal, the item as it is now and its new version. */
export function useReloadAll(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: opsKeys.all });
}

/** What went wrong with an action, in words an operator can act on, and the fields it concerns. */
export interface ActionFailure {
  message: string;
  /** The item changed under the operator (C409): reading it again is the way on. */
  changed: boolean;
  fields: FieldErrors;
}

export function useFailureOf(): (error: unknown) => ActionFailure {
  const { t } = useLingui();
  return (error) => {
    if (!isApiError(error)) return { message: t`The action failed. Try again.`, changed: false, fields: {} };
    if (error.code === NETWORK_ERROR)
      return {
        message: t`No answer from the server: nothing is known to have changed. Check the connection and try again — it will not be applied twice.`,
        changed: false,
        fields: {},
      };
    // The server's words are in the operator's language (the `lang` header), and say who changed the item.
    return { message: error.msg, changed: error.code === 'C409', fields: serverFieldErrors(error) };
  };
}

/**
 * One operator action: asked once, sent once per Idempotency-Key (kept across a retry of the same body, so
 * a retry after a lost answer is not applied twice), and every console query read again once it is done,
 * so the counts and lists follow without a reload.
 */
export function useOpsAction<TBody extends object, TResult>(
  send: (body: TBody, key: string) => Promise<TResult>,
) {
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  const failureOf = useFailureOf();
  const mutation = useMutation({
    // The console shows a refusal where the action was asked for, not as a toast.
    meta: { silent: true },
    mutationFn: (body: TBody) => send(body, keyFor(body)),
    // Done: every list and count is read again. Refused: the screen stays as the operator judged it, with
    // the refusal beside it, until they choose to see the item as it is now.
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.all }),
  });
  return {
    run: mutation.mutateAsync,
    pending: mutation.isPending,
    result: mutation.data,
    failure: mutation.error ? failureOf(mutation.error) : null,
    reset: mutation.reset,
  };
}

interface ConfirmProps {
  /** The question, with the figures the action acts on. */
  question: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The one confirmation an action asks for: what will happen, then yes or no. Focus goes to the question. */
export function ConfirmPanel({ question, confirmLabel, danger, pending, onConfirm, onCancel }: ConfirmProps) {
  return (
    <div
      className="ops-confirm"
      role="group"
      aria-labelledby="ops-confirm-question"
      data-testid="confirm-panel"
    >
      <p
        id="ops-confirm-question"
        className="ops-confirm__question"
        tabIndex={-1}
        ref={(node) => node?.focus()}
      >
        {question}
      </p>
      <div className="button-row button-row--start">
        <button
          type="button"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          disabled={pending}
          onClick={onConfirm}
          data-testid="confirm-action"
        >
          {pending ? <Trans>Working…</Trans> : confirmLabel}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}

/** An action's refusal, where it was asked for; for an item that changed, the way to see it as it is now. */
export function FailureNotice({ failure, onReload }: { failure: ActionFailure; onReload?: () => void }) {
  return (
    <div className="notice notice--warning ops-failure" role="alert" data-testid="action-failure">
      <p>{failure.message}</p>
      {failure.changed && onReload ? (
        <button type="button" className="button button--secondary" onClick={onReload}>
          <Trans>Show it as it is now</Trans>
        </button>
      ) : null}
    </div>
  );
}

/** An action's result, announced. */
export function ResultNotice({ children }: { children: ReactNode }) {
  return (
    <div className="notice ops-result" role="status" data-testid="action-result">
      {children}
    </div>
  );
}

/** A simple action: a button, its one confirmation, its result or refusal. */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  danger,
  action,
  done,
  onReload,
  disabled,
  testId,
}: {
  label: ReactNode;
  question: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  action: { run(): Promise<unknown>; pending: boolean; failure: ActionFailure | null; reset(): void };
  done: ReactNode | null;
  onReload?: () => void;
  disabled?: boolean;
  testId?: string;
}) {
  const [asking, setAsking] = useState(false);
  if (done) return <ResultNotice>{done}</ResultNotice>;
  return (
    <div className="ops-action">
      {asking ? (
        <ConfirmPanel
          question={question}
          confirmLabel={confirmLabel}
          danger={danger}
          pending={action.pending}
          onConfirm={() => {
            void action
              .run()
              .catch(() => undefined)
              .finally(() => setAsking(false));
          }}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <button
          type="button"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          disabled={disabled}
          onClick={() => {
            action.reset();
            setAsking(true);
          }}
          data-testid={testId}
        >
          {label}
        </button>
      )}
      {action.failure && !asking ? <FailureNotice failure={action.failure} onReload={onReload} /> : null}
    </div>
  );
}
