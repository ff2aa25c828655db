import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayoutsAnswer, PeriodQuery } from '../../../domain/api/reports';
import { payoutOutcomes } from '../../../domain/reports/payouts';
import { useLanguage } from '../../lib/i18n/language';
import { QueryState } from '../shared/query-state';
import { ReportChart } from './chart';
import { FigureTable } from './figure-table';
import { CsvButton, monthLabel, PeriodForm, ReportFrame } from './report-frame';
import { payoutOutcomeLabels } from './reports-labels';
import { payoutsReportQuery } from './reports-queries';

type Month = PayoutsAnswer['months'][number];

/** Agreements signed each month against the payout deadline (stacked bars), with the longest delay. */
export function PayoutsReportScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const [period, setPeriod] = useState<PeriodQuery>({});
  const query = useQuery(payoutsReportQuery(period));
  const report = query.data;
  return (
    <ReportFrame
      title={<Trans>Payouts against their deadline</Trans>}
      lead={
        <Trans>
          Agreements counted in the month they were signed. The money is due by 18:00 on the next working day
          when signed before 18:00 on a working day, otherwise a working day later.
        </Trans>
      }
      testId="report-payouts"
    >
      <PeriodForm shown={report ? { from: report.from, to: report.to } : undefined} onShow={setPeriod} />
      <QueryState query={query}>
        {report ? (
          <>
            <CsvButton path="/operator/reports/payouts.csv" period={period} filename="payouts.csv" />
            <ReportChart
              caption={t`Payouts by month signed and how they met the deadline (the table below gives every figure)`}
              categories={report.months.map((row) => monthLabel(row.month, lang))}
              series={payoutOutcomes.map((outcome) => ({
                key: outcome,
                label: i18n._(payoutOutcomeLabels[outcome]),
                values: report.months.map((row) => row.outcomes[outcome] ?? 0),
              }))}
              stacked
              format={(value) => String(value)}
              testId="payouts-chart"
            />
            <FigureTable<Month>
              caption={t`Payouts by month signed`}
              testId="payouts-months"
              columns={[
                {
                  header: <Trans>Month</Trans>,
                  cell: (row) => (row.month === 'total' ? t`All months` : monthLabel(row.month, lang)),
                },
                { header: <Trans>Agreements signed</Trans>, numeric: true, cell: (row) => row.signed },
                ...payoutOutcomes.map((outcome) => ({
                  header: i18n._(payoutOutcomeLabels[outcome]),
                  numeric: true,
                  cell: (row: Month) => row.outcomes[outcome] ?? 0,
                })),
                {
                  header: <Trans>Longest delay (hours)</Trans>,
                  numeric: true,
                  cell: (row) => row.longestLateHours,
                },
              ]}
              rows={report.months}
              total={report.total}
              rowKey={(row) => row.month}
            />
          </>
        ) : null}
      </QueryState>
    </ReportFrame>
  );
}
