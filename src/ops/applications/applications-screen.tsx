import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatRatePercent } from '../../../domain/money';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { AppLink } from '../../ui/app-link';
import { Screen } from '../../ui/screen';
import { useNow } from '../../ui/use-now';
import { ClaimTag } from '../shared/claim';
import { decisionReasonLabels } from '../shared/labels';
import { QueryState } from '../shared/query-state';
import { QueueTable } from '../shared/queue-table';
import { Waiting } from '../shared/waiting';
import { applicationsQuery } from './applications-queries';

/** Queue 1: applications a person must decide, oldest first, each with why it came to a person. */
export function ApplicationsScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const now = useNow();
  const query = useQuery(applicationsQuery());
  return (
    <Screen title={<Trans>Applications to decide</Trans>} width="wide" testId="ops-applications">
      <QueryState query={query}>
        <QueueTable
          label={t`Applications to decide`}
          rows={query.data?.list ?? []}
          rowKey={(item) => item.loanId}
          rowTestId="application-row"
          empty={<Trans>No application is waiting for a decision.</Trans>}
          columns={[
            {
              header: <Trans>Application</Trans>,
              cell: (item) => (
                <>
                  <AppLink href={`/ops/applications/${item.loanId}`}>
                    <Trans>Application {item.loanId}</Trans>
                  </AppLink>
                  <ClaimTag claim={item.claim} />
                </>
              ),
            },
            { header: <Trans>Borrower</Trans>, cell: (item) => item.borrowerName ?? '—' },
            { header: <Trans>Amount</Trans>, numeric: true, cell: (item) => formatAmount(item.amount, lang) },
            {
              header: <Trans>Term and rate</Trans>,
              cell: (item) => (
                <Trans>
                  {item.termMonths} months at {formatRatePercent(item.annualRate)}
                </Trans>
              ),
            },
            {
              header: <Trans>Why a person decides</Trans>,
              cell: (item) => (
                <>
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
                  {item.incomeProofDocuments > 0 ? (
                    <span className="ops-tag" data-testid="income-proof-received">
                      <Plural
                        value={item.incomeProofDocuments}
                        one="# document of proof received"
                        other="# documents of proof received"
                      />
                    </span>
                  ) : null}
                </>
              ),
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
