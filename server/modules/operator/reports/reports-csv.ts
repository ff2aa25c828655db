import type { ApplicationsAnswer, PayoutsAnswer, RollRatesAnswer } from '../../../../domain/api/reports';
import { applicationOutcomes } from '../../../../domain/reports/applications';
import { type CsvCell, poundsCell, toCsv } from '../../../../domain/reports/csv';
import type { LoanBookReport } from '../../../../domain/reports/loan-book';
import { payoutOutcomes } from '../../../../domain/reports/payouts';

/**
 * Each report as a CSV file: stable column names and codes (not words of one language), money in pounds
 * with two decimals, shares as fractions, so a spreadsheet or another system reads every export alike.
 */
export interface CsvFile {
  filename: string;
  text: string;
}

const snake = (code: string) => code.toLowerCase();

export function loanBookCsv(report: LoanBookReport): CsvFile {
  const line = (section: string, key: string, row: LoanBookReport['total']): CsvCell[] => [
    section,
    key,
    row.loans,
    poundsCell(row.principalOutstanding),
    poundsCell(row.interestDue),
    poundsCell(row.overdueInterest),
    poundsCell(row.arrears),
  ];
  return {
    filename: `loan-book-${report.asOf}.csv`,
    text: toCsv(
      ['section', 'key', 'loans', 'principal_outstanding', 'interest_due', 'overdue_interest', 'arrears'],
      [
        ...report.byState.map((row) => line('state', row.key, row)),
        ...report.byBucket.map((row) => line('bucket', row.key, row)),
        line('total', 'ALL', report.total),
      ],
    ),
  };
}

export function applicationsCsv(report: ApplicationsAnswer): CsvFile {
  const rows: CsvCell[][] = [];
  for (const month of [...report.months, report.total]) {
    rows.push(['submitted', month.month, 'ALL', month.submitted]);
    for (const outcome of applicationOutcomes)
      rows.push(['outcome', month.month, outcome, month.outcomes[outcome] ?? 0]);
  }
  for (const reason of report.declineReasons)
    rows.push(['decline_reason', 'total', reason.reason, reason.count]);
  return {
    filename: `applications-${report.from}-to-${report.to}.csv`,
    text: toCsv(['section', 'month', 'key', 'count'], rows),
  };
}

export function payoutsCsv(report: PayoutsAnswer): CsvFile {
  return {
    filename: `payouts-${report.from}-to-${report.to}.csv`,
    text: toCsv(
      ['month', 'signed', ...payoutOutcomes.map(snake), 'longest_late_hours'],
      [...report.months, report.total].map((month) => [
        month.month,
        month.signed,
        ...payoutOutcomes.map((outcome) => month.outcomes[outcome] ?? 0),
        month.longestLateHours,
      ]),
    ),
  };
}

export function rollRatesCsv(report: RollRatesAnswer): CsvFile {
  const placeColumns = report.places.flatMap((place) => [
    `to_${snake(place)}_loans`,
    `to_${snake(place)}_balance`,
  ]);
  return {
    filename: `roll-rates-${report.from}-to-${report.to}.csv`,
    text: toCsv(
      [
        'month',
        'start',
        'end',
        'from',
        'loans',
        'balance',
        'cured',
        'stayed',
        'rolled_forward',
        'improved',
        ...placeColumns,
      ],
      report.rows.map((row) => [
        row.month,
        row.start,
        row.end,
        row.from,
        row.loans,
        poundsCell(row.balance),
        row.cured,
        row.stayed,
        row.rolledForward,
        row.improved,
        ...report.places.flatMap((place) => {
          const cell = row.to.find((to) => to.place === place);
          return [cell?.loans ?? 0, poundsCell(cell?.balance ?? 0)];
        }),
      ]),
    ),
  };
}
