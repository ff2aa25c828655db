import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { signRequest } from '../../domain/api/loans';
import type { TopUpView } from '../../domain/api/top-up';
import { isApiError } from '../lib/api/api-error';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { showToast } from '../lib/stores/toast-store';
import { messageText } from '../ui/member/field-message';
import { type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { TextField } from '../ui/text-field';
import { useSignOffer } from './loan-mutations';

export const consentMissing = msg`Please confirm that you have read the pre-contract information and the loan agreement and agree to them`;

export type SignErrors = FieldErrors<'fullName' | 'consent' | 'form'>;

/** What a signature sends: the name typed and the hash of the document it signs. */
export type SignBody = { fullName: string; versionHash: string };

/**
 * The offer's signature: the borrower types their full legal name (the server compares it with the profile)
 * and confirms they read the agreement shown above. Validated with the server's own contract first; the
 * server's refusals land on the field they are about.
 */
export function SignOfferForm({
  loanId,
  versionHash,
  topUp,
  onSigned,
}: {
  loanId: number;
  versionHash: string;
  /** A top-up: signing also agrees that its payout settles the loan it replaces first. */
  topUp?: TopUpView | undefined;
  onSigned?: () => void;
}) {
  const { t } = useLingui();
  const sign = useSignOffer(loanId, () => {
    showToast('success', t`You have signed the agreement`);
    onSigned?.();
  });
  return (
    <SignatureForm
      versionHash={versionHash}
      sign={sign}
      title={<Trans>Sign the agreement</Trans>}
      consent={
        <Trans>
          I have read the pre-contract information and the loan agreement, and I agree to be bound by them
        </Trans>
      }
      consentMissing={consentMissing}
      submit={{ idle: <Trans>Sign the agreement</Trans>, pending: <Trans>Signing…</Trans> }}
    >
      {topUp ? <TopUpConsent topUp={topUp} /> : null}
    </SignatureForm>
  );
}

/**
 * The e-signature every agreement takes (the loan's offer, a variation of it): the full name typed, which
 * is the signature, the reader's confirmation, and the hash of the document shown above. Checked with the
 * server's own contract first; the server's refusals land on the field they are about, or above the form.
 */
export function SignatureForm({
  versionHash,
  sign,
  title,
  consent: consentLabel,
  consentMissing: consentMessage,
  submit: submitLabel,
  testId = 'sign-form',
  children,
}: {
  versionHash: string;
  sign: Pick<UseMutationResult<unknown, Error, SignBody>, 'mutate' | 'isPending'>;
  title: ReactNode;
  consent: ReactNode;
  consentMissing: MessageDescriptor;
  submit: { idle: ReactNode; pending: ReactNode };
  testId?: string;
  /** What else signing agrees to, said before the name. */
  children?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const lang = useLanguage();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SignErrors>({});
  const consentErrorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = validateSignForm(
      { fullName, consent, versionHash },
      (code) => messageText(i18n, code, lang),
      i18n._(consentMessage),
    );
    setErrors(next);
    if (next.fullName || next.consent) return;
    sign.mutate(
      { fullName: fullName.trim(), versionHash },
      {
        onError: (error) => {
          // Offline is not a fault of ours or theirs: the banner says so; here, only what it means for this form.
          if (!navigator.onLine) {
            setErrors({
              form: t`You are offline: your signature has not been sent. Sign again once you are back online.`,
            });
            return;
          }
          if (!isApiError(error)) {
            setErrors({
              form: t`Request timed out or server error, please check the network or contact the administrator!`,
            });
            return;
          }
          const { fullName } = serverFieldErrors(error, ['fullName'] as const);
          if (fullName) setErrors({ fullName });
          else
            setErrors({
              form:
                error.msg ||
                t`Request timed out or server error, please check the network or contact the administrator!`,
            });
        },
      },
    );
  }

  return (
    <form className="card sign-form" onSubmit={submit} noValidate data-testid={testId}>
      <h2 className="card__title">{title}</h2>
      <p className="muted">
        <Trans>
          Type your full name as it appears on your ID. It is your signature on the agreement above.
        </Trans>
      </p>
      {children}
      {errors.form ? (
        <p className="form-error" role="alert" data-testid="sign-error">
          {errors.form}
        </p>
      ) : null}
      <TextField
        label={<Trans>Full name</Trans>}
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={errors.fullName ?? null}
      />
      <label className="checkbox checkbox--top">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? consentErrorId : undefined}
        />
        <span>{consentLabel}</span>
      </label>
      {errors.consent ? (
        <p id={consentErrorId} className="field__error" role="alert">
          {errors.consent}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={sign.isPending}>
        {sign.isPending ? submitLabel.pending : submitLabel.idle}
      </button>
    </form>
  );
}

/** The form's checks: the server's signRequest contract for the name, and the reader's consent. */
export function validateSignForm(
  input: { fullName: string; consent: boolean; versionHash: string },
  words: (code: string) => string,
  consentMessage: string,
): SignErrors {
  const errors: SignErrors = {};
  const parsed = signRequest.safeParse({ fullName: input.fullName, versionHash: input.versionHash });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((item) => item.path[0] === 'fullName');
    if (issue) errors.fullName = words(issue.message);
  }
  if (!input.consent) errors.consent = consentMessage;
  return errors;
}

/** What signing a top-up agrees to, in one sentence with its figures, next to the signature. */
function TopUpConsent({ topUp }: { topUp: TopUpView }) {
  const lang = useLanguage();
  const loan = topUp.replacesContractNumber ?? `#${topUp.replacesLoanId}`;
  const settlement = formatAmount(topUp.settlement, lang);
  const toBorrower = formatAmount(topUp.toBorrower, lang);
  const day = formatDate(topUp.payoutOn, lang);
  return (
    <p className="notice" data-testid="sign-top-up">
      <Trans>
        This is a top-up. On the day we pay it out, it first settles your loan {loan} — {settlement} if paid
        out on {day} — and the rest, {toBorrower}, is paid to you.
      </Trans>
    </p>
  );
}
