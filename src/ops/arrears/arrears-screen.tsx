import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ArrearsItem } from '../../../domain/api/collections';
import { formatAmount, formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { AppLink } from '../../ui/app-link';
import { Screen } from '../../ui/screen';
import { ClaimTag } from '../shared/claim';
import { LoadMore } from '../shared/load-more';
import { QueryState } from '../shared/query-state';
import { type Column, QueueTable } from '../shared/queue-table';
import { bucketLabel, channelLabels, noticeKindShortLabels, outcomeLabels } from './arrears-labels';
import { arrearsQueueQuery } from './arrears-queries';

/** The Arrears queue: loans past due, most days first, with what collections needs to see at a glance. */
export function ArrearsScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const query = useInfiniteQuery(arrearsQueueQuery());
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  const total = pages[0]?.total ?? 0;
  const businessDate = pages[0]?.businessDate;
  const money = (minor: number) => formatAmount(minor, lang);
  const columns: Column<ArrearsItem>[] = [
    {
      header: <Trans>Borrower</Trans>,
      cell: (item) => (
        <>
          <AppLink href={`/ops/arrears/${item.loanId}`} data-testid="arrears-link">
            {item.borrowerName ?? <Trans>Borrower {item.memberId}</Trans>}
          </AppLink>
          {item.chargeOffPending ? (
            <span className="ops-tag ops-tag--overdue" data-testid="charge-off-pending">
              <Trans>Charge-off to confirm</Trans>
            </span>
          ) : null}
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
    { header: <Trans>In arrears</Trans>, numeric: true, cell: (item) => money(item.arrears) },
    {
      header: <Trans>Days past due</Trans>,
      numeric: true,
      cell: (item) => <span data-testid="arrears-dpd">{item.daysPastDue}</span>,
    },
    {
      header: <Trans>Bucket</Trans>,
      cell: (item) => <span className="ops-nowrap">{bucketLabel(i18n, item.bucket)}</span>,
    },
    {
      header: <Trans>Last contact</Trans>,
      cell: (item) =>
        item.lastContact ? (
          <>
            <span className="ops-nowrap">{formatDateTime(item.lastContact.at, lang)}</span>
            <br />
            <span className="muted">
              {i18n._(channelLabels[item.lastContact.channel])}:{' '}
              {i18n._(outcomeLabels[item.lastContact.outcome])}
            </span>
          </>
        ) : (
          <span className="muted">
            <Trans>None yet</Trans>
          </span>
        ),
    },
    {
      header: <Trans>Promise to pay</Trans>,
      cell: (item) =>
        item.openPromise ? (
          <Trans>
            {money(item.openPromise.amount)} by {formatDate(item.openPromise.promisedOn, lang)}
          </Trans>
        ) : (
          '—'
        ),
    },
    {
      header: <Trans>Next action</Trans>,
      cell: (item) =>
        item.nextActionOn ? <span className="ops-nowrap">{formatDate(item.nextActionOn, lang)}</span> : '—',
    },
    {
      header: <Trans>Notices sent</Trans>,
      cell: (item) =>
        item.notices.length === 0
          ? '—'
          : item.notices.map((notice) => (
              <span key={notice.id} className="ops-tag">
                {i18n._(noticeKindShortLabels[notice.kind])}{' '}
                <span className="ops-nowrap">{formatDate(notice.businessDate, lang)}</span>
              </span>
            )),
    },
  ];
  return (
    <Screen
      title={<Trans>Arrears</Trans>}
      lead={
        businessDate ? (
          <Trans>
            Loans past due on {formatDate(businessDate, lang)}, most days first: {total} in all.
          </Trans>
        ) : null
      }
      width="wide"
      testId="ops-arrears"
    >
      <QueryState query={query}>
        <QueueTable
          label={t`Loans in arrears`}
          rows={rows}
          rowKey={(item) => item.loanId}
          rowTestId="arrears-row"
          empty={<Trans>No loan is past due.</Trans>}
          columns={columns}
        />
        <LoadMore query={query} shown={rows.length} total={total} testId="arrears-more" />
      </QueryState>
    </Screen>
  );
}
