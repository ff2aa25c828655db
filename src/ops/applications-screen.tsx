import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatRatePercent } from '../../domain/money';
import { formatAmount } from '../lib/format';
import { useLanguage } from '../lib/language';
import { AppLink } from '../ui/app-link';
import { Screen } from '../ui/screen';
import { Age, useNow } from './age';
import { ClaimTag } from './claim';
import { decisionReasonLabels } from './labels';
import { applicationsQuery } from './ops-queries';
import { QueryState } from './query-state';

/** Queue 1: applications a person must decide, oldest first, each with why it came to a person. */
export function ApplicationsScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const now = useNow();
  const query = useQuery(applicationsQuery());
  const list = query.data?.list ?? [];
  return (
    <Screen title={<Trans>Applications to decide</Trans>} width="wide" testId="ops-applications">
      <QueryState query={query}>
        {list.length === 0 ? (
          <p className="empty-state">
            <Trans>No application is waiting for a decision.</Trans>
          </p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Applications to decide`}>
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Application</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Term and rate</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Why a person decides</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Waiting</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <tr key={item.loanId} data-testid="application-row">
                    <td>
                      <AppLink href={`/ops/applications/${item.loanId}`}>
                        <Trans>Application {item.loanId}</Trans>
                      </AppLink>
                      <ClaimTag claim={item.claim} />
                    </td>
                    <td className="num">{formatAmount(item.amount, lang)}</td>
                    <td>
                      <Trans>
                        {item.termMonths} months at {formatRatePercent(item.annualRate)}
                      </Trans>
                    </td>
                    <td>
                      {item.reviewRequestedAt ? (
                        <span className="ops-tag">
                          <Trans>The borrower asked a person to look again</Trans>
                        </span>
                      ) : null}
                      {item.decision?.reasons.map((reason) => (
                        <span key={reason} className="ops-tag">
                          {i18n._(decisionReasonLabels[reason])}
                        </span>
                      ))}
                    </td>
                    <td>
                      <Age since={item.submittedAt} now={now} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Screen>
  );
}
