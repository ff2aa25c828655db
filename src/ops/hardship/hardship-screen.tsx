import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { HardshipQueueItem } from '../../../domain/api/hardship-desk';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { AppLink } from '../../ui/app-link';
import { Screen } from '../../ui/screen';
import { ClaimTag } from '../shared/claim';
import { LoadMore } from '../shared/load-more';
import { QueryState } from '../shared/query-state';
import { type Column, QueueTable } from '../shared/queue-table';
import { requestStatusLabels } from './hardship-labels';
import { hardshipQueueQuery } from './hardship-queries';

/**
 * The Hardship queue: borrowers' requests for help, the oldest promised answer first, a late one marked, with
 * what deciding needs at a glance — how far behind the loan is and what the borrower's statement leaves.
 */
export function HardshipScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const query = useInfiniteQuery(hardshipQueueQuery());
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  const total = pages[0]?.total ?? 0;
  const businessDate = pages[0]?.businessDate;
  const money = (minor: number) => formatAmount(minor, lang);
  const columns: Column<HardshipQueueItem>[] = [
    {
      header: <Trans>Borrower</Trans>,
      cell: (item) => (
        <>
          <AppLink href={`/ops/hardship/${item.requestId}`} data-testid="hardship-link">
            {item.borrowerName}
          </AppLink>
          <ClaimTag claim={item.claim} />
        </>
      ),
    },
    {
      header: <Trans>Loan</Trans>,
      cell: (item) => (
        <span className="ops-nowrap">{item.contractNumber ?? <Trans>Loan {item.loanId}</Trans>}</span>
      ),
    },
    {
      header: <Trans>Answer by</Trans>,
      cell: (item) => (
        <>
          <span className="ops-nowrap" data-testid="hardship-answer-by">
            {formatDate(item.answerBy, lang)}
          </span>
          {item.late ? (
            <span className="ops-tag ops-tag--overdue" data-testid="hardship-late">
              <Trans>Late</Trans>
            </span>
          ) : null}
          <span className="muted ops-small ops-nowrap">
            <Trans>received {formatDate(item.receivedOn, lang)}</Trans>
          </span>
        </>
      ),
    },
    {
      header: <Trans>State</Trans>,
      cell: (item) => i18n._(requestStatusLabels[item.status]),
    },
    {
      header: <Trans>Days past due</Trans>,
      numeric: true,
      cell: (item) => <span data-testid="hardship-dpd">{item.daysPastDue}</span>,
    },
    { header: <Trans>In arrears</Trans>, numeric: true, cell: (item) => money(item.arrears) },
    {
      header: <Trans>Left over a month</Trans>,
      numeric: true,
      cell: (item) => (
        <span className={item.leftOver < 0 ? 'ops-bad' : undefined} data-testid="hardship-left-over">
          {money(item.leftOver)}
        </span>
      ),
    },
    { header: <Trans>Can pay a month</Trans>, numeric: true, cell: (item) => money(item.canPay) },
  ];
  return (
    <Screen
      title={<Trans>Hardship</Trans>}
      lead={
        businessDate ? (
          <Trans>
            Requests for help on {formatDate(businessDate, lang)}, the oldest promised answer first: {total}{' '}
            in all.
          </Trans>
        ) : null
      }
      width="wide"
      testId="ops-hardship"
    >
      <QueryState query={query}>
        <QueueTable
          label={t`Requests for help`}
          rows={rows}
          rowKey={(item) => item.requestId}
          rowTestId="hardship-row"
          empty={<Trans>No request for help is waiting.</Trans>}
          columns={columns}
        />
        <LoadMore query={query} shown={rows.length} total={total} testId="hardship-more" />
      </QueryState>
    </Screen>
  );
}
