import { Trans } from '@lingui/react/macro';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';

/** A line of a repayment schedule: a loan's offer, its agreement, a plan of arrangement. */
export interface ScheduleLine {
  period: number;
  /** The day it falls due (YYYY-MM-DD). */
  dueDate: string;
  principal: number;
  interest: number;
  total: number;
  /** What is left owing after it is paid (a plan of arrangement shows it). */
  balance?: number;
}

interface Props {
  lines: readonly ScheduleLine[];
  /** Names the scrolling region (and captions the table when `caption` is set). */
  label: string;
  /** Shows `label` as the table's caption: where no heading above the table says what it is. */
  caption?: boolean;
  /** A last row with the sums of principal, interest and payments; `payable` overrides the payments' sum. */
  totals?: boolean | { payable: number };
  /** The "Balance after" column (every line must carry `balance`). */
  balance?: boolean;
  /** The table's look: a document's (the borrower's agreement) or the desk's compact one. */
  look?: 'document' | 'desk';
  testId?: string;
}

/**
 * A repayment schedule line by line, with the same headings wherever it is shown — the borrower's agreement
 * before and after applying, the console's offer and a plan of arrangement — in a scrolling region the
 * keyboard can reach (a 60-line table on a phone scrolls inside it).
 */
export function ScheduleTable({
  lines,
  label,
  caption = false,
  totals = false,
  balance = false,
  look = 'document',
  testId,
}: Props) {
  const lang = useLanguage();
  const money = (minor: number) => formatAmount(minor, lang);
  const sum = (pick: (line: ScheduleLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const payable = typeof totals === 'object' ? totals.payable : sum((line) => line.total);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className="table-scroll schedule-table" tabIndex={0} role="region" aria-label={label}>
      <table className={look === 'desk' ? 'ops-table ops-table--compact' : 'bill-table'} data-testid={testId}>
        {caption ? <caption className="ops-table__caption">{label}</caption> : null}
        <thead>
          <tr>
            <th scope="col">
              <Trans>Period</Trans>
            </th>
            <th scope="col">
              <Trans>Due date</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Principal</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Interest</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Payment</Trans>
            </th>
            {balance ? (
              <th scope="col" className="num">
                <Trans>Balance after</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.period}-${line.dueDate}`}>
              <th scope="row">{line.period}</th>
              <td className="nowrap">{formatDate(line.dueDate, lang)}</td>
              <td className="num">{money(line.principal)}</td>
              <td className="num">{money(line.interest)}</td>
              <td className="num">{money(line.total)}</td>
              {balance ? <td className="num">{money(line.balance ?? 0)}</td> : null}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                <Trans>Total</Trans>
              </th>
              <td className="num">{money(sum((line) => line.principal))}</td>
              <td className="num">{money(sum((line) => line.interest))}</td>
              <td className="num" data-testid={testId ? `${testId}-total` : 'schedule-total'}>
                <strong>{money(payable)}</strong>
              </td>
              {balance ? <td /> : null}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
