import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportId } from '../../../domain/api/reports';

/**
 * The console's reports, in the order the Reports screen lists them: each a screen at `/ops/reports/<id>`
 * with a chart, the table it pictures and a CSV download. `ready: false` is a slot kept for a report whose
 * data is not there yet — the complaints report, once the complaints register lands: give it a screen in
 * reports-screen.tsx (ReportScreen), its route on the server, and set it ready.
 */
export interface ReportEntry {
  id: ReportId;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  ready: boolean;
}

export const reportTable: readonly ReportEntry[] = [
  {
    id: 'loan-book',
    title: msg`Loan book`,
    summary: msg`Loans and balances on the business date by state and by days past due, from every loan’s ledger.`,
    ready: true,
  },
  {
    id: 'applications',
    title: msg`Applications by outcome`,
    summary: msg`Applications submitted each month by where they stand, and why any were declined.`,
    ready: true,
  },
  {
    id: 'payouts',
    title: msg`Payouts against their deadline`,
    summary: msg`Signed agreements each month: money sent by the next working day at 18:00, late, or waiting.`,
    ready: true,
  },
  {
    id: 'roll-rates',
    title: msg`Arrears roll rates`,
    summary: msg`Month by month, how much of each bucket’s balance cured, stayed or rolled into the next.`,
    ready: true,
  },
  {
    id: 'complaints',
    title: msg`Complaints against their clocks`,
    summary: msg`Complaints by month, answered within 3 business days or 8 weeks, or late.`,
    ready: false,
  },
];

export const readyReports = reportTable.filter((report) => report.ready);

export function reportEntry(id: string): ReportEntry | null {
  return readyReports.find((report) => report.id === id) ?? null;
}
