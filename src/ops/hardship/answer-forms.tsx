import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { poundsInputText } from '../../../domain/money-input';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { TextField } from '../../ui/text-field';
import { ActionForm, NotNow, type Problems, TextAreaField, usePounds } from '../arrears/action-form';
import { useOpsAction, useReloadAll } from '../ops-action';
import { type HardshipCase, hardshipActions } from './hardship-queries';

/** The reasons an operator writes are kept to this many characters (the contract's limit). */
const REASON_MAX = 500;

/** The overdue interest still owed on the loan's bills: the most that may be waived. */
export function overdueInterestOutstanding(detail: HardshipCase): number {
  return detail.book.bills.reduce((sum, bill) => sum + bill.outstanding.overdueInterest, 0);
}

/** Overdue interest waived, all or part, with the reason: written to the ledger at once, and the request answered. */
export function WaiveForm({ detail, onDone }: { detail: HardshipCase; onDone(message: ReactNode): void }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const pounds = usePounds();
  const action = useOpsAction(hardshipActions(detail.request.id).waive);
  const reload = useReloadAll();
  const owed = overdueInterestOutstanding(detail);
  const [amount, setAmount] = useState(owed > 0 ? poundsInputText(owed) : '');
  const [reason, setReason] = useState('');
  if (owed <= 0)
    return (
      <NotNow>
        <Trans>No overdue interest is owed on this loan: there is nothing to waive.</Trans>
      </NotNow>
    );
  const review = () => {
    const problems: Problems = {};
    const money = pounds(amount);
    if ('problem' in money) problems.amount = money.problem;
    else if (money.minor > owed)
      problems.amount = t`At most the overdue interest owed, ${formatAmount(owed, lang)}.`;
    if (!reason.trim()) problems.reason = t`Say why it is waived.`;
    else if (reason.trim().length > REASON_MAX) problems.reason = t`At most 500 characters.`;
    if ('problem' in money || Object.keys(problems).length > 0) return { problems };
    return { body: { amount: money.minor, reason: reason.trim() } };
  };
  return (
    <ActionForm
      testId="waive-form"
      action={action}
      fields={['amount', 'reason']}
      review={review}
      onReload={reload}
      onDone={(_, body) =>
        onDone(<Trans>Waived {formatAmount(body.amount, lang)} of overdue interest.</Trans>)
      }
      question={(body) => (
        <Trans>
          Waive {formatAmount(body.amount, lang)} of overdue interest? It is written to the loan’s ledger at
          once and answers the request.
        </Trans>
      )}
      submitLabel={<Trans>Waive…</Trans>}
      confirmLabel={<Trans>Yes, waive it</Trans>}
      done={() => <Trans>Overdue interest waived.</Trans>}
    >
      {(problems) => (
        <>
          <p className="muted" data-testid="overdue-interest-owed">
            <Trans>Overdue interest owed: {formatAmount(owed, lang)}.</Trans>
          </p>
          <TextField
            label={<Trans>Amount to waive (£)</Trans>}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={problems.amount ?? null}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextAreaField
            label={<Trans>Reason</Trans>}
            value={reason}
            maxLength={REASON_MAX}
            error={problems.reason ?? null}
            onValue={setReason}
          />
        </>
      )}
    </ActionForm>
  );
}

/** The request declined with our reason, sent to the borrower with the free debt-advice services. */
export function DeclineForm({ detail, onDone }: { detail: HardshipCase; onDone(message: ReactNode): void }) {
  const { t } = useLingui();
  const action = useOpsAction(hardshipActions(detail.request.id).decline);
  const reload = useReloadAll();
  const [reason, setReason] = useState('');
  const review = () => {
    const problems: Problems = {};
    if (!reason.trim()) problems.reason = t`Say why the request is declined.`;
    else if (reason.trim().length > REASON_MAX) problems.reason = t`At most 500 characters.`;
    if (Object.keys(problems).length > 0) return { problems };
    return { body: { reason: reason.trim() } };
  };
  return (
    <ActionForm
      testId="decline-form"
      action={action}
      fields={['reason']}
      review={review}
      onReload={reload}
      danger
      onDone={() => onDone(<Trans>Request declined: the borrower is told why, with free debt advice.</Trans>)}
      question={() => (
        <Trans>
          Decline the request? The borrower reads your reason with the free debt-advice services (MoneyHelper,
          StepChange, National Debtline), and the request is answered.
        </Trans>
      )}
      submitLabel={<Trans>Decline…</Trans>}
      confirmLabel={<Trans>Yes, decline it</Trans>}
      done={() => <Trans>Request declined.</Trans>}
    >
      {(problems) => (
        <TextAreaField
          label={<Trans>Reason, as the borrower will read it</Trans>}
          value={reason}
          maxLength={REASON_MAX}
          error={problems.reason ?? null}
          onValue={setReason}
        />
      )}
    </ActionForm>
  );
}
