import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '../lib/format';
import { useLanguage } from '../lib/language';
import { AppLink } from '../ui/app-link';
import { Screen } from '../ui/screen';
import { Age, useNow } from './age';
import { ClaimTag } from './claim';
import { repaymentsQueueQuery } from './ops-queries';
import { QueryState } from './query-state';

/** Queue 3: repayments whose vouchers wait to be confirmed, oldest first. */
export function RepaymentsScreen() {
  const { t } = useLingui();
  const lang = useLanguage();
  const now = useNow();
  const query = useQuery(repaymentsQueueQuery());
  const list = query.data?.list ?? [];
  return (
    <Screen title={<Trans>Repayments to confirm</Trans>} width="wide" testId="ops-repayments">
      <QueryState query={query}>
        {list.length === 0 ? (
          <p className="empty-state">
            <Trans>No repayment is waiting to be confirmed.</Trans>
          </p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Repayments to confirm`}>
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Repayment</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Loan</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Amount due</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Amount stated</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Waiting</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <tr key={item.repaymentId} data-testid="repayment-row">
                    <td>
                      <AppLink href={`/ops/repayments/${item.repaymentId}`}>
                        <Trans>Repayment {item.repaymentId}</Trans>
                      </AppLink>
                      <ClaimTag claim={item.claim} />
                    </td>
                    <td>{item.loanId}</td>
                    <td className="num">{formatAmount(item.amount, lang)}</td>
                    <td className="num">
                      {item.statedAmount === null ? '—' : formatAmount(item.statedAmount, lang)}
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
