import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { ComplaintReceipt, MemberComplaintsResponse } from '../../domain/api/complaints';
import { COMPLAINT_TEXT_MAX } from '../../domain/complaints/complaint-codes';
import { isValidEmail } from '../../domain/email';
import { isApiError } from '../lib/api/api-error';
import { formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanKeys } from '../lib/queries/loan-queries';
import { FieldError, fieldClassName } from '../ui/member/field-error';
import { type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { SelectField } from '../ui/member/select-field';
import { TextField } from '../ui/text-field';
import { sendComplaint } from './complaints-queries';

const FIELDS = ['name', 'email', 'phone', 'loanNumber', 'loanId', 'whatHappened', 'wanted'] as const;
type Field = (typeof FIELDS)[number];
const NO_LOAN = 'none';

/** A signed-in borrower's account as the form shows it: their name and e-mail, their loans. */
export type Account = Pick<MemberComplaintsResponse, 'name' | 'email' | 'phone' | 'loans'> & {
  memberId: number;
};

/**
 * The complaint form (FCA DISP 1): what happened and what they want us to do, and — signed out — how to
 * reach them. Checked here first (each problem on its field), then sent once under an Idempotency-Key kept
 * for the same words, so a retry after a lost answer does not make a second complaint; the server's
 * refusal lands on the field it names. Done, it says the reference and the dates we hold ourselves to.
 */
export function ComplaintForm({ account }: { account: Account | null }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const client = useQueryClient();
  const [form, setForm] = useState({
    name: '',
    email: '',
    phone: account?.phone ?? '',
    loanNumber: '',
    loanId: NO_LOAN,
    whatHappened: '',
    wanted: '',
  });
  const [own, setOwn] = useState<FieldErrors<Field>>({});
  const sent = useRef<{ body: string; key: string } | null>(null);
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: (body: Parameters<typeof sendComplaint>[0]) => {
      const text = JSON.stringify(body);
      if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() };
      return sendComplaint(body, sent.current.key);
    },
    onSuccess: () => {
      if (account) void client.invalidateQueries({ queryKey: loanKeys.member(account.memberId) });
    },
  });
  const set = (field: Field) => (value: string) => setForm((old) => ({ ...old, [field]: value }));
  const server = serverFieldErrors(mutation.error, FIELDS);
  const problems: FieldErrors<Field> = { ...server, ...own };
  const generalError =
    mutation.error && Object.keys(server).length === 0
      ? isApiError(mutation.error)
        ? mutation.error.msg
        : t`Your complaint could not be sent. Check your connection and try again.`
      : null;

  const check = (): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    if (!account) {
      if (!form.name.trim()) found.name = t`Enter your name.`;
      if (!form.email.trim()) found.email = t`Enter your e-mail address, so that we can answer you.`;
      else if (!isValidEmail(form.email.trim()))
        found.email = t`Enter an e-mail address such as name@example.com.`;
    }
    if (!form.whatHappened.trim()) found.whatHappened = t`Tell us what happened.`;
    if (!form.wanted.trim()) found.wanted = t`Tell us what you would like us to do.`;
    for (const field of ['whatHappened', 'wanted'] as const)
      if (form[field].trim().length > COMPLAINT_TEXT_MAX) found[field] = t`At most 5,000 characters, please.`;
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    const found = check();
    setOwn(found);
    if (Object.keys(found).length > 0) return;
    const words = {
      whatHappened: form.whatHappened.trim(),
      wanted: form.wanted.trim(),
      phone: form.phone.trim(),
    };
    void mutation
      .mutateAsync(
        account
          ? {
              signedIn: true,
              fields: { ...words, ...(form.loanId !== NO_LOAN ? { loanId: Number(form.loanId) } : {}) },
            }
          : {
              signedIn: false,
              fields: {
                ...words,
                name: form.name.trim(),
                email: form.email.trim(),
                loanNumber: form.loanNumber.trim(),
              },
            },
      )
      .catch(() => undefined);
  };

  if (mutation.data) return <Receipt receipt={mutation.data} email={account?.email ?? form.email.trim()} />;
  return (
    <form className="complaint-form" onSubmit={submit} noValidate data-testid="complaint-form">
      {account ? (
        <p className="muted" data-testid="complaint-account">
          <Trans>
            From {account.name}. We will answer you in the app and at {account.email}.
          </Trans>
        </p>
      ) : (
        <>
          <TextField
            label={<Trans>Your name</Trans>}
            autoComplete="name"
            value={form.name}
            error={problems.name ?? null}
            onChange={(event) => set('name')(event.target.value)}
          />
          <TextField
            label={<Trans>Your e-mail address</Trans>}
            type="email"
            autoComplete="email"
            value={form.email}
            error={problems.email ?? null}
            onChange={(event) => set('email')(event.target.value)}
          />
        </>
      )}
      <TextField
        label={<Trans>Phone number (optional)</Trans>}
        type="tel"
        autoComplete="tel"
        value={form.phone}
        error={problems.phone ?? null}
        onChange={(event) => set('phone')(event.target.value)}
      />
      {account ? (
        account.loans.length > 0 ? (
          <SelectField
            label={<Trans>Which loan is it about? (optional)</Trans>}
            value={form.loanId}
            placeholder={t`Choose a loan`}
            options={[
              { value: NO_LOAN, label: t`Not about one loan` },
              ...account.loans.map((loan) => ({
                value: String(loan.id),
                label: loan.contractNumber ?? String(loan.id),
              })),
            ]}
            error={problems.loanId ?? null}
            onValue={set('loanId')}
          />
        ) : null
      ) : (
        <TextField
          label={<Trans>Loan number (optional)</Trans>}
          autoComplete="off"
          value={form.loanNumber}
          error={problems.loanNumber ?? null}
          onChange={(event) => set('loanNumber')(event.target.value)}
        />
      )}
      <TextArea
        label={<Trans>What happened?</Trans>}
        value={form.whatHappened}
        error={problems.whatHappened ?? null}
        onValue={set('whatHappened')}
      />
      <TextArea
        label={<Trans>What would you like us to do?</Trans>}
        value={form.wanted}
        error={problems.wanted ?? null}
        onValue={set('wanted')}
      />
      {generalError ? (
        <p className="notice notice--error" role="alert" data-testid="complaint-error">
          {generalError}
        </p>
      ) : null}
      <div className="button-row button-row--start">
        <button
          type="submit"
          className="button button--primary"
          disabled={mutation.isPending}
          data-testid="complaint-send"
        >
          {mutation.isPending ? <Trans>Sending…</Trans> : <Trans>Send my complaint</Trans>}
        </button>
      </div>
    </form>
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
  error: string | null;
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
        className="field__input complaint-form__text"
        rows={4}
        maxLength={COMPLAINT_TEXT_MAX + 100}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** What we promise once it is in: the reference, and the two dates of DISP 1. */
function Receipt({ receipt, email }: { receipt: ComplaintReceipt; email: string }) {
  const lang = useLanguage();
  const summaryBy = formatDate(receipt.summaryBy, lang);
  const finalBy = formatDate(receipt.finalBy, lang);
  return (
    <div className="notice complaint-receipt" role="status" data-testid="complaint-receipt">
      <p>
        <strong>
          <Trans>We have your complaint {receipt.reference}.</Trans>
        </strong>
      </p>
      <p>
        <Trans>
          We received it on {formatDate(receipt.receivedOn, lang)} and have sent an acknowledgement to {email}
          . We aim to settle it by {summaryBy}; if it needs longer, our final response will reach you by{' '}
          {finalBy} at the latest.
        </Trans>
      </p>
    </div>
  );
}
