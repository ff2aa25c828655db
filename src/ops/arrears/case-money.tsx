import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { transferReference } from '../../../domain/api/servicing';
import { compareDates, isIsoDate } from '../../../domain/loan/dates';
import { poundsInputText } from '../../../domain/money-input';
import { earliestRemedyDate } from '../../../domain/servicing/statutory-dates';
import { formatAmount, formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { useUser } from '../../lib/stores/session-store';
import { SelectField } from '../../ui/member/select-field';
import { TextField } from '../../ui/text-field';
import { configQuery } from '../settings/settings-queries';
import { ConfirmButton, useOpsAction, useReloadAll } from '../shared/ops-action';
import { ActionForm, NotNow, type Problems, TextAreaField, usePounds } from './action-form';
import { entryKindLabels } from './arrears-labels';
import { type ArrearsCase, caseActions } from './arrears-queries';

/** Entries an operator may undo: money in or out and what it paid ahead, not the payout or a charge-off. */
const REVERSIBLE = new Set(['PAYMENT', 'REFUND', 'WAIVER', 'RECOVERY', 'PREPAYMENT']);

/** A payment seen without a voucher: the amount that arrived, the day it arrived, the transfer's reference. */
export function RecordPaymentForm({ detail }: { detail: ArrearsCase }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const pounds = usePounds();
  const action = useOpsAction(caseActions(detail.loanId).payment);
  const reload = useReloadAll();
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(detail.businessDate);
  const [reference, setReference] = useState('');
  const { payoutOn } = detail.book;
  const review = () => {
    const problems: Problems = {};
    const money = pounds(amount);
    if ('problem' in money) problems.amount = money.problem;
    if (!isIsoDate(receivedOn)) problems.receivedOn = t`Enter the day it arrived.`;
    else if (compareDates(receivedOn, detail.businessDate) > 0)
      problems.receivedOn = t`It cannot have arrived after the business date, ${formatDate(detail.businessDate, lang)}.`;
    else if (compareDates(receivedOn, payoutOn) < 0)
      problems.receivedOn = t`It cannot have arrived before the payout, ${formatDate(payoutOn, lang)}.`;
    const ref = reference.trim();
    if (!ref) problems.reference = t`Enter the transfer’s reference.`;
    else if (!transferReference.safeParse(ref).success)
      problems.reference = t`Up to 100 letters, digits, spaces and signs, as the bank shows it.`;
    if ('problem' in money || Object.keys(problems).length > 0) return { problems };
    return { body: { amount: money.minor, receivedOn, reference: ref } };
  };
  return (
    <ActionForm
      testId="payment-form"
      action={action}
      fields={['amount', 'receivedOn', 'reference']}
      review={review}
      onReload={reload}
      onDone={() => {
        setAmount('');
        setReference('');
      }}
      question={(body) => (
        <Trans>
          Record {formatAmount(body.amount, lang)} received on {formatDate(body.receivedOn, lang)} (reference{' '}
          {body.reference})? The book is replayed from that day.
        </Trans>
      )}
      submitLabel={<Trans>Record the payment…</Trans>}
      confirmLabel={<Trans>Yes, record it</Trans>}
      done={(result) => (
        <Trans>
          Payment recorded. In arrears now: {formatAmount(result.book.arrears.amount, lang)}; credit held:{' '}
          {formatAmount(result.book.creditHeld, lang)}.
        </Trans>
      )}
    >
      {(problems) => (
        <>
          <div className="ops-form__row">
            <TextField
              label={<Trans>Amount received (£)</Trans>}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              error={problems.amount ?? null}
              onChange={(event) => setAmount(event.target.value)}
            />
            <TextField
              label={<Trans>Received on</Trans>}
              type="date"
              value={receivedOn}
              min={payoutOn}
              max={detail.businessDate}
              error={problems.receivedOn ?? null}
              onChange={(event) => setReceivedOn(event.target.value)}
            />
          </div>
          <TextField
            label={<Trans>Transfer reference</Trans>}
            autoComplete="off"
            spellCheck={false}
            value={reference}
            error={problems.reference ?? null}
            onChange={(event) => setReference(event.target.value)}
          />
        </>
      )}
    </ActionForm>
  );
}

/** Credit held sent back to the borrower, never more than is held. */
export function RefundForm({ detail }: { detail: ArrearsCase }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const pounds = usePounds();
  const action = useOpsAction(caseActions(detail.loanId).refund);
  const reload = useReloadAll();
  const held = detail.book.creditHeld;
  const [amount, setAmount] = useState(held > 0 ? poundsInputText(held) : '');
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  if (held <= 0 && !action.result)
    return (
      <NotNow>
        <Trans>No credit is held: there is nothing to refund.</Trans>
      </NotNow>
    );
  const review = () => {
    const problems: Problems = {};
    const money = pounds(amount);
    if ('problem' in money) problems.amount = money.problem;
    else if (money.minor > held) problems.amount = t`At most the credit held, ${formatAmount(held, lang)}.`;
    if (!reason.trim()) problems.reason = t`Say why it is refunded.`;
    else if (reason.trim().length > 500) problems.reason = t`At most 500 characters.`;
    const ref = reference.trim();
    if (ref && !transferReference.safeParse(ref).success)
      problems.reference = t`Up to 100 letters, digits, spaces and signs, as the bank shows it.`;
    if ('problem' in money || Object.keys(problems).length > 0) return { problems };
    return { body: { amount: money.minor, reason: reason.trim(), ...(ref ? { reference: ref } : {}) } };
  };
  return (
    <ActionForm
      testId="refund-form"
      action={action}
      fields={['amount', 'reason', 'reference']}
      review={review}
      onReload={reload}
      question={(body) => (
        <Trans>Refund {formatAmount(body.amount, lang)} of the credit held to the borrower?</Trans>
      )}
      submitLabel={<Trans>Refund…</Trans>}
      confirmLabel={<Trans>Yes, refund</Trans>}
      done={(result) => (
        <Trans>Refund booked. Credit held now: {formatAmount(result.book.creditHeld, lang)}.</Trans>
      )}
    >
      {(problems) => (
        <>
          <p className="muted">
            <Trans>Credit held: {formatAmount(held, lang)}.</Trans>
          </p>
          <TextField
            label={<Trans>Amount to refund (£)</Trans>}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={problems.amount ?? null}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextAreaField
            label={<Trans>Reason</Trans>}
            value={reason}
            maxLength={500}
            error={problems.reason ?? null}
            onValue={setReason}
          />
          <TextField
            label={<Trans>Transfer reference (optional)</Trans>}
            autoComplete="off"
            spellCheck={false}
            value={reference}
            error={problems.reference ?? null}
            onChange={(event) => setReference(event.target.value)}
          />
        </>
      )}
    </ActionForm>
  );
}

/** An entry undone with the reason: it counts as never made, and the book is replayed without it. */
export function ReversalForm({ detail }: { detail: ArrearsCase }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const action = useOpsAction(caseActions(detail.loanId).reversal);
  const reload = useReloadAll();
  const [entryId, setEntryId] = useState('');
  const [reason, setReason] = useState('');
  const reversible = detail.entries.filter(
    (entry) => REVERSIBLE.has(entry.kind) && entry.reversedBy === null,
  );
  if (reversible.length === 0 && !action.result)
    return (
      <NotNow>
        <Trans>No entry can be reversed.</Trans>
      </NotNow>
    );
  const entryLabel = (entry: ArrearsCase['entries'][number]) =>
    `${entry.entryId} · ${i18n._(entryKindLabels[entry.kind])} · ${formatDate(entry.on, lang)}${
      entry.amount === null ? '' : ` · ${formatAmount(entry.amount, lang)}`
    }`;
  const review = () => {
    const problems: Problems = {};
    if (!entryId) problems.entryId = t`Choose the entry to reverse.`;
    if (!reason.trim()) problems.reason = t`Say why it is reversed.`;
    else if (reason.trim().length > 500) problems.reason = t`At most 500 characters.`;
    if (Object.keys(problems).length > 0) return { problems };
    return { body: { entryId: Number(entryId), reason: reason.trim() } };
  };
  return (
    <ActionForm
      testId="reversal-form"
      action={action}
      fields={['entryId', 'reason']}
      review={review}
      onReload={reload}
      danger
      onDone={() => {
        setEntryId('');
        setReason('');
      }}
      question={(body) => {
        const entry = reversible.find((item) => item.entryId === body.entryId);
        const what = entry ? entryLabel(entry) : String(body.entryId);
        return (
          <Trans>
            Reverse entry {what}? It will count as never made and the book is replayed without it.
          </Trans>
        );
      }}
      submitLabel={<Trans>Reverse…</Trans>}
      confirmLabel={<Trans>Yes, reverse it</Trans>}
      done={(result) => (
        <Trans>Entry reversed. In arrears now: {formatAmount(result.book.arrears.amount, lang)}.</Trans>
      )}
    >
      {(problems) => (
        <>
          <SelectField
            label={<Trans>Entry to reverse</Trans>}
            value={entryId}
            placeholder={t`Choose an entry`}
            options={reversible.map((entry) => ({ value: String(entry.entryId), label: entryLabel(entry) }))}
            error={problems.entryId ?? null}
            onValue={setEntryId}
          />
          <TextAreaField
            label={<Trans>Reason</Trans>}
            value={reason}
            maxLength={500}
            error={problems.reason ?? null}
            onValue={setReason}
          />
        </>
      )}
    </ActionForm>
  );
}

/**
 * A default notice (CCA s87): the breach, the sum to put it right (no more than the arrears) and a remedy
 * date at least 14 days after it is sent, on a working day — the earliest allowed is shown and prefilled.
 */
export function DefaultNoticeForm({ detail }: { detail: ArrearsCase }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const pounds = usePounds();
  const action = useOpsAction(caseActions(detail.loanId).defaultNotice);
  const reload = useReloadAll();
  const arrears = detail.book.arrears.amount;
  const earliest = earliestRemedyDate(detail.businessDate);
  const [breach, setBreach] = useState('');
  const [sum, setSum] = useState(arrears > 0 ? poundsInputText(arrears) : '');
  const [remedyDate, setRemedyDate] = useState(earliest);
  if (arrears <= 0 && !action.result)
    return (
      <NotNow>
        <Trans>Nothing is in arrears: a default notice cannot be sent.</Trans>
      </NotNow>
    );
  const review = () => {
    const problems: Problems = {};
    if (!breach.trim()) problems.breach = t`Name the breach.`;
    else if (breach.trim().length > 1000) problems.breach = t`At most 1,000 characters.`;
    const money = pounds(sum);
    if ('problem' in money) problems.sum = money.problem;
    else if (money.minor > arrears) problems.sum = t`At most the arrears, ${formatAmount(arrears, lang)}.`;
    if (!isIsoDate(remedyDate)) problems.remedyDate = t`Enter the remedy date.`;
    else if (compareDates(remedyDate, earliest) < 0)
      problems.remedyDate = t`The remedy date must be ${formatDate(earliest, lang)} or later: at least 14 days after the notice is sent, on a working day.`;
    if ('problem' in money || Object.keys(problems).length > 0) return { problems };
    return { body: { breach: breach.trim(), sum: money.minor, remedyDate } };
  };
  return (
    <ActionForm
      testId="default-notice-form"
      action={action}
      fields={['breach', 'sum', 'remedyDate']}
      review={review}
      onReload={reload}
      danger
      question={(body) => (
        <Trans>
          Send a default notice asking for {formatAmount(body.sum, lang)} by{' '}
          {formatDate(body.remedyDate, lang)}? It is sent to the borrower at once, with the default
          information sheet, and kept for ever.
        </Trans>
      )}
      submitLabel={<Trans>Send the default notice…</Trans>}
      confirmLabel={<Trans>Yes, send it</Trans>}
      done={(notice) => <Trans>Default notice sent {formatDateTime(notice.sentAt, lang)}.</Trans>}
    >
      {(problems) => (
        <>
          <TextAreaField
            label={<Trans>The breach</Trans>}
            value={breach}
            maxLength={1000}
            error={problems.breach ?? null}
            onValue={setBreach}
            hint={<Trans>As the borrower will read it, e.g. the payments missed and their dates.</Trans>}
          />
          <div className="ops-form__row">
            <TextField
              label={<Trans>Sum to pay (£)</Trans>}
              inputMode="decimal"
              autoComplete="off"
              value={sum}
              error={problems.sum ?? null}
              onChange={(event) => setSum(event.target.value)}
            />
            <TextField
              label={<Trans>Remedy date</Trans>}
              type="date"
              value={remedyDate}
              min={earliest}
              error={problems.remedyDate ?? null}
              onChange={(event) => setRemedyDate(event.target.value)}
            />
          </div>
          <p className="field-hint" data-testid="earliest-remedy">
            <Trans>Earliest remedy date allowed: {formatDate(earliest, lang)}.</Trans>
          </p>
        </>
      )}
    </ActionForm>
  );
}

/**
 * Charge-off, once a default notice's remedy date has passed unpaid: with a reason; above the second-approval
 * threshold it waits for a different operator, who sees the confirm step here.
 */
export function ChargeOffPanel({ detail }: { detail: ArrearsCase }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const me = useUser().id;
  const actions = caseActions(detail.loanId);
  const ask = useOpsAction(actions.chargeOff);
  const confirm = useOpsAction(actions.confirmChargeOff);
  const reload = useReloadAll();
  const threshold = useQuery(configQuery()).data?.list.find(
    (item) => item.code === 'PAYOUT_SECOND_APPROVAL_ABOVE',
  );
  const [reason, setReason] = useState('');
  const chargeOff = detail.chargeOff;
  if (chargeOff?.status === 'CHARGED_OFF') {
    return (
      <p data-testid="charged-off">
        <Trans>
          Charged off on {chargeOff.businessDate ? formatDate(chargeOff.businessDate, lang) : '—'}:{' '}
          {formatAmount(chargeOff.amount, lang)} written off. Why: {chargeOff.reason}
        </Trans>
      </p>
    );
  }
  if (chargeOff?.status === 'PENDING_CONFIRMATION') {
    const askedAt = formatDateTime(chargeOff.requestedAt, lang);
    return (
      <div data-testid="charge-off-pending">
        <p className="notice notice--warning">
          <Trans>
            A charge-off of {formatAmount(chargeOff.amount, lang)} was asked for {askedAt}, because:{' '}
            {chargeOff.reason}. Above the threshold a second operator must confirm it.
          </Trans>
        </p>
        {chargeOff.requestedBy === me ? (
          <NotNow>
            <Trans>You asked for it: a different operator must confirm it.</Trans>
          </NotNow>
        ) : (
          <ConfirmButton
            testId="confirm-charge-off"
            label={<Trans>Confirm the charge-off…</Trans>}
            question={
              <Trans>
                Confirm the charge-off of {formatAmount(chargeOff.amount, lang)}? The loan is charged off and
                the borrower is told; money received later is a recovery.
              </Trans>
            }
            confirmLabel={<Trans>Yes, charge it off</Trans>}
            danger
            action={{ ...confirm, run: () => confirm.run({}) }}
            done={confirm.result ? <Trans>Charge-off confirmed.</Trans> : null}
            onReload={reload}
          />
        )}
      </div>
    );
  }
  const passed = detail.notices.some(
    (notice) =>
      notice.kind === 'DEFAULT_S87' &&
      typeof notice.figures.remedyDate === 'string' &&
      compareDates(notice.figures.remedyDate, detail.businessDate) < 0,
  );
  const review = () => {
    const problems: Problems = {};
    if (!reason.trim()) problems.reason = t`Say why the loan is charged off.`;
    else if (reason.trim().length > 500) problems.reason = t`At most 500 characters.`;
    if (Object.keys(problems).length > 0) return { problems };
    return { body: { reason: reason.trim() } };
  };
  const limit = threshold ? formatAmount(Number(threshold.value), lang) : null;
  return (
    <>
      <p className="muted" data-testid="charge-off-rule">
        {passed ? (
          <Trans>A default notice’s remedy date has passed: the loan may be charged off.</Trans>
        ) : (
          <Trans>Possible only once a default notice’s remedy date has passed unpaid.</Trans>
        )}{' '}
        {limit ? (
          <Trans>Above {limit} written off, a second operator must confirm it.</Trans>
        ) : (
          <Trans>Above the second-approval threshold, a second operator must confirm it.</Trans>
        )}
      </p>
      <ActionForm
        testId="charge-off-form"
        action={ask}
        fields={['reason']}
        review={review}
        onReload={reload}
        danger
        question={() => (
          <Trans>
            Charge this loan off? Everything owed today is written off (or, above the threshold, waits for a
            second operator); money received later is a recovery.
          </Trans>
        )}
        submitLabel={<Trans>Charge off…</Trans>}
        confirmLabel={<Trans>Yes, charge it off</Trans>}
        done={(result) =>
          result.chargeOff.status === 'PENDING_CONFIRMATION' ? (
            <Trans>
              Asked for: {formatAmount(result.chargeOff.amount, lang)} is above the threshold, so a different
              operator must confirm it.
            </Trans>
          ) : (
            <Trans>Charged off: {formatAmount(result.chargeOff.amount, lang)} written off.</Trans>
          )
        }
      >
        {(problems) => (
          <TextAreaField
            label={<Trans>Reason for the charge-off</Trans>}
            value={reason}
            maxLength={500}
            error={problems.reason ?? null}
            onValue={setReason}
          />
        )}
      </ActionForm>
    </>
  );
}
