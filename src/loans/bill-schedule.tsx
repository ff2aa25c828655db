import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { BillView } from '../../domain/api/loans';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { useNarrowScreen } from '../lib/use-narrow-screen';
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
 * the bill's business id (what a borrower quotes to us). Wider than a phone, a table on purpose: a borrower
 * compares columns, and a screen reader announces each figure with its column's heading. On a phone, a card
 * per bill. A planned schedule (an offer not yet paid out) has no bills yet: no ids, nothing repaid.
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
  // A phone reads a card per bill; eleven columns scrolled sideways hid the status behind the figures.
  const narrow = useNarrowScreen();
  return narrow ? (
    <BillCards bills={bills} caption={caption} planned={planned} />
  ) : (
    <BillTable bills={bills} caption={caption} planned={planned} />
  );
}

interface ScheduleProps {
  bills: readonly BillView[];
  caption: ReactNode;
  planned: boolean;
}

const repaidOf = (bill: BillView) => (bill.status === 'REPAID' ? bill.totalDue : 0);

/**
 * On a phone, each bill is a card with what a borrower looks for first — the period, its due date, what is
 * due and its status — and the rest of SPEC §3's fields (the business id among them) one tap away, in a
 * disclosure every screen reader and keyboard opens. The totals close the list.
 */
function BillCards({ bills, caption, planned }: ScheduleProps) {
  const lang = useLanguage();
  const captionId = useId();
  const money = (minor: number) => formatAmount(minor, lang);
  const owed = bills.filter((bill) => bill.status !== 'CANCELLED');
  const sum = (pick: (bill: BillView) => number) => owed.reduce((total, bill) => total + pick(bill), 0);
  return (
    <section className="bill-cards" aria-labelledby={captionId} data-testid="bill-schedule">
      <h3 id={captionId} className="bill-cards__caption">
        {caption}
      </h3>
      <ul className="bill-cards__list">
        {bills.map((bill) => (
          <li key={bill.billId} className="bill-card" data-testid="bill-row" data-bill-id={bill.billId}>
            <div className="bill-card__head">
              <span className="bill-card__name">
                <BillName bill={bill} />
              </span>
              <BillStatus bill={bill} />
            </div>
            <dl className="bill-card__main">
              <div>
                <dt>
                  <Trans>Due date</Trans>
                </dt>
                <dd>{formatDate(bill.dueDate, lang)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Total due</Trans>
                </dt>
                <dd className="num">{money(bill.totalDue)}</dd>
              </div>
            </dl>
            <details className="bill-card__more">
              <summary>
                <Trans>Details</Trans>
              </summary>
              <dl>
                <div>
                  <dt>
                    <Trans>Due amount</Trans>
                  </dt>
                  <dd className="num">{money(bill.total)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Principal</Trans>
                  </dt>
                  <dd className="num">{money(bill.principal)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Interest</Trans>
                  </dt>
                  <dd className="num">{money(bill.interest)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Overdue interest</Trans>
                  </dt>
                  <dd className="num">{money(bill.overdueInterest)}</dd>
                </div>
                {planned ? null : (
                  <>
                    <div>
                      <dt>
                        <Trans>Repaid principal and interest</Trans>
                      </dt>
                      <dd className="num" data-testid="bill-repaid">
                        {bill.status === 'REPAID' ? money(repaidOf(bill)) : '—'}
                      </dd>
                    </div>
                    <div>
                      <dt>
                        <Trans>Settled on</Trans>
                      </dt>
                      <dd data-testid="bill-settled">
                        {bill.repaidAt ? formatDate(bill.repaidAt, lang) : '—'}
                      </dd>
                    </div>
                    <div>
                      <dt>
                        <Trans>Business ID</Trans>
                      </dt>
                      <dd data-testid="bill-id">{bill.billId}</dd>
                    </div>
                  </>
                )}
              </dl>
            </details>
          </li>
        ))}
      </ul>
      <dl className="bill-cards__totals">
        <div>
          <dt>
            <Trans>Total due</Trans>
          </dt>
          <dd className="num" data-testid="bills-total">
            {money(sum((bill) => bill.totalDue))}
          </dd>
        </div>
        {planned ? null : (
          <div>
            <dt>
              <Trans>Repaid principal and interest</Trans>
            </dt>
            <dd className="num" data-testid="bills-repaid">
              {money(sum(repaidOf))}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function BillTable({ bills, caption, planned }: ScheduleProps) {
  const lang = useLanguage();
  const captionId = useId();
  const owed = bills.filter((bill) => bill.status !== 'CANCELLED');
  const sum = (pick: (bill: BillView) => number) => owed.reduce((total, bill) => total + pick(bill), 0);
  const money = (minor: number) => formatAmount(minor, lang);
  const repaid = repaidOf;
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
