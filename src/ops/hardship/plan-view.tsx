import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ArrangementPlanView } from '../../../domain/api/hardship';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { ScheduleTable } from '../../ui/member/schedule-table';

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
        <ScheduleTable
          lines={plan.before}
          label={t`As it stands`}
          caption
          totals={{ payable: plan.totalPayableBefore }}
          balance
          look="desk"
          testId={`${testId}-before`}
        />
        <ScheduleTable
          lines={plan.after}
          label={t`With the arrangement`}
          caption
          totals={{ payable: plan.totalPayableAfter }}
          balance
          look="desk"
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
