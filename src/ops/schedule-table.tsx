import { Trans } from '@lingui/react/macro';
import type { Schedule } from '../../domain/loan/schedule';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';

/** A schedule line by line, with its totals: what the borrower would be offered. */
export function ScheduleTable({ schedule, caption }: { schedule: Schedule; caption: string }) {
  const lang = useLanguage();
  const money = (minor: number) => formatAmount(minor, lang);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className="table-scroll ops-schedule" tabIndex={0} role="region" aria-label={caption}>
      <table className="ops-table ops-table--compact">
        <caption className="ops-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>No.</Trans>
            </th>
            <th scope="col">
              <Trans>Due</Trans>
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
          </tr>
        </thead>
        <tbody>
          {schedule.lines.map((line) => (
            <tr key={line.period}>
              <td>{line.period}</td>
              <td>{formatDate(`${line.dueDate}T12:00:00Z`, lang)}</td>
              <td className="num">{money(line.principal)}</td>
              <td className="num">{money(line.interest)}</td>
              <td className="num">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              <Trans>Total</Trans>
            </th>
            <td className="num">{money(schedule.terms.principal)}</td>
            <td className="num">{money(schedule.totalInterest)}</td>
            <td className="num" data-testid="schedule-total">
              {money(schedule.totalPayable)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
