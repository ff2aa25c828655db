import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { BillView } from '../../domain/api/loans';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { BillStatus } from './status-chip';

/** The period's name: an instalment's number, or the withdrawal's payoff. */
export function BillName({ bill }: { bill: Pick<BillView, 'kind' | 'period'> }) {
  const period = bill.period;
  return bill.kind === 'WITHDRAWAL_PAYOFF' ? (
    <Trans>Withdrawal payoff</Trans>
  ) : (
    <Trans>Instalment {period}</Trans>
  );
}

/**
 * Every bill of the loan with its status, and the totals, in SPEC §3's terms: the due amount (the period's
 * principal and interest), overdue interest, the total due, what was repaid and when it was settled, and
 * the bill's business id (what a borrower quotes to us). A table on purpose: a borrower compares columns,
 * and a screen reader announces each figure with its column's heading. On a phone it scrolls sideways
 * inside its card rather than squeezing the figures, so what is owed and its status come first. A planned
 * schedule (an offer not yet paid out) has no bills yet: no ids, nothing repaid.
 */
export function BillSchedule({
  bills,
  caption,
  planned = false,
}: {
  bills: readonly BillView[];
  caption: ReactNode;
  planned?: boolean;
}) {
  const lang = useLanguage();
  const captionId = useId();
  const owed = bills.filter((bill) => bill.status !== 'CANCELLED');
  const sum = (pick: (bill: BillView) => number) => owed.reduce((total, bill) => total + pick(bill), 0);
  const money = (minor: number) => formatAmount(minor, lang);
  const repaid = (bill: BillView) => (bill.status === 'REPAID' ? bill.totalDue : 0);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="bill-table" data-testid="bill-schedule">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Period</Trans>
            </th>
            <th scope="col">
              <Trans>Due date</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Total due</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Due amount</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Principal</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Interest</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Overdue interest</Trans>
            </th>
            {planned ? null : (
              <>
                <th scope="col" className="num">
                  <Trans>Repaid principal and interest</Trans>
                </th>
                <th scope="col">
                  <Trans>Settled on</Trans>
                </th>
                <th scope="col">
                  <Trans>Business ID</Trans>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.billId} data-testid="bill-row" data-bill-id={bill.billId}>
              <th scope="row">
                <BillName bill={bill} />
              </th>
              <td>{formatDate(bill.dueDate, lang)}</td>
              <td className="num">{money(bill.totalDue)}</td>
              <td>
                <BillStatus bill={bill} />
              </td>
              <td className="num">{money(bill.total)}</td>
              <td className="num">{money(bill.principal)}</td>
              <td className="num">{money(bill.interest)}</td>
              <td className="num">{money(bill.overdueInterest)}</td>
              {planned ? null : (
                <>
                  <td className="num" data-testid="bill-repaid">
                    {bill.status === 'REPAID' ? money(repaid(bill)) : '—'}
                  </td>
                  <td data-testid="bill-settled">{bill.repaidAt ? formatDate(bill.repaidAt, lang) : '—'}</td>
                  <td data-testid="bill-id">{bill.billId}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              <Trans>Totals</Trans>
            </th>
            <td className="num" data-testid="bills-total">
              {money(sum((bill) => bill.totalDue))}
            </td>
            <td />
            <td className="num">{money(sum((bill) => bill.total))}</td>
            <td className="num">{money(sum((bill) => bill.principal))}</td>
            <td className="num">{money(sum((bill) => bill.interest))}</td>
            <td className="num">{money(sum((bill) => bill.overdueInterest))}</td>
            {planned ? null : (
              <>
                <td className="num" data-testid="bills-repaid">
                  {money(sum(repaid))}
                </td>
                <td />
                <td />
              </>
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
