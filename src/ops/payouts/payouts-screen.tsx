import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { disburseResponse, type payoutItem, payoutReadyResponse } from '../../../domain/api/operator';
import { formatMicroUsdt } from '../../../domain/usdt/usdt-amount';
import { formatAmount, formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { useUser } from '../../lib/stores/session-store';
import { kycLabels } from '../../ui/member/state-labels';
import { Screen } from '../../ui/screen';
import { TextField } from '../../ui/text-field';
import { ClaimNotice, ClaimTag, useClaim } from '../shared/claim';
import { ConfirmButton, ConfirmPanel, FailureNotice, ResultNotice, useOpsAction } from '../shared/ops-action';
import { postAction } from '../shared/ops-queries';
import { QueryState } from '../shared/query-state';
import { PayoutBankFacts, payoutDestination } from './payout-bank';
import { amountToSend, PayoutTopUpFacts } from './payout-top-up';
import { PayoutUsdtFacts, payoutRateMissing, payoutUsdtOf } from './payout-usdt';
import { payoutsQuery } from './payouts-queries';

type Payout = z.infer<typeof payoutItem>;

/** Queue 4: signed loans waiting for their money, overdue first and in red, with the deadline promised. */
export function PayoutsScreen() {
  const query = useQuery(payoutsQuery());
  const list = query.data?.list ?? [];
  // A payout sent leaves the list at once: what was done is said above it.
  const [sent, setSent] = useState<ReactNode>(null);
  return (
    <Screen title={<Trans>Payouts</Trans>} width="wide" testId="ops-payouts">
      {sent ? <ResultNotice>{sent}</ResultNotice> : null}
      <QueryState query={query}>
        {list.length === 0 ? (
          <p className="empty-state">
            <Trans>No signed loan is waiting for its money.</Trans>
          </p>
        ) : (
          <ul className="ops-payouts">
            {list.map((payout) => (
              <PayoutCard key={payout.loanId} payout={payout} onSent={setSent} />
            ))}
          </ul>
        )}
      </QueryState>
    </Screen>
  );
}

function PayoutCard({ payout, onSent }: { payout: Payout; onSent(message: ReactNode): void }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const verified = payout.kycStatus === 'VERIFIED';
  const loanId = payout.loanId;
  return (
    <li
      className={`card ops-card ops-payout${payout.overdue ? ' ops-payout--overdue' : ''}`}
      data-testid="payout-row"
      data-loan={loanId}
    >
      <div className="ops-payout__head">
        <h2 className="card__title">
          <Trans>
            Loan {loanId}: {formatAmount(payout.amount, lang)}
          </Trans>
        </h2>
        {payout.overdue ? (
          <span className="ops-tag ops-tag--overdue" data-testid="payout-overdue">
            <Trans>Past its deadline</Trans>
          </span>
        ) : null}
        {payout.secondApprovalNeeded ? (
          <span className="ops-tag">
            <Trans>Needs two operators</Trans>
          </span>
        ) : null}
        <ClaimTag claim={payout.claim} />
      </div>
      <dl className="ops-facts">
        <div className="ops-facts__row">
          <dt>
            <Trans>Borrower</Trans>
          </dt>
          <dd>
            {payout.borrowerName ?? '—'} ({payout.email}){' '}
            <span className={verified ? 'ops-ok' : 'ops-bad'}>{i18n._(kycLabels[payout.kycStatus])}</span>
          </dd>
        </div>
        {payout.bankAccount ? (
          <PayoutBankFacts payout={payout} />
        ) : (
          <div className="ops-facts__row">
            <dt>
              <Trans>Wallet address</Trans>
            </dt>
            <dd>
              <code className="ops-address">{payout.receivingAddress}</code>{' '}
              {payout.addressValid ? (
                <span className="ops-ok" data-testid="address-valid">
                  <Trans>{payout.network ?? ''} checksum valid</Trans>
                </span>
              ) : (
                <span className="ops-bad" data-testid="address-invalid">
                  <Trans>Checksum NOT valid: do not send</Trans>
                </span>
              )}
            </dd>
          </div>
        )}
        <div className="ops-facts__row">
          <dt>
            <Trans>Signed on</Trans>
          </dt>
          <dd>{formatDateTime(payout.signedAt, lang)}</dd>
        </div>
        <div className="ops-facts__row">
          <dt>
            <Trans>Promised by</Trans>
          </dt>
          <dd className={payout.overdue ? 'ops-bad' : undefined} data-testid="payout-deadline">
            {formatDateTime(payout.deadline, lang)}
          </dd>
        </div>
        {payout.topUp ? <PayoutTopUpFacts topUp={payout.topUp} /> : null}
        <PayoutUsdtFacts payout={payout} />
        {payout.readyBy ? (
          <div className="ops-facts__row">
            <dt>
              <Trans>Marked ready</Trans>
            </dt>
            <dd data-testid="ready-by">
              <Trans>
                by {payout.readyBy.email} on {formatDate(payout.readyBy.at, lang)}
              </Trans>
            </dd>
          </div>
        ) : null}
      </dl>
      {open ? (
        <PayoutActions payout={payout} onClose={() => setOpen(false)} onSent={onSent} />
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOpen(true)}
          data-testid="open-payout"
        >
          <Trans>Pay out…</Trans>
        </button>
      )}
    </li>
  );
}

