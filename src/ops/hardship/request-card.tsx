import { Trans, useLingui } from '@lingui/react/macro';
import { spendingTotal } from '../../../domain/api/hardship';
import { spendingHeadings } from '../../../domain/forbearance/forbearance-codes';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { localeOfLanguage, useLanguage } from '../../lib/i18n/language';
import { changeLabels, outcomeLabels, requestStatusLabels, spendingLabels } from './hardship-labels';
import type { HardshipCase } from './hardship-queries';

/**
 * The borrower's request as they sent it: what changed and since when, in their words, and their income and
 * spending statement with the money left over and what they say they can pay.
 */
export function RequestCard({ detail }: { detail: HardshipCase }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const { request } = detail;
  const money = (minor: number) => formatAmount(minor, lang);
  const { statement } = request;
  const late = request.status !== 'CLOSED' && request.answerBy < detail.businessDate;
  return (
    <section className="card ops-card" aria-labelledby="request-title" data-testid="hardship-request">
      <h2 id="request-title" className="card__title">
        <Trans>The request</Trans>
      </h2>
      <dl className="ops-facts">
        <div className="ops-facts__row">
          <dt>
            <Trans>State</Trans>
          </dt>
          <dd data-testid="request-status">
            {i18n._(requestStatusLabels[request.status])}
            {request.outcome ? <> — {i18n._(outcomeLabels[request.outcome])}</> : null}
          </dd>
        </div>
        <div className="ops-facts__row">
          <dt>
            <Trans>Received</Trans>
          </dt>
          <dd>{formatDate(request.receivedOn, lang)}</dd>
        </div>
        <div className="ops-facts__row">
          <dt>
            <Trans>Answer promised by</Trans>
          </dt>
          <dd data-testid="request-answer-by">
            {formatDate(request.answerBy, lang)}{' '}
            {late ? (
              <span className="ops-tag ops-tag--overdue">
                <Trans>Late</Trans>
              </span>
            ) : null}
          </dd>
        </div>
        <div className="ops-facts__row">
          <dt>
            <Trans>What has changed</Trans>
          </dt>
          <dd data-testid="request-changes">
            {new Intl.ListFormat(localeOfLanguage[lang], { type: 'conjunction' }).format(
              request.changes.map((change) => i18n._(changeLabels[change])),
            )}
          </dd>
        </div>
        <div className="ops-facts__row">
          <dt>
            <Trans>Since</Trans>
          </dt>
          <dd>{formatDate(request.since, lang)}</dd>
        </div>
        {request.details ? (
          <div className="ops-facts__row">
            <dt>
              <Trans>In their words</Trans>
            </dt>
            <dd className="hardship-words" data-testid="request-details">
              {request.details}
            </dd>
          </div>
        ) : null}
        {request.declineReason ? (
          <div className="ops-facts__row">
            <dt>
              <Trans>Declined because</Trans>
            </dt>
            <dd className="hardship-words">{request.declineReason}</dd>
          </div>
        ) : null}
      </dl>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Income and spending a month`}>
        <table className="ops-table ops-table--compact hardship-statement" data-testid="request-statement">
          <caption className="ops-table__caption">
            <Trans>Income and spending a month</Trans>
          </caption>
          <tbody>
            <tr>
              <th scope="row">
                <Trans>Income after tax</Trans>
              </th>
              <td className="num" data-testid="statement-income">
                {money(statement.income)}
              </td>
            </tr>
            {spendingHeadings.map((heading) => (
              <tr key={heading}>
                <th scope="row" className="hardship-statement__spending">
                  {i18n._(spendingLabels[heading])}
                </th>
                <td className="num">{money(statement.spending[heading])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">
                <Trans>Essential spending</Trans>
              </th>
              <td className="num">{money(spendingTotal(statement.spending))}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>Left over</Trans>
              </th>
              <td className="num" data-testid="statement-left-over">
                <strong className={request.leftOver < 0 ? 'ops-bad' : undefined}>
                  {money(request.leftOver)}
                </strong>
              </td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>They can pay</Trans>
              </th>
              <td className="num" data-testid="statement-can-pay">
                <strong>{money(statement.canPay)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
