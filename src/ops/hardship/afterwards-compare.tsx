import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type ReducedPaymentAfter, reducedPaymentAfter } from '../../../domain/forbearance/forbearance-codes';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import type { Preview } from './arrangement-form';
import { afterwardsLabels } from './hardship-labels';

/**
 * A reduced-payment plan both ways after its months — the shortfall spread over the bills left, or the term
 * extended — figure by figure, so the operator chooses seeing both. A way that is not possible says why.
 */
export function AfterwardsCompare({
  byWay,
  chosen,
}: {
  byWay: Partial<Record<ReducedPaymentAfter, Preview>>;
  chosen: ReducedPaymentAfter;
}) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const money = (minor: number) => formatAmount(minor, lang);
  const row = (label: ReactNode, figure: (plan: PlanOf) => string, testId: string) => (
    <tr data-testid={testId}>
      <th scope="row">{label}</th>
      {reducedPaymentAfter.map((after) => {
        const answer = byWay[after];
        return (
          <td key={after} className={`num${after === chosen ? ' hardship-compare__chosen' : ''}`}>
            {answer && 'plan' in answer ? figure(answer.plan) : '—'}
          </td>
        );
      })}
    </tr>
  );
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Both ways after the plan`}>
        <table className="ops-table ops-table--compact hardship-compare" data-testid="afterwards-compare">
          <caption className="ops-table__caption">
            <Trans>After the reduced months, both ways</Trans>
          </caption>
          <thead>
            <tr>
              <td />
              {reducedPaymentAfter.map((after) => (
                <th
                  key={after}
                  scope="col"
                  className={`num${after === chosen ? ' hardship-compare__chosen' : ''}`}
                  aria-current={after === chosen ? 'true' : undefined}
                >
                  {i18n._(afterwardsLabels[after])}
                  {after === chosen ? (
                    <span className="ops-tag">
                      <Trans>Chosen</Trans>
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row(
              <Trans>Monthly payment after the plan</Trans>,
              (plan) => money(plan.instalmentAfter),
              'afterwards-instalment',
            )}
            {row(
              <Trans>Last payment due</Trans>,
              (plan) => formatDate(plan.lastDueAfter, lang),
              'afterwards-last-due',
            )}
            {row(<Trans>Total payable</Trans>, (plan) => money(plan.totalPayableAfter), 'afterwards-total')}
            {row(<Trans>Relief</Trans>, (plan) => money(plan.relief), 'afterwards-relief')}
            {row(
              <Trans>A second operator’s approval</Trans>,
              (plan) => (plan.needsSecondOperator ? t`Needed` : t`Not needed`),
              'afterwards-second',
            )}
          </tbody>
        </table>
      </div>
      {reducedPaymentAfter.map((after) => {
        const answer = byWay[after];
        if (!answer || !('failure' in answer)) return null;
        const way = i18n._(afterwardsLabels[after]);
        const why = answer.failure.message;
        return (
          <p key={after} className="ops-bad" data-testid={`afterwards-refused-${after}`}>
            <Trans>
              {way}: not possible. {why}
            </Trans>
          </p>
        );
      })}
    </>
  );
}

type PlanOf = Extract<Preview, { plan: unknown }>['plan'];
