import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LoanBookAnswer } from '../../../domain/api/reports';
import type { BookState } from '../../../domain/reports/loan-book';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { QueryState } from '../shared/query-state';
import { ReportChart } from './chart';
import { type FigureColumn, FigureTable } from './figure-table';
import { CsvButton, ReportFrame } from './report-frame';
import { bookStateLabels, placeLabel } from './reports-labels';
import { loanBookQuery } from './reports-queries';

type Row = LoanBookAnswer['byBucket'][number];

/** The loan book on the business date: loans and balances by bucket (the chart) and by state. */
export function LoanBookScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const query = useQuery(loanBookQuery());
  const report = query.data;
  const money = (minor: number) => formatAmount(minor, lang);
  const figures: FigureColumn<Row>[] = [
    { header: <Trans>Loans</Trans>, numeric: true, cell: (row) => row.loans },
    {
      header: <Trans>Principal outstanding</Trans>,
      numeric: true,
      cell: (row) => money(row.principalOutstanding),
    },
    { header: <Trans>Interest due</Trans>, numeric: true, cell: (row) => money(row.interestDue) },
    { header: <Trans>Overdue interest</Trans>, numeric: true, cell: (row) => money(row.overdueInterest) },
    { header: <Trans>Arrears</Trans>, numeric: true, cell: (row) => money(row.arrears) },
  ];
  const total = report ? { key: 'total', ...report.total } : undefined;
  const totalLabel = t`All loans`;
  return (
    <ReportFrame
      title={<Trans>Loan book</Trans>}
      lead={
        report ? (
          <Trans>
            On the business date, {formatDate(report.asOf, lang)}: every running or charged-off loan’s ledger
            replayed to that day. Arrears include overdue interest; the ledger charges no fees.
          </Trans>
        ) : null
      }
      testId="report-loan-book"
    >
      <QueryState query={query}>
        {report ? (
          <>
            <CsvButton path="/operator/reports/loan-book.csv" filename="loan-book.csv" />
            <ReportChart
              caption={t`Principal outstanding by days past due (the table below gives every figure)`}
              categories={report.byBucket.map((row) => placeLabel(i18n, row.key))}
              series={[
                {
                  key: 'principal',
                  label: t`Principal outstanding`,
                  values: report.byBucket.map((row) => row.principalOutstanding),
                },
                { key: 'arrears', label: t`Arrears`, values: report.byBucket.map((row) => row.arrears) },
              ]}
              format={(value) => formatAmount(Math.round(value), lang, true)}
              testId="loan-book-chart"
            />
            <FigureTable
              caption={t`By days past due`}
              testId="loan-book-buckets"
              columns={[
                {
                  header: <Trans>Days past due</Trans>,
                  cell: (row) => (row.key === 'total' ? totalLabel : placeLabel(i18n, row.key)),
                },
                ...figures,
              ]}
              rows={report.byBucket}
              total={total}
              rowKey={(row) => row.key}
            />
            <FigureTable
              caption={t`By state`}
              testId="loan-book-states"
              columns={[
                {
                  header: <Trans>State</Trans>,
                  cell: (row) =>
                    row.key === 'total' ? totalLabel : i18n._(bookStateLabels[row.key as BookState]),
                },
                ...figures,
              ]}
              rows={report.byState}
              total={total}
              rowKey={(row) => row.key}
            />
            <p className="muted">
              <Trans>Replayed in {report.tookMs} ms.</Trans>
            </p>
          </>
        ) : null}
      </QueryState>
    </ReportFrame>
  );
}
