import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type CopRefusalData,
  copRefusalData,
  updateBankAccountBody,
} from '../../domain/api/payout-destination';
import { isApiError } from '../lib/api/api-error';
import { useLanguage } from '../lib/i18n/language';
import { showToast } from '../lib/stores/toast-store';
import { contractErrors, type FieldErrors, serverFieldErrors } from '../ui/member/form-errors';
import { TextField } from '../ui/text-field';
import { useIdempotencyKey } from '../ui/use-idempotency-key';
import { updateBankAccount } from './security-api';
import { useStoreMember } from './use-member';

const fields = ['accountHolderName', 'sortCode', 'accountNumber', 'password'] as const;
type Field = (typeof fields)[number];

/**
 * A UK bank account as where loans are paid (decision 099). The format is checked here with the shared
 * contract; the server checks the pair with the Vocalink modulus rules and the name with the account's bank
 * (Confirmation of Payee). A close match offers the name the bank holds; a name that does not match, or
 * cannot be checked, is saved only after the borrower says they understand the money may go to someone else.
 */
export function BankAccountForm() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const storeMember = useStoreMember();
  const keyFor = useIdempotencyKey();
  const riskId = useId();
  const [name, setName] = useState('');
  const [sortCode, setSortCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [accountType, setAccountType] = useState<'PERSONAL' | 'BUSINESS'>('PERSONAL');
  const [acceptRisk, setAcceptRisk] = useState(false);
  const [cop, setCop] = useState<CopRefusalData | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const form = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof updateBankAccount>[0]) => updateBankAccount(body, keyFor(body)),
    onSuccess: (updated) => {
      storeMember(updated);
      setName('');
      setSortCode('');
      setAccountNumber('');
      setPassword('');
      setAccountType('PERSONAL');
      setAcceptRisk(false);
      setCop(null);
      setErrors({});
      showToast('success', t`Modified successfully`);
    },
    onError: (error) => {
      const answer = isApiError(error) ? copRefusalData.safeParse(error.data?.cop) : null;
      // A name-check answer comes after the password was accepted: it stays, so taking the bank's name or
      // acknowledging the warning is one tap. Any other refusal clears it, as the other settings do.
      if (!answer?.success) setPassword('');
      setErrors(serverFieldErrors(error, fields));
      setCop(answer?.success ? answer.data : null);
    },
  });

  const edited = () => {
    setCop(null);
    setAcceptRisk(false);
  };
  const send = (holder: string, type: 'PERSONAL' | 'BUSINESS') => {
    const body = { accountHolderName: holder, sortCode, accountNumber, password };
    const found = contractErrors(updateBankAccountBody, body, i18n, lang);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate({
      ...body,
      ...(type === 'BUSINESS' ? { accountType: type } : {}),
      ...(acceptRisk ? { acceptNameRisk: true } : {}),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(name, accountType);
  };
  const takeHeldName = () => {
    if (!cop?.heldName) return;
    setName(cop.heldName);
    const type = cop.heldAccountType ?? accountType;
    setAccountType(type);
    setCop(null);
    if (!password) {
      setErrors({ password: t`Enter your current password again to save` });
      return;
    }
    send(cop.heldName, type);
  };
  const focusName = () => {
    const input = form.current?.elements.namedItem('accountHolderName');
    if (input instanceof HTMLInputElement) input.focus();
  };
  const riskToAccept = cop?.outcome === 'NO_MATCH' || cop?.outcome === 'UNAVAILABLE';

  return (
    <form ref={form} onSubmit={submit} noValidate data-testid="bank-account-form">
      <TextField
        label={<Trans>Account holder's name</Trans>}
        name="accountHolderName"
        autoComplete="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setAccountType('PERSONAL');
          edited();
          setErrors((prev) => ({ ...prev, accountHolderName: undefined }));
        }}
        error={errors.accountHolderName}
      />
      {cop?.outcome === 'CLOSE_MATCH' && cop.heldName ? (
        <div className="cop-answer" data-testid="cop-close-match" role="status">
          <p>
            {cop.heldAccountType === 'BUSINESS' ? (
              <Trans>
                The bank holds the name <strong>{cop.heldName}</strong>, and it is a business account.
              </Trans>
            ) : (
              <Trans>
                The bank holds the name <strong>{cop.heldName}</strong>.
              </Trans>
            )}
          </p>
          <div className="cop-answer__actions">
            <button type="button" className="button button--primary" onClick={takeHeldName}>
              <Trans>Use {cop.heldName}</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={focusName}>
              <Trans>Correct the name</Trans>
            </button>
          </div>
        </div>
      ) : null}
      {riskToAccept ? (
        <label className="checkbox checkbox--top cop-risk" data-testid="cop-accept-risk">
          <input
            type="checkbox"
            checked={acceptRisk}
            aria-describedby={riskId}
            onChange={(event) => setAcceptRisk(event.target.checked)}
          />
          <span id={riskId}>
            {cop?.outcome === 'NO_MATCH' ? (
              <Trans>
                I have checked the details. I understand that if they are wrong, my loan may be paid to
                someone else's account and may not be recoverable.
              </Trans>
            ) : (
              <Trans>
                I have checked the details. I understand that the name could not be confirmed, and if the
                details are wrong my loan may be paid to someone else's account.
              </Trans>
            )}
          </span>
        </label>
      ) : null}
      <TextField
        label={<Trans>Sort code</Trans>}
        name="sortCode"
        inputMode="numeric"
        autoComplete="off"
        placeholder="12-34-56"
        value={sortCode}
        onChange={(event) => {
          setSortCode(event.target.value);
          edited();
          setErrors((prev) => ({ ...prev, sortCode: undefined, accountNumber: undefined }));
        }}
        error={errors.sortCode}
      />
      <TextField
        label={<Trans>Account number</Trans>}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        value={accountNumber}
        onChange={(event) => {
          setAccountNumber(event.target.value);
          edited();
          setErrors((prev) => ({ ...prev, accountNumber: undefined }));
        }}
        error={errors.accountNumber}
      />
      <TextField
        label={<Trans>Current password</Trans>}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((prev) => ({ ...prev, password: undefined }));
        }}
        error={errors.password}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={mutation.isPending || (riskToAccept && !acceptRisk)}
      >
        {mutation.isPending ? (
          <Trans>Checking the name with the bank…</Trans>
        ) : riskToAccept ? (
          <Trans>Save this account anyway</Trans>
        ) : (
          <Trans>Save bank account</Trans>
        )}
      </button>
    </form>
  );
}
