import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { poundsInputText } from '../../../domain/money-input';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { useUser } from '../../lib/stores/session-store';
import { TextField } from '../../ui/text-field';
import { ActionForm, NotNow, type Problems, TextAreaField, usePounds } from '../arrears/action-form';
import { ConfirmButton, useOpsAction, useReloadAll } from '../shared/ops-action';
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
  const limit = formatAmount(detail.secondApprovalAbove, lang);
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
      onDone={(answer, body) => {
        const amount = formatAmount(body.amount, lang);
        onDone(
          answer.waiver && answer.waiver.entryId === null ? (
            <Trans>
              Asked for: the waiver of {amount} is above {limit}, so a different operator must approve it.
            </Trans>
          ) : (
            <Trans>Waived {amount} of overdue interest.</Trans>
          ),
        );
      }}
      question={(body) =>
        body.amount > detail.secondApprovalAbove ? (
          <Trans>
            Waive {formatAmount(body.amount, lang)} of overdue interest? It is above {limit}: a different
            operator must approve it before it is written to the loan’s ledger.
          </Trans>
        ) : (
          <Trans>
            Waive {formatAmount(body.amount, lang)} of overdue interest? It is written to the loan’s ledger at
            once and answers the request.
          </Trans>
        )
      }
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

/**
 * A waiver above the setting, asked for and waiting: a different operator approves it (then it is written
 * to the ledger and answers the request), or anyone withdraws it to answer the request another way.
 */
export function WaiverWaiting({
  detail,
  waiver,
}: {
  detail: HardshipCase;
  waiver: NonNullable<HardshipCase['waiver']>;
}) {
  const lang = useLanguage();
  const me = useUser().id;
  const reload = useReloadAll();
  const actions = hardshipActions(detail.request.id);
  const approve = useOpsAction(actions.approveWaiver);
  const withdraw = useOpsAction(actions.withdrawWaiver);
  const amount = formatAmount(waiver.amount, lang);
  const limit = formatAmount(detail.secondApprovalAbove, lang);
  const reason = waiver.reason;
  return (
    <div data-testid="waiver-waiting">
      <p className="notice notice--warning">
        <Trans>
          A waiver of {amount} of overdue interest waits for a second operator: it is above {limit}. Why:{' '}
          {reason}
        </Trans>
      </p>
      {waiver.askedBy === me ? (
        <NotNow>
          <Trans>You asked for this waiver: a different operator must approve it.</Trans>
        </NotNow>
      ) : null}
      <div className="hardship-offer__actions">
        {waiver.askedBy !== me ? (
          <ConfirmButton
            testId="approve-waiver"
            label={<Trans>Approve the waiver…</Trans>}
            question={
              <Trans>
                Approve the waiver of {amount}? It is written to the loan’s ledger at once and answers the
                request.
              </Trans>
            }
            confirmLabel={<Trans>Yes, approve it</Trans>}
            action={{ ...approve, run: () => approve.run({}) }}
            done={approve.result !== undefined ? <Trans>Waiver approved and written.</Trans> : null}
            onReload={reload}
          />
        ) : null}
        <ConfirmButton
          testId="withdraw-waiver"
          label={<Trans>Withdraw the waiver…</Trans>}
          question={
            <Trans>
              Withdraw the waiver of {amount}? Nothing is written, and the request waits for an answer.
            </Trans>
          }
          confirmLabel={<Trans>Yes, withdraw it</Trans>}
          danger
          action={{ ...withdraw, run: () => withdraw.run({}) }}
          done={withdraw.result !== undefined ? <Trans>Waiver withdrawn.</Trans> : null}
          onReload={reload}
        />
      </div>
    </div>
  );
}
