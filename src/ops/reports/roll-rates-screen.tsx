import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PeriodQuery, RollRatesAnswer } from '../../../domain/api/reports';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { QueryState } from '../shared/query-state';
import { ReportChart } from './chart';
import { FigureTable } from './figure-table';
import { CsvButton, monthLabel, PeriodForm, percent, ReportFrame, ROLL_RATE_MONTHS } from './report-frame';
import { placeLabel } from './reports-labels';
import { rollRatesQuery } from './reports-queries';

type Row = RollRatesAnswer['rows'][number];

/** Roll rates month by month: each bucket's share that rolled forward (grouped bars), and every move. */
export function RollRatesScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const [period, setPeriod] = useState<PeriodQuery>({});
  const query = useQuery(rollRatesQuery(period));
  const report = query.data;
  const months = report ? [...new Set(report.rows.map((row) => row.month))] : [];
  const starts = report ? [...new Set(report.rows.map((row) => row.from))] : [];
  const rowOf = (month: string, from: string) =>
    report?.rows.find((row) => row.month === month && row.from === from);
  return (
    <ReportFrame
      title={<Trans>Arrears roll rates</Trans>}
      lead={
        <Trans>
          Each loan’s ledger replayed at every month end: of the principal in each bucket at the start of a
          month, the share that was up to date, in the same bucket, in a later one (or charged off) or an
          earlier one at its end. Loans paid off in the month count in none of these.
        </Trans>
      }
      testId="report-roll-rates"
    >
      <PeriodForm
        shown={report ? { from: report.from, to: report.to } : undefined}
        max={ROLL_RATE_MONTHS}
        onShow={setPeriod}
      />
      <QueryState query={query}>
        {report ? (
          <>
            <CsvButton path="/operator/reports/roll-rates.csv" period={period} filename="roll-rates.csv" />
            <ReportChart
              caption={t`Share of each bucket’s balance that rolled forward, by month (the table below gives every figure)`}
              categories={months.map((month) => monthLabel(month, lang))}
              series={starts.map((from) => ({
                key: from,
                label: placeLabel(i18n, from),
                values: months.map((month) => (rowOf(month, from)?.rolledForward ?? 0) * 100),
              }))}
              format={(value) => `${Math.round(value)}%`}
              testId="roll-rates-chart"
            />
            {months.length === 0 ? (
              <p className="empty-state">
                <Trans>None of these months has begun yet.</Trans>
              </p>
            ) : null}
            <FigureTable<Row>
              caption={t`Where each bucket’s loans were a month later`}
              testId="roll-rates-rows"
              columns={[
                {
                  header: <Trans>Month and bucket</Trans>,
                  cell: (row) => (
                    <>
                      {monthLabel(row.month, lang)} · {placeLabel(i18n, row.from)}
                      <br />
                      <span className="muted">
                        {formatDate(row.start, lang)} → {formatDate(row.end, lang)}
                      </span>
                    </>
                  ),
                },
                { header: <Trans>Loans</Trans>, numeric: true, cell: (row) => row.loans },
                {
                  header: <Trans>Principal at the start</Trans>,
                  numeric: true,
                  cell: (row) => formatAmount(row.balance, lang),
                },
                { header: <Trans>Cured</Trans>, numeric: true, cell: (row) => percent(row.cured, lang) },
                { header: <Trans>Stayed</Trans>, numeric: true, cell: (row) => percent(row.stayed, lang) },
                {
                  header: <Trans>Rolled forward</Trans>,
                  numeric: true,
                  cell: (row) => percent(row.rolledForward, lang),
                },
                {
                  header: <Trans>Improved</Trans>,
                  numeric: true,
                  cell: (row) => percent(row.improved, lang),
                },
                {
                  header: <Trans>Where they ended (loans)</Trans>,
                  cell: (row) =>
                    row.to
                      .filter((cell) => cell.loans > 0)
                      .map((cell) => `${placeLabel(i18n, cell.place)}: ${cell.loans}`)
                      .join(', ') || '—',
                },
              ]}
              rows={report.rows.filter((row) => row.loans > 0)}
              rowKey={(row) => `${row.month}-${row.from}`}
            />
            <p className="muted">
              <Trans>
                A bucket that held no loan at the start of a month is left out here; the CSV file has every
                row.
              </Trans>
            </p>
            <p className="muted">
              <Trans>Replayed in {report.tookMs} ms.</Trans>
            </p>
          </>
        ) : null}
      </QueryState>
    </ReportFrame>
  );
}
