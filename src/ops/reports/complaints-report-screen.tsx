import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComplaintsReportAnswer, PeriodQuery } from '../../../domain/api/reports';
import { complaintOutcomes } from '../../../domain/reports/complaints';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { statusLabels } from '../complaints/complaint-labels';
import { QueryState } from '../shared/query-state';
import { ReportChart } from './chart';
import { FigureTable } from './figure-table';
import { CsvButton, monthLabel, PeriodForm, ReportFrame } from './report-frame';
import { complaintOutcomeLabels } from './reports-labels';
import { complaintsReportQuery } from './reports-queries';

type Month = ComplaintsReportAnswer['months'][number];
type StatusLine = ComplaintsReportAnswer['byStatus'][number];

/** The status table's foot: every status summed (its `status` is never shown: the first cell says "All"). */
function totalOf(lines: readonly StatusLine[]): StatusLine {
  const total: StatusLine = {
    status: 'RECEIVED',
    count: 0,
    summaryPassed: 0,
    finalOverdue: 0,
    answeredInTime: 0,
    answeredLate: 0,
  };
  for (const line of lines) {
    total.count += line.count;
    total.summaryPassed += line.summaryPassed;
    total.finalOverdue += line.finalOverdue;
    total.answeredInTime += line.answeredInTime;
    total.answeredLate += line.answeredLate;
  }
  return total;
}

/**
 * Complaints against their clocks (DISP 1): those received each month by how they were answered or stand
 * (stacked bars and the table), and every complaint by status on the business date.
 */
export function ComplaintsReportScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const [period, setPeriod] = useState<PeriodQuery>({});
  const query = useQuery(complaintsReportQuery(period));
  const report = query.data;
  return (
    <ReportFrame
      title={<Trans>Complaints against their clocks</Trans>}
      lead={
        <Trans>
          Complaints counted in the month they reached us. A summary resolution settles one by the end of the
          third business day; otherwise our final response is due within eight weeks.
        </Trans>
      }
      testId="report-complaints"
    >
      <PeriodForm shown={report ? { from: report.from, to: report.to } : undefined} onShow={setPeriod} />
      <QueryState query={query}>
        {report ? (
          <>
            <CsvButton path="/operator/reports/complaints.csv" period={period} filename="complaints.csv" />
            <ReportChart
              caption={t`Complaints by month received and how they met their clocks (the table below gives every figure)`}
              categories={report.months.map((row) => monthLabel(row.month, lang))}
              series={complaintOutcomes.map((outcome) => ({
                key: outcome,
                label: i18n._(complaintOutcomeLabels[outcome]),
                values: report.months.map((row) => row.outcomes[outcome] ?? 0),
              }))}
              stacked
              format={(value) => String(value)}
              testId="complaints-chart"
            />
            <FigureTable<Month>
              caption={t`Complaints by month received`}
              testId="complaints-months"
              columns={[
                {
                  header: <Trans>Month</Trans>,
                  cell: (row) => (row.month === 'total' ? t`All months` : monthLabel(row.month, lang)),
                },
                { header: <Trans>Complaints received</Trans>, numeric: true, cell: (row) => row.received },
                ...complaintOutcomes.map((outcome) => ({
                  header: i18n._(complaintOutcomeLabels[outcome]),
                  numeric: true,
                  cell: (row: Month) => row.outcomes[outcome] ?? 0,
                })),
              ]}
              rows={report.months}
              total={report.total}
              rowKey={(row) => row.month}
            />
            <FigureTable<StatusLine & { all?: true }>
              caption={t`Every complaint by state on the business date, ${formatDate(report.businessDate, lang)}`}
              testId="complaints-states"
              columns={[
                {
                  header: <Trans>State</Trans>,
                  cell: (row) => (row.all ? t`All complaints` : i18n._(statusLabels[row.status])),
                },
                { header: <Trans>Complaints</Trans>, numeric: true, cell: (row) => row.count },
                {
                  header: <Trans>Open past 3 business days</Trans>,
                  numeric: true,
                  cell: (row) => row.summaryPassed,
                },
                { header: <Trans>Open past 8 weeks</Trans>, numeric: true, cell: (row) => row.finalOverdue },
                { header: <Trans>Answered in time</Trans>, numeric: true, cell: (row) => row.answeredInTime },
                { header: <Trans>Answered late</Trans>, numeric: true, cell: (row) => row.answeredLate },
              ]}
              rows={report.byStatus}
              total={{ ...totalOf(report.byStatus), all: true }}
              rowKey={(row) => row.status}
            />
          </>
        ) : null}
      </QueryState>
    </ReportFrame>
  );
}
