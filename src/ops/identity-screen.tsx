import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../ui/app-link';
import { Screen } from '../ui/screen';
import { Age, useNow } from './age';
import { ClaimTag } from './claim';
import { kycQueueQuery } from './ops-queries';
import { QueryState } from './query-state';
import { typedName } from './typed-identity';

/** Queue 2: identity checks waiting, oldest first. */
export function IdentityScreen() {
  const { t } = useLingui();
  const now = useNow();
  const query = useQuery(kycQueueQuery());
  const list = query.data?.list ?? [];
  return (
    <Screen title={<Trans>Identity checks</Trans>} width="wide" testId="ops-identity">
      <QueryState query={query}>
        {list.length === 0 ? (
          <p className="empty-state">
            <Trans>No identity check is waiting.</Trans>
          </p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Identity checks`}>
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Borrower</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Name given</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Waiting</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <tr key={item.memberId} data-testid="identity-row">
                    <td>
                      <AppLink href={`/ops/identity/${item.memberId}`}>{item.email}</AppLink>
                      <ClaimTag claim={item.claim} />
                    </td>
                    <td>{typedName(item.base, item.kyc) ?? '—'}</td>
                    <td>
                      <Age since={item.updatedAt} now={now} />
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
