import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../ui/app-link';
import { Screen } from '../../ui/screen';
import { useNow } from '../../ui/use-now';
import { ClaimTag } from '../shared/claim';
import { QueryState } from '../shared/query-state';
import { QueueTable } from '../shared/queue-table';
import { Waiting } from '../shared/waiting';
import { kycQueueQuery } from './identity-queries';
import { typedName } from './typed-identity';

/** Queue 2: identity checks waiting, oldest first. */
export function IdentityScreen() {
  const { t } = useLingui();
  const now = useNow();
  const query = useQuery(kycQueueQuery());
  return (
    <Screen title={<Trans>Identity checks</Trans>} width="wide" testId="ops-identity">
      <QueryState query={query}>
        <QueueTable
          label={t`Identity checks`}
          rows={query.data?.list ?? []}
          rowKey={(item) => item.memberId}
          rowTestId="identity-row"
          empty={<Trans>No identity check is waiting.</Trans>}
          columns={[
            {
              header: <Trans>Borrower</Trans>,
              cell: (item) => (
                <>
                  <AppLink href={`/ops/identity/${item.memberId}`}>{item.email}</AppLink>
                  <ClaimTag claim={item.claim} />
                </>
              ),
            },
            {
              header: <Trans>Name given</Trans>,
              cell: (item) => item.borrowerName ?? typedName(item.base, item.kyc) ?? '—',
            },
            {
              header: <Trans>Waiting</Trans>,
              cell: (item) => (
                <Waiting since={item.waitingSince ?? item.updatedAt} deadline={item.deadline} now={now} />
              ),
            },
          ]}
        />
      </QueryState>
    </Screen>
  );
}