/** The payout's actions, with the payout open (claimed) while they show. */
function PayoutActions({
  payout,
  onClose,
  onSent,
}: {
  payout: Payout;
  onClose(): void;
  onSent(message: ReactNode): void;
}) {
  const { t } = useLingui();
  const lang = useLanguage();
  const me = useUser().id;
  const claim = useClaim('payout', payout.loanId);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { loanId, version } = payout;
  const ready = useOpsAction((_: object, key: string) =>
    postAction(`/operator/loans/${loanId}/payout-ready`, { version }, key, payoutReadyResponse),
  );
  const disburse = useOpsAction((body: { reference: string; usdtRate?: string }, key: string) =>
    postAction(`/operator/loans/${loanId}/disburse`, { ...body, version }, key, disburseResponse),
  );
  // In USDT the amount to send is the USDT figure, pounds beside it; the rate shown goes with the record.
  const usdt = payoutUsdtOf(payout);
  const pounds = formatAmount(amountToSend(payout), lang);
  const amount = usdt ? `${formatMicroUsdt(usdt.micro)} USDT (${pounds})` : pounds;
  const rateMissing = payoutRateMissing(payout);
  const topUp = payout.topUp;
  const settles = topUp ? (topUp.replacesContractNumber ?? `#${topUp.replacesLoanId}`) : null;
  const destination = payoutDestination(payout);
  const byBank = Boolean(payout.bankAccount);
  const needsReady = payout.secondApprovalNeeded && !payout.readyBy;
  const markedByMe = payout.readyBy?.operatorId === me;
  const review = (event: FormEvent) => {
    event.preventDefault();
    const value = reference.trim();
    const problem =
      value === ''
        ? byBank
          ? t`Enter the Faster Payments reference of the transfer.`
          : t`Enter the transaction reference of the payment.`
        : value.length > 100
          ? t`At most 100 characters.`
          : null;
    setError(problem);
    if (!problem) setAsking(true);
  };
  return (
    <div className="ops-payout__actions">
      <ClaimNotice claim={claim} />
      {/* Said once, in one place: just marked, or marked by this operator earlier. */}
      {ready.result ? (
        <ResultNotice>
          <Trans>Marked ready. A different operator must now send it.</Trans>
        </ResultNotice>
      ) : markedByMe ? (
        <p className="notice notice--warning" data-testid="marked-by-me">
          <Trans>You marked this payout ready: a different operator must send it.</Trans>
        </p>
      ) : null}
      {needsReady ? (
        <ConfirmButton
          testId="mark-ready"
          label={<Trans>Mark ready to send…</Trans>}
          question={
            <Trans>
              Mark {amount} to {destination} ready? A different operator must then send it.
            </Trans>
          }
          confirmLabel={<Trans>Yes, mark ready</Trans>}
          action={{ ...ready, run: () => ready.run({}) }}
          done={null}
        />
      ) : (
        <form className="ops-form" onSubmit={review} noValidate data-testid="disburse-form">
          <TextField
            label={
              byBank ? (
                <Trans>Faster Payments reference</Trans>
              ) : (
                <Trans>Transaction reference of the payment</Trans>
              )
            }
            name="reference"
            autoComplete="off"
            value={reference}
            onChange={(event) => {
              setReference(event.target.value);
              setAsking(false);
            }}
            error={error ?? disburse.failure?.fields.reference ?? null}
          />
          {asking ? (
            <ConfirmPanel
              question={
                settles ? (
                  <Trans>
                    Record {amount} as sent to {destination} with reference {reference.trim()}, and loan{' '}
                    {settles} as settled by this top-up? Bills are generated from today.
                  </Trans>
                ) : (
                  <Trans>
                    Record {amount} as sent to {destination} with reference {reference.trim()}? Bills are
                    generated from today.
                  </Trans>
                )
              }
              confirmLabel={<Trans>Yes, it is sent</Trans>}
              pending={disburse.pending}
              onConfirm={() => {
                void disburse
                  .run({ reference: reference.trim(), ...(usdt ? { usdtRate: usdt.rate } : {}) })
                  .then((result) =>
                    onSent(
                      <>
                        <Trans>
                          Paid out {pounds} for loan {loanId}. The borrower is told the money arrives by{' '}
                          {formatDate(result.fundsBy, lang)} {result.fundsByTime}; the first bill is due{' '}
                          {result.firstDueDate ? formatDate(`${result.firstDueDate}T12:00:00Z`, lang) : '—'}.
                        </Trans>
                        {result.topUp && settles ? (
                          <>
                            {' '}
                            <Trans>
                              Loan {settles} is settled with {formatAmount(result.topUp.settlement, lang)} and{' '}
                              {formatAmount(result.topUp.sentToBorrower, lang)} went to the borrower.
                            </Trans>
                          </>
                        ) : null}
                        {result.usdt ? (
                          <>
                            {' '}
                            <Trans>
                              Recorded as {formatMicroUsdt(result.usdt.amount)} USDT at 1 GBP ={' '}
                              {result.usdt.rate} USDT.
                            </Trans>
                          </>
                        ) : null}
                      </>,
                    ),
                  )
                  .catch(() => undefined)
                  .finally(() => setAsking(false));
              }}
              onCancel={() => setAsking(false)}
            />
          ) : (
            <div className="button-row button-row--start">
              <button
                type="submit"
                className="button button--primary"
                data-testid="disburse"
                disabled={rateMissing}
              >
                <Trans>Record as sent…</Trans>
              </button>
              <button type="button" className="button button--secondary" onClick={onClose}>
                <Trans>Close</Trans>
              </button>
            </div>
          )}
          {disburse.failure && !asking ? <FailureNotice failure={disburse.failure} /> : null}
        </form>
      )}
    </div>
  );
}
