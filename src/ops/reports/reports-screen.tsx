import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link';
import { NotFoundScreen } from '../../ui/not-found-screen';
import { Screen } from '../../ui/screen';
import { ApplicationsReportScreen } from './applications-report-screen';
import { LoanBookScreen } from './loan-book-screen';
import { PayoutsReportScreen } from './payouts-report-screen';
import { readyReports, reportEntry } from './report-table';
import { RollRatesScreen } from './roll-rates-screen';

/** The Reports screen: every report ready, with a line on what it counts. */
export function ReportsScreen() {
  const { i18n } = useLingui();
  return (
    <Screen
      title={<Trans>Reports</Trans>}
      lead={<Trans>Each report has a chart, the table of its figures and a CSV file to download.</Trans>}
      width="wide"
      testId="ops-reports"
    >
      <ul className="ops-queues">
        {readyReports.map((report) => (
          <li key={report.id} className="ops-queue-card card" data-testid={`report-${report.id}-card`}>
            <h2 className="ops-queue-card__title">
              <AppLink href={`/ops/reports/${report.id}`}>{i18n._(report.title)}</AppLink>
            </h2>
            <p className="muted">{i18n._(report.summary)}</p>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

/** One report's screen, by its id in the path (`/ops/reports/<id>`); an id not ready is not found. */
export function ReportScreen({ id }: { id: string }): ReactNode {
  switch (reportEntry(id)?.id) {
    case 'loan-book':
      return <LoanBookScreen />;
    case 'applications':
      return <ApplicationsReportScreen />;
    case 'payouts':
      return <PayoutsReportScreen />;
    case 'roll-rates':
      return <RollRatesScreen />;
    // 'complaints': its screen goes here once the complaints register lands (report-table.ts).
    default:
      return <NotFoundScreen />;
  }
}
