import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { repaymentDecisionResponse } from '../../../domain/api/operator';
import { formatMicroUsdt } from '../../../domain/usdt/usdt-amount';
import { formatAmount, formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { Screen } from '../../ui/screen';
import { BackToQueue } from '../shared/back-to-queue';
import { ClaimNotice, useClaim } from '../shared/claim';
import { ConfirmButton, useOpsAction, useReloadAll } from '../shared/ops-action';
import { postAction } from '../shared/ops-queries';
import { Picture } from '../shared/picture';
import { QueryState } from '../shared/query-state';
import { ReasonAction, type ReasonBody } from '../shared/reason-action';
import { ConfirmReceivedForm, type ReceivedBody } from './confirm-received-form';
import { repaymentQuery } from './repayments-queries';

/** One repayment: the voucher beside the bills it pays, what is due and what the borrower stated. */
export function RepaymentScreen({ repaymentId }: { repaymentId: number }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const claim = useClaim('repayment', repaymentId);
  const query = useQuery(repaymentQuery(repaymentId));
  const detail = query.data;
  const version = detail?.repayment.version;
  const confirm = useOpsAction((body: ReceivedBody | object, key: string) =>
    postAction(
      `/operator/repayments/${repaymentId}/confirm`,
      { ...body, version },
      key,
      repaymentDecisionResponse,
    ),
  );
  const refuse = useOpsAction((body: ReasonBody, key: string) =>
    postAction(
      `/operator/repayments/${repaymentId}/refuse`,
      { ...body, version },
      key,
      repaymentDecisionResponse,
    ),
  );
  const reload = useReloadAll();
  const money = (minor: number) => formatAmount(minor, lang);
  const repayment = detail?.repayment;
  const open = repayment?.status === 'PENDING' && !confirm.result && !refuse.result;
  const due = detail ? detail.bills.reduce((sum, bill) => sum + bill.totalDue, 0) : 0;
  const mismatch =
    repayment && repayment.statedAmount !== null && repayment.statedAmount !== repayment.amount;
  return (
    <Screen
      title={<Trans>Repayment {repaymentId}</Trans>}
      lead={
        detail ? (
          <Trans>
            Loan {detail.loan.loanId}, {detail.email}
          </Trans>
        ) : null
      }
      width="wide"
      testId="ops-repayment"
      actions={<BackToQueue href="/ops/repayments" />}
    >
      <ClaimNotice claim={claim} />
      <QueryState query={query}>
        {detail && repayment ? (
          <div className="ops-check">
            <div className="ops-pictures">
              <Picture
                url={repayment.voucherUrl}
                alt={t`Voucher of repayment ${repaymentId}`}
                testId="voucher"
              />
            </div>
            <section className="card ops-card ops-check__facts" aria-labelledby="paid-title">
              <h2 id="paid-title" className="card__title">
                <Trans>What it pays</Trans>
              </h2>
              <dl className="ops-facts ops-facts--large">
                <div className="ops-facts__row">
                  <dt>
                    <Trans>Amount due</Trans>
                  </dt>
                  <dd data-testid="amount-due">{money(repayment.amount)}</dd>
                </div>
                <div className="ops-facts__row">
                  <dt>
                    <Trans>Amount the borrower says they sent</Trans>
                  </dt>
                  <dd className={mismatch ? 'ops-mismatch' : undefined}>
                    {repayment.statedAmount === null ? (
                      <Trans>Not stated</Trans>
                    ) : (
                      money(repayment.statedAmount)
                    )}
                    {mismatch ? (
                      <>
                        {' '}
                        <strong>
                          <Trans>(differs from the amount due)</Trans>
                        </strong>
                      </>
                    ) : null}
                  </dd>
                </div>
                <div className="ops-facts__row">
                  <dt>
                    <Trans>Transaction reference stated</Trans>
                  </dt>
                  <dd>
                    {repayment.statedReference ? (
                      <code className="ops-address">{repayment.statedReference}</code>
                    ) : (
                      <Trans>Not stated</Trans>
                    )}
                  </dd>
                </div>
                <div className="ops-facts__row">
                  <dt>
                    <Trans>Our repayment address</Trans>
                  </dt>
                  <dd>
                    <code className="ops-address">{detail.repaymentAddress}</code>
                  </dd>
                </div>
                <div className="ops-facts__row">
                  <dt>
                    <Trans>Submitted</Trans>
                  </dt>
                  <dd>{formatDateTime(repayment.submittedAt, lang)}</dd>
                </div>
              </dl>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
              <div className="table-scroll" tabIndex={0} role="region" aria-label={t`The bills it pays`}>
                <table className="ops-table ops-table--compact">
                  <caption className="ops-table__caption">
                    <Trans>The bills it pays, as on the day of payment</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>No.</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Due</Trans>
                      </th>
                      <th scope="col" className="num">
                        <Trans>Bill</Trans>
                      </th>
                      <th scope="col" className="num">
                        <Trans>Overdue interest</Trans>
                      </th>
                      <th scope="col" className="num">
                        <Trans>To pay</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {detail.bills.map((bill) => (
                      <tr key={bill.billId}>
                        <td>{bill.period}</td>
                        <td>
                          {formatDate(`${bill.dueDate}T12:00:00Z`, lang)}
                          {bill.overdueDays > 0 ? (
                            <span className="overdue">
                              {' '}
                              <Trans>{bill.overdueDays} days late</Trans>
                            </span>
                          ) : null}
                        </td>
                        <td className="num">{money(bill.total)}</td>
                        <td className="num">{money(bill.overdueInterest)}</td>
                        <td className="num">{money(bill.totalDue)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={4}>
                        <Trans>Total</Trans>
                      </th>
                      <td className="num">{money(due)}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              {repayment.refusalReason ? (
                <p className="muted">
                  <Trans>Refused because: {repayment.refusalReason}</Trans>
                </p>
              ) : null}
              {open ? (
                <>
                  {detail.received ? (
                    <ConfirmReceivedForm
                      prefill={detail.received}
                      asked={repayment.amount}
                      usdt={detail.usdt}
                      action={confirm}
                      onReload={reload}
                    />
                  ) : (
                    // A withdrawal's payoff is paid whole, as asked: it has nothing to enter.
                    <ConfirmButton
                      testId="confirm-repayment"
                      label={<Trans>Confirm repayment…</Trans>}
                      question={
                        <Trans>
                          Confirm that {money(repayment.amount)} arrived at our address? The bills become
                          repaid.
                        </Trans>
                      }
                      confirmLabel={<Trans>Yes, confirm</Trans>}
                      action={{ ...confirm, run: () => confirm.run({}) }}
                      done={null}
                      onReload={reload}
                    />
                  )}
                  <ReasonAction
                    list="refusal"
                    testId="refuse-repayment"
                    openLabel={<Trans>Refuse…</Trans>}
                    confirmLabel={<Trans>Yes, refuse</Trans>}
                    question={(reason) => (
                      <Trans>
                        Refuse this repayment because “{reason}”? Its bills are open again and the borrower
                        reads why.
                      </Trans>
                    )}
                    action={refuse}
                    done={null}
                    onReload={reload}
                  />
                </>
              ) : null}
              {confirm.result ? (
                <div className="notice" role="status" data-testid="action-result">
                  {confirm.result.loanSettled ? (
                    <Trans>Repayment confirmed. That was the last bill: the loan is settled.</Trans>
                  ) : confirm.result.received ? (
                    <ReceivedResult result={confirm.result} />
                  ) : (
                    <Trans>Repayment confirmed. Its bills are repaid.</Trans>
                  )}
                </div>
              ) : refuse.result ? (
                <div className="notice" role="status" data-testid="action-result">
                  <Trans>
                    Repayment refused. The bills are open again and the borrower has been told why.
                  </Trans>
                </div>
              ) : !open ? (
                <p className="muted">
                  <Trans>This repayment is not waiting for a decision.</Trans>
                </p>
              ) : null}
            </section>
          </div>
        ) : null}
      </QueryState>
    </Screen>
  );
}

/** What a confirmation booked, and where the loan stands after it (from the replayed book). */
function ReceivedResult({ result }: { result: z.infer<typeof repaymentDecisionResponse> }) {
  const lang = useLanguage();
  const received = result.received;
  const book = result.book;
  if (!received) return null;
  const amount = formatAmount(received.amount, lang);
  const on = formatDate(received.on, lang);
  return (
    <>
      <p>
        {received.usdt ? (
          <Trans>
            Repayment confirmed: {formatMicroUsdt(received.usdt.amount)} USDT received on {on} is booked as{' '}
            {amount} at 1 GBP = {received.usdt.rate} USDT.
          </Trans>
        ) : (
          <Trans>
            Repayment confirmed: {amount} received on {on} is booked.
          </Trans>
        )}
      </p>
      {book && book.arrears.amount > 0 ? (
        <p>
          <Trans>Still in arrears: {formatAmount(book.arrears.amount, lang)}.</Trans>
        </p>
      ) : null}
      {book && book.creditHeld > 0 ? (
        <p>
          <Trans>Held as the borrower’s credit: {formatAmount(book.creditHeld, lang)}.</Trans>
        </p>
      ) : null}
    </>
  );
}
