import type { ComplaintClockFigures, ComplaintQueueResponse } from '../../../domain/api/complaints-desk';
import {
  type ComplaintStatus,
  complaintStatuses,
  openComplaintStatuses,
} from '../../../domain/complaints/complaint-codes';
import { compareDates, type IsoDate } from '../../../domain/loan/dates';
import type { Executor } from '../../db/client';
import { businessDateOf } from '../servicing/servicing-front-door';
import type { DeskContext } from './complaint-desk';
import { queueItemOf } from './complaint-desk';
import { clockRows, contractNumbersOf, registerRows } from './complaints-repository';

/** The register's longest page: the open complaints of a lender's desk fit many times over. */
export const REGISTER_LIMIT = 200;

/** The register filtered by status (`open`: every complaint whose clock still runs), nearest deadline first. */
export async function complaintRegister(
  ctx: DeskContext,
  filter: 'open' | 'all' | ComplaintStatus,
): Promise<ComplaintQueueResponse> {
  const { deps } = ctx;
  const businessDate = await businessDateOf(deps);
  const statuses =
    filter === 'open' ? openComplaintStatuses : filter === 'all' ? complaintStatuses : ([filter] as const);
  const rows = await registerRows(deps.db, statuses, businessDate, REGISTER_LIMIT);
  const numbers = await contractNumbersOf(
    deps.db,
    rows.flatMap((row) => (row.loanId === null ? [] : [row.loanId])),
  );
  return {
    businessDate,
    list: rows.map((row) =>
      queueItemOf(
        row,
        businessDate,
        row.loanId === null ? null : (numbers.get(row.loanId) ?? String(row.loanId)),
      ),
    ),
  };
}

/**
 * For the reports (issue 38 §5): every status with its count against the clocks on `businessDate` — open
 * ones past the summary limit and past the eight weeks, answered ones in time and late (answered after the
 * final response deadline). Summed here from the register's rows; the reports screen draws and exports it.
 */
export async function complaintsAgainstClock(
  db: Executor,
  businessDate: IsoDate,
): Promise<ComplaintClockFigures> {
  const rows = await clockRows(db);
  const byStatus = complaintStatuses.map((status) => ({
    status,
    count: 0,
    summaryPassed: 0,
    finalOverdue: 0,
    answeredInTime: 0,
    answeredLate: 0,
  }));
  for (const row of rows) {
    const line = byStatus[complaintStatuses.indexOf(row.status)];
    if (!line) continue;
    line.count += 1;
    if (row.answeredOn) {
      if (compareDates(row.answeredOn, row.finalBy) > 0) line.answeredLate += 1;
      else line.answeredInTime += 1;
    } else if (openComplaintStatuses.includes(row.status)) {
      if (compareDates(businessDate, row.summaryBy) > 0) line.summaryPassed += 1;
      if (compareDates(businessDate, row.finalBy) > 0) line.finalOverdue += 1;
    }
  }
  return { businessDate, byStatus };
}

/** The same, on today's business date. */
export async function complaintsAgainstClockToday(deps: DeskContext['deps']): Promise<ComplaintClockFigures> {
  return complaintsAgainstClock(deps.db, await businessDateOf(deps));
}
