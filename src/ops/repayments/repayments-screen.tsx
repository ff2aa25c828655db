import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { AppLink } from '../../ui/app-link';
import { Screen } from '../../ui/screen';
import { useNow } from '../../ui/use-now';
import { ClaimTag } from '../shared/claim';
import { QueryState } from '../shared/query-state';
import { QueueTable } from '../shared/queue-table';
import { Waiting } from '../shared/waiting';
import { repaymentsQueueQuery } from './repayments-queries';

/** Queue 3: repayments whose vouchers wait to be confirmed, oldest first. */
export function RepaymentsScreen() {
  const { t } = useLingui();
  const lang = useLanguage();
  const now = useNow();
  const query = useQuery(repaymentsQueueQuery());
  return (
    <Screen title={<Trans>Repayments to confirm</Trans>} width="wide" testId="ops-repayments">
      <QueryState query={query}>
        <QueueTable
          label={t`Repayments to confirm`}
          rows={query.data?.list ?? []}
          rowKey={(item) => item.repaymentId}
          rowTestId="repayment-row"
          empty={<Trans>No repayment is waiting to be confirmed.</Trans>}
          columns={[
            {
              header: <Trans>Repayment</Trans>,
              cell: (item) => (
                <>
                  <AppLink href={`/ops/repayments/${item.repaymentId}`}>
                    <Trans>Repayment {item.repaymentId}</Trans>
                  </AppLink>
                  <ClaimTag claim={item.claim} />
                </>
              ),
            },
            { header: <Trans>Borrower</Trans>, cell: (item) => item.borrowerName ?? '—' },
            { header: <Trans>Loan</Trans>, cell: (item) => item.loanId },
            {
              header: <Trans>Amount due</Trans>,
              numeric: true,
              cell: (item) => formatAmount(item.amount, lang),
            },
            {
              header: <Trans>Amount stated</Trans>,
              numeric: true,
              cell: (item) => (item.statedAmount === null ? '—' : formatAmount(item.statedAmount, lang)),
            },
            {
              header: <Trans>Waiting</Trans>,
              cell: (item) => (
                <Waiting since={item.waitingSince ?? item.submittedAt} deadline={item.deadline} now={now} />
              ),
            },
          ]}
        />
      </QueryState>
    </Screen>
  );
}
