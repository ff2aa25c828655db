import { Trans, useLingui } from '@lingui/react/macro';
import type { BorrowerComplaint } from '../../../domain/api/borrowers';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { AppLink } from '../../ui/app-link';
import { statusLabels } from '../complaints/complaint-labels';
import { type Column, QueueTable } from '../shared/queue-table';

/**
 * The borrower's complaints on their page, newest first: each links to its case in the register, with its
 * deadlines on the business date (a passed one says so in words, not only colour) and when we answered.
 */
export function BorrowerComplaints({
  complaints,
  nameOfLoan,
}: {
  complaints: readonly BorrowerComplaint[];
  nameOfLoan(loanId: number): string;
}) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const day = (date: string) => formatDate(`${date}T12:00:00Z`, lang);
  const columns: Column<BorrowerComplaint>[] = [
    {
      header: <Trans>Complaint</Trans>,
      cell: (row) => (
        <AppLink href={`/ops/complaints/${row.id}`}>
          <Trans>
            {row.reference}, received {day(row.receivedOn)}
          </Trans>
        </AppLink>
      ),
    },
    { header: <Trans>Loan</Trans>, cell: (row) => (row.loanId === null ? '—' : nameOfLoan(row.loanId)) },
    { header: <Trans>State</Trans>, cell: (row) => i18n._(statusLabels[row.status]) },
    {
      header: <Trans>Summary resolution by</Trans>,
      cell: (row) => (row.summaryPassed ? <Trans>{day(row.summaryBy)} (passed)</Trans> : day(row.summaryBy)),
    },
    {
      header: <Trans>Final response by</Trans>,
      cell: (row) =>
        row.finalOverdue ? (
          <strong className="ops-overdue">
            <Trans>{day(row.finalBy)} (overdue)</Trans>
          </strong>
        ) : (
          day(row.finalBy)
        ),
    },
    {
      header: <Trans>Answered</Trans>,
      cell: (row) =>
        row.answeredOn === null ? (
          <Trans>Not yet</Trans>
        ) : row.answerKind === 'SUMMARY' ? (
          <Trans>{day(row.answeredOn)}, summary resolution</Trans>
        ) : (
          <Trans>{day(row.answeredOn)}, final response</Trans>
        ),
    },
  ];
  return (
    <QueueTable
      label={t`Complaints`}
      rows={complaints}
      rowKey={(row) => row.id}
      rowTestId="borrower-complaint"
      empty={<Trans>No complaints.</Trans>}
      columns={columns}
    />
  );
}
