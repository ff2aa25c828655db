import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { formatRatePercent } from '../../domain/money';
import { formatAmount, formatDate, formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanPaymentsQuery } from '../lib/queries/loan-book-queries';
import { loanBillsQuery, loanDetailQuery, repaymentListQuery } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { methodLabels } from '../ui/member/state-labels';
import { Card, Screen } from '../ui/screen';
import { BillName, BillSchedule } from './bill-schedule';
import { Fact, TermMonths } from './fact';
import { LoanList } from './loan-list';
import { PaymentsReceived } from './payments-received';
import { PrintButton } from './print-button';
import { LoanStateChip } from './status-chip';
import './loans.css';

const route = getRouteApi('/loan/statement');

/**
 * The statement of one loan: its terms, every bill with its status, the payments confirmed to date and the
 * balance still owed, laid out to print or save as PDF from the browser.
 */
export function LoanStatementScreen() {
  const { id } = route.useSearch();
  if (!id) {
    return (
      <Screen title={<Trans>Statement</Trans>} lead={<Trans>Choose a loan to see its statement.</Trans>}>
        <LoanList target="/loan/statement" />
      </Screen>
    );
  }
  return <StatementOf loanId={id} />;
}

function StatementOf({ loanId }: { loanId: number }) {
  const { i18n } = useLingui();
  const user = useUser();
  const lang = useLanguage();
  const detail = useQuery(loanDetailQuery(user.id, loanId));
  const bills = useQuery(loanBillsQuery(user.id, loanId));
  const repayments = useQuery(repaymentListQuery(user.id));
  const loan = detail.data;
  const serviced =
    loan?.status === 'DISBURSED' || loan?.status === 'CHARGED_OFF' || loan?.status === 'SETTLED';
  // The replayed book, once paid out: every payment received, however it came, and where it went.
  const book = useQuery({ ...loanPaymentsQuery(user.id, loanId, serviced), meta: { silent: true } }).data
    ?.book;
  if (!loan || !bills.data || !repayments.data) {
    return (
      <Screen title={<Trans>Statement</Trans>} testId="loan-statement">
        {detail.isError || bills.isError || repayments.isError ? (
          <p role="alert">
            <Trans>We could not load this statement. Check your connection and try again.</Trans>
          </p>
        ) : (
          <p className="muted" aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        )}
      </Screen>
    );
  }
  const asOf = formatDate(bills.data.asOf, lang);
  const paid = repayments.data.list.filter((item) => item.loanId === loanId && item.status === 'CONFIRMED');
  const paidTotal = book
    ? book.totals.received - book.totals.refunded
    : paid.reduce((sum, item) => sum + item.amount, 0);
  // Owed: open bills at today's figure, and bills whose payment is still being reviewed.
  const balance = bills.data.list
    .filter((bill) => bill.status === 'TO_BE_REPAID' || bill.status === 'TO_BE_CONFIRMED')
    .reduce((sum, bill) => sum + bill.totalDue, 0);
  return (
    <Screen
      title={<Trans>Statement</Trans>}
      lead={<Trans>As of {asOf}</Trans>}
      width="wide"
      actions={<PrintButton />}
      testId="loan-statement"
    >
      <Card className="document">
        <dl className="facts">
          <Fact label={<Trans>Contract number</Trans>} value={loan.contractNumber ?? ''} />
          <Fact label={<Trans>Status</Trans>} value={<LoanStateChip status={loan.status} />} />
          <Fact label={<Trans>Amount</Trans>} value={formatAmount(loan.offer?.amount ?? loan.amount, lang)} />
          <Fact
            label={<Trans>Annual interest rate</Trans>}
            value={formatRatePercent(loan.offer?.annualRate ?? loan.annualRate)}
          />
          <Fact label={<Trans>APR</Trans>} value={`${loan.offer?.apr ?? loan.apr}%`} />
          <Fact label={<Trans>Repayment method</Trans>} value={i18n._(methodLabels[loan.method])} />
          <Fact label={<Trans>Term</Trans>} value={<TermMonths months={loan.termMonths} />} />
          {loan.disbursedAt ? (
            <Fact label={<Trans>Paid out</Trans>} value={formatDate(loan.disbursedAt, lang)} />
          ) : null}
          <Fact
            label={<Trans>Paid to date</Trans>}
            value={formatAmount(paidTotal, lang)}
            testId="statement-paid"
          />
          <Fact
            label={<Trans>Balance owed today</Trans>}
            value={<strong>{formatAmount(balance, lang)}</strong>}
            testId="statement-balance"
          />
          {book && book.arrears.amount > 0 ? (
            <Fact
              label={<Trans>In arrears</Trans>}
              value={formatAmount(book.arrears.amount, lang)}
              testId="statement-arrears"
            />
          ) : null}
          {book && book.creditHeld > 0 ? (
            <Fact label={<Trans>Held as credit</Trans>} value={formatAmount(book.creditHeld, lang)} />
          ) : null}
        </dl>
      </Card>
      <BillSchedule bills={bills.data.list} caption={<Trans>Repayment schedule</Trans>} />
      {book ? (
        // Every payment received however it came, and where each penny went: the replayed book's.
        <PaymentsReceived book={book} />
      ) : (
        <section aria-labelledby="payments-title">
          <h2 id="payments-title" className="section-title">
            <Trans>Payments to date</Trans>
          </h2>
          {paid.length === 0 ? (
            <p className="muted">
              <Trans>No payment has been confirmed yet.</Trans>
            </p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
            <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="payments-title">
              <table className="bill-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Submitted</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Confirmed</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Bills</Trans>
                    </th>
                    <th scope="col" className="num">
                      <Trans>Amount</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {paid.map((item) => (
                    <tr key={item.repaymentId}>
                      <td>{formatMoment(item.submittedAt, lang)}</td>
                      <td>{item.decidedAt ? formatMoment(item.decidedAt, lang) : ''}</td>
                      <td>
                        {item.kind === 'SETTLEMENT' ? (
                          <Trans>Early settlement</Trans>
                        ) : (
                          item.bills.map((bill, index) => (
                            <span key={bill.billId}>
                              {index > 0 ? ', ' : null}
                              <BillName bill={bill} />
                            </span>
                          ))
                        )}
                      </td>
                      <td className="num">{formatAmount(item.amount, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      <div className="button-row button-row--start no-print">
        <Link to="/loan/detail" search={{ id: loanId }} className="button button--secondary">
          <Trans>Back to the loan</Trans>
        </Link>
      </div>
    </Screen>
  );
}
