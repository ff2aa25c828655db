import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApplicationsAnswer, PeriodQuery } from '../../../domain/api/reports';
import type { DecisionReason } from '../../../domain/decision/outcomes';
import { applicationOutcomes } from '../../../domain/reports/applications';
import { useLanguage } from '../../lib/i18n/language';
import { decisionReasonLabels } from '../shared/labels';
import { reasonsQuery } from '../shared/ops-queries';
import { QueryState } from '../shared/query-state';
import { ReportChart } from './chart';
import { FigureTable } from './figure-table';
import { CsvButton, monthLabel, PeriodForm, ReportFrame } from './report-frame';
import { applicationOutcomeLabels } from './reports-labels';
import { applicationsReportQuery } from './reports-queries';

type Month = ApplicationsAnswer['months'][number];

/** Applications submitted each month by outcome (stacked bars), and the reasons of the declines. */
export function ApplicationsReportScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const [period, setPeriod] = useState<PeriodQuery>({});
  const query = useQuery(applicationsReportQuery(period));
  const report = query.data;
  const operatorReasons = useQuery(reasonsQuery(lang)).data?.decline ?? [];
  const reasonLabel = (reason: string) => {
    if (reason.startsWith('operator.') && reason !== 'operator.declined') {
      const code = reason.slice('operator.'.length);
      const words = operatorReasons.find((option) => option.code === code)?.label ?? code;
      return t`Declined by an operator: ${words}`;
    }
    const label = decisionReasonLabels[reason as DecisionReason];
    return label ? i18n._(label) : reason;
  };
  return (
    <ReportFrame
      title={<Trans>Applications by outcome</Trans>}
      lead={
        <Trans>
          Applications counted in the month they were submitted, by where they stand now; the reasons are
          those of each decline.
        </Trans>
      }
      testId="report-applications"
    >
      <PeriodForm shown={report ? { from: report.from, to: report.to } : undefined} onShow={setPeriod} />
      <QueryState query={query}>
        {report ? (
          <>
            <CsvButton
              path="/operator/reports/applications.csv"
              period={period}
              filename="applications.csv"
            />
            <ReportChart
              caption={t`Applications by month submitted and outcome (the table below gives every figure)`}
              categories={report.months.map((row) => monthLabel(row.month, lang))}
              series={applicationOutcomes.map((outcome) => ({
                key: outcome,
                label: i18n._(applicationOutcomeLabels[outcome]),
                values: report.months.map((row) => row.outcomes[outcome] ?? 0),
              }))}
              stacked
              format={(value) => String(value)}
              testId="applications-chart"
            />
            <FigureTable<Month>
              caption={t`Applications by month`}
              testId="applications-months"
              columns={[
                {
                  header: <Trans>Month</Trans>,
                  cell: (row) => (row.month === 'total' ? t`All months` : monthLabel(row.month, lang)),
                },
                {
                  header: <Trans>Submitted in the month</Trans>,
                  numeric: true,
                  cell: (row) => row.submitted,
                },
                ...applicationOutcomes.map((outcome) => ({
                  header: i18n._(applicationOutcomeLabels[outcome]),
                  numeric: true,
                  cell: (row: Month) => row.outcomes[outcome] ?? 0,
                })),
              ]}
              rows={report.months}
              total={report.total}
              rowKey={(row) => row.month}
            />
            {report.declineReasons.length > 0 ? (
              <FigureTable
                caption={t`Why applications were declined`}
                testId="applications-reasons"
                columns={[
                  { header: <Trans>Reason</Trans>, cell: (row) => reasonLabel(row.reason) },
                  { header: <Trans>Declines</Trans>, numeric: true, cell: (row) => row.count },
                ]}
                rows={report.declineReasons}
                rowKey={(row) => row.reason}
              />
            ) : (
              <p className="empty-state">
                <Trans>No application submitted in these months was declined.</Trans>
              </p>
            )}
          </>
        ) : null}
      </QueryState>
    </ReportFrame>
  );
}
