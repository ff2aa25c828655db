import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type GuaranteeView, mandateSetUpRequest, mandateView } from '../../domain/api/direct-debit';
import { apiRequest } from '../lib/api/api-client';
import { isApiError } from '../lib/api/api-error';
import { useLanguage } from '../lib/i18n/language';
import { loanKeys } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { FieldError } from '../ui/member/field-error';
import { contractErrors, type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { SelectField } from '../ui/member/select-field';
import { Card } from '../ui/screen';
import { TextField } from '../ui/text-field';
import { useIdempotencyKey } from '../ui/use-idempotency-key';

type Field = 'accountHolderName' | 'sortCode' | 'accountNumber' | 'collectionDay' | 'confirmHolder';
const fields: readonly Field[] = [
  'accountHolderName',
  'sortCode',
  'accountNumber',
  'collectionDay',
  'confirmHolder',
];

export const collectionDays = Array.from({ length: 28 }, (_, index) => String(index + 1));

/** The Direct Debit Guarantee as the server words it (our own words, versioned), shown before set-up. */
export function Guarantee({ guarantee }: { guarantee: GuaranteeView }) {
  return (
    <section className="dd-guarantee" aria-labelledby="dd-guarantee-title" data-testid="dd-guarantee">
      <h2 id="dd-guarantee-title" className="card__title">
        {guarantee.title}
      </h2>
      {guarantee.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/**
 * Setting up a Direct Debit: the account (checked with the same contract the server checks it with, then
 * by the server's modulus check and the bureau), the collection day and the borrower's confirmation that
 * they alone authorise debits from it. The Guarantee is shown above the button. Nothing typed is stored.
 */
export function DirectDebitSetUpForm({
  loanId,
  guarantee,
  dueDay,
}: {
  loanId: number;
  guarantee: GuaranteeView;
  dueDay: number | null;
}) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  const confirmId = useId();
  const [form, setForm] = useState({
    accountHolderName: '',
    sortCode: '',
    accountNumber: '',
    collectionDay: dueDay !== null && dueDay <= 28 ? String(dueDay) : '',
    confirmHolder: false,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const setUp = useMutation({
    meta: { silent: true },
    mutationFn: (body: object) =>
      apiRequest(`/loan/${loanId}/direct-debit`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': keyFor(body) },
        schema: mandateView,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: loanKeys.member(user.id) }),
    onError: (error) => setErrors(serverFieldErrors(error, fields)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...form,
      collectionDay: form.collectionDay === '' ? undefined : Number(form.collectionDay),
      guaranteeVersion: guarantee.version,
    };
    const found = contractErrors<Field>(mandateSetUpRequest, body, i18n, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) setUp.mutate(body);
  };
  const change = (field: Exclude<Field, 'confirmHolder'>) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const refusal =
    setUp.error && Object.keys(serverFieldErrors(setUp.error, fields)).length === 0
      ? isApiError(setUp.error) && setUp.error.code !== 'NETWORK'
        ? setUp.error.msg
        : t`No answer: nothing is known to have changed. Try again — it will not be done twice.`
      : null;
  return (
    <Card testId="dd-set-up">
      <h2 className="card__title">
        <Trans>Pay by Direct Debit</Trans>
      </h2>
      <p>
        <Trans>
          Each payment is taken from your bank account on its due date (the next working day if that is a
          weekend or bank holiday). We tell you the amount and date at least 3 working days before each one.
        </Trans>
      </p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={<Trans>Account holder’s name</Trans>}
          value={form.accountHolderName}
          autoComplete="name"
          error={errors.accountHolderName}
          onChange={(event) => change('accountHolderName')(event.target.value)}
        />
        <TextField
          label={<Trans>Sort code</Trans>}
          value={form.sortCode}
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-34-56"
          error={errors.sortCode}
          onChange={(event) => change('sortCode')(event.target.value)}
        />
        <TextField
          label={<Trans>Account number</Trans>}
          value={form.accountNumber}
          inputMode="numeric"
          autoComplete="off"
          error={errors.accountNumber}
          onChange={(event) => change('accountNumber')(event.target.value)}
        />
        <SelectField
          label={<Trans>Collection day of the month</Trans>}
          value={form.collectionDay}
          placeholder={t`Choose a day`}
          options={collectionDays.map((day) => ({ value: day, label: day }))}
          error={errors.collectionDay}
          onValue={change('collectionDay')}
        />
        <p className="muted">
          <Trans>
            Your bills fall on this day now. Another day moves them, with interest for the days moved; it
            needs 10 working days’ notice before the next payment.
          </Trans>
        </p>
        <Guarantee guarantee={guarantee} />
        <div className={['field', errors.confirmHolder ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.confirmHolder}
              aria-invalid={errors.confirmHolder ? true : undefined}
              aria-describedby={errors.confirmHolder ? `${confirmId}-error` : undefined}
              onChange={(event) => {
                const checked = event.target.checked;
                setForm((current) => ({ ...current, confirmHolder: checked }));
                setErrors((current) => ({ ...current, confirmHolder: undefined }));
              }}
            />
            <span>
              <Trans>
                I hold this account, and I am the only person needed to authorise Direct Debits from it.
              </Trans>
            </span>
          </label>
          <FieldError id={`${confirmId}-error`} error={errors.confirmHolder} />
        </div>
        {refusal ? (
          <p role="alert" data-testid="dd-set-up-failed">
            {refusal}
          </p>
        ) : null}
        <div className="button-row button-row--start">
          <button type="submit" className="button button--primary" disabled={setUp.isPending}>
            {setUp.isPending ? <Trans>Working…</Trans> : <Trans>Set up Direct Debit</Trans>}
          </button>
        </div>
      </form>
    </Card>
  );
}
