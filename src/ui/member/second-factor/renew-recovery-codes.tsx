import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { confirmTotpBody } from '../../../../domain/api/second-factor';
import { useLanguage } from '../../../lib/i18n/language';
import { renewRecoveryCodes, secondFactorKeys } from '../../../lib/queries/second-factor-queries';
import { contractErrors, serverFieldErrors } from '../form-errors';
import { TotpCodeField } from './totp-code-field';

/** Ten new recovery codes for a current code from the app; the old ones stop working. */
export function RenewRecoveryCodes({ left, onCodes }: { left: number; onCodes(codes: string[]): void }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const renew = useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: async ({ recoveryCodes }) => {
      setCode('');
      onCodes(recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: secondFactorKeys.status });
    },
    onError: (failure) => setError(serverFieldErrors(failure, ['code']).code),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contractErrors(confirmTotpBody, { code }, i18n, lang);
    setError(found.code);
    if (!found.code) renew.mutate(code);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="renew-codes-form">
      <h2>
        <Trans>Recovery codes</Trans>
      </h2>
      <p data-testid="recovery-codes-left">
        <Trans>Recovery codes left: {left} of 10</Trans>
      </p>
      <p className="muted">
        <Trans>Ten new codes replace the ones you have; the old ones stop working.</Trans>
      </p>
      <TotpCodeField
        label={<Trans>Code from the app</Trans>}
        name="renewCode"
        value={code}
        onChange={setCode}
        error={error}
      />
      <button type="submit" className="button button--secondary button--block" disabled={renew.isPending}>
        <Trans>Make new recovery codes</Trans>
      </button>
    </form>
  );
}
