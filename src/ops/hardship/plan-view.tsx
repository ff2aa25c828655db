import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ArrangementPlanView } from '../../../domain/api/hardship';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';

type Line = ArrangementPlanView['before'][number];

/**
 * An arrangement re-planned from the loan's book: what changes in figures (totals, instalment, last payment,
 * the relief it gives), then the old and the new schedule side by side, each with its totals.
 */
export function PlanView({ plan, testId = 'plan' }: { plan: ArrangementPlanView; testId?: string }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const money = (minor: number) => formatAmount(minor, lang);
  const date = (iso: string | null) => (iso ? formatDate(iso, lang) : '—');
  const difference = plan.totalPayableAfter - plan.totalPayableBefore;
  const carried = plan.carried.principal + plan.carried.interest + plan.carried.overdueInterest;
  return (
    <div className="hardship-plan" data-testid={testId}>
      <p className="muted">
        <Trans>Worked out for {date(plan.on)}, from the loan’s book as it stands.</Trans>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t`The plan’s figures`}>
        <table className="ops-table ops-table--compact hardship-compare">
          <thead>
            <tr>
              <td />
              <th scope="col" className="num">
                <Trans>As it stands</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>With the arrangement</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <Compare
              label={<Trans>Total payable</Trans>}
              before={money(plan.totalPayableBefore)}
              after={money(plan.totalPayableAfter)}
              testId="plan-total"
            />
            <Compare
              label={<Trans>Monthly payment</Trans>}
              before={money(plan.instalmentBefore)}
              after={money(plan.instalmentAfter)}
              testId="plan-instalment"
            />
            <Compare
              label={<Trans>Last payment due</Trans>}
              before={date(plan.lastDueBefore)}
              after={date(plan.lastDueAfter)}
              testId="plan-last-due"
            />
          </tbody>
        </table>
      </div>
      <dl className="ops-facts ops-facts--grid hardship-plan__facts">
        <div className="ops-facts__row">
          <dt>
            <Trans>Total payable changes by</Trans>
          </dt>
          <dd data-testid="plan-difference">
            {difference > 0 ? `+${money(difference)}` : money(difference)}
          </dd>
        </div>
        <div className="ops-facts__row">
          <dt>
            <Trans>Relief (the most it falls behind the schedule)</Trans>
          </dt>
          <dd data-testid="plan-relief">{money(plan.relief)}</dd>
        </div>
        <div className="ops-facts__row">
          <dt>
            <Trans>Arrears taken into the plan</Trans>
          </dt>
          <dd>
            {money(carried)}
            {plan.carried.overdueInterest > 0 ? (
              <span className="muted ops-small">
                <Trans>of which overdue interest {money(plan.carried.overdueInterest)}</Trans>
              </span>
            ) : null}
          </dd>
        </div>
        <div className="ops-facts__row">
          <dt>
            <Trans>Days past due paused until</Trans>
          </dt>
          <dd data-testid="plan-window">{date(plan.windowEnds)}</dd>
        </div>
      </dl>
      <div className="hardship-plan__schedules">
        <PlanSchedule
          lines={plan.before}
          caption={t`As it stands`}
          total={plan.totalPayableBefore}
          testId={`${testId}-before`}
        />
        <PlanSchedule
          lines={plan.after}
          caption={t`With the arrangement`}
          total={plan.totalPayableAfter}
          testId={`${testId}-after`}
        />
      </div>
    </div>
  );
}

function Compare({
  label,
  before,
  after,
  testId,
}: {
  label: ReactNode;
  before: string;
  after: string;
  testId: string;
}) {
  return (
    <tr data-testid={testId}>
      <th scope="row">{label}</th>
      <td className="num">{before}</td>
      <td className="num">
        <strong>{after}</strong>
      </td>
    </tr>
  );
}

/** A schedule line by line with its totals; a bill already due shows the arrears in it. */
function PlanSchedule({
  lines,
  caption,
  total,
  testId,
}: {
  lines: readonly Line[];
  caption: string;
  total: number;
  testId: string;
}) {
  const lang = useLanguage();
  const money = (minor: number) => formatAmount(minor, lang);
  const principal = lines.reduce((sum, line) => sum + line.principal, 0);
  const interest = lines.reduce((sum, line) => sum + line.interest, 0);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className="table-scroll hardship-schedule" tabIndex={0} role="region" aria-label={caption}>
      <table className="ops-table ops-table--compact" data-testid={testId}>
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
            <th scope="col" className="num">
              <Trans>Balance after</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.period}-${line.dueDate}`}>
              <td>{line.period}</td>
              <td className="ops-nowrap">{formatDate(line.dueDate, lang)}</td>
              <td className="num">{money(line.principal)}</td>
              <td className="num">{money(line.interest)}</td>
              <td className="num">{money(line.total)}</td>
              <td className="num">{money(line.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              <Trans>Total</Trans>
            </th>
            <td className="num">{money(principal)}</td>
            <td className="num">{money(interest)}</td>
            <td className="num" data-testid={`${testId}-total`}>
              <strong>{money(total)}</strong>
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
