import type { AnswerKind, ComplaintStatus } from '../complaints/complaint-codes';
import { compareDates, type IsoDate } from '../loan/dates';
import { monthOf, type YearMonth } from './periods';

/**
 * Complaints against their clocks (FCA DISP 1, decision 108), counted in the month they reached us (brand
 * time zone): settled by a summary resolution within three business days, answered by a final response
 * within eight weeks or after them, or still open on the business date — within the eight weeks or past
 * them. A summary resolution is only allowed inside its window, so it is never late.
 */
export const complaintOutcomes = ['SUMMARY', 'FINAL_IN_TIME', 'FINAL_LATE', 'OPEN', 'OPEN_OVERDUE'] as const;
export type ComplaintReportOutcome = (typeof complaintOutcomes)[number];

/** One complaint as the report reads it. */
export interface ClockedComplaint {
  receivedOn: IsoDate;
  status: ComplaintStatus;
  finalBy: IsoDate;
  answerKind: AnswerKind | null;
  answeredOn: IsoDate | null;
}

export function complaintOutcomeOf(
  complaint: ClockedComplaint,
  businessDate: IsoDate,
): ComplaintReportOutcome {
  if (complaint.answerKind === 'SUMMARY') return 'SUMMARY';
  if (complaint.answerKind === 'FINAL' && complaint.answeredOn)
    return compareDates(complaint.answeredOn, complaint.finalBy) > 0 ? 'FINAL_LATE' : 'FINAL_IN_TIME';
  return compareDates(businessDate, complaint.finalBy) > 0 ? 'OPEN_OVERDUE' : 'OPEN';
}

export interface ComplaintsMonth {
  month: YearMonth;
  received: number;
  outcomes: Record<ComplaintReportOutcome, number>;
}

export interface ComplaintsReport {
  months: ComplaintsMonth[];
  total: ComplaintsMonth;
}

const zero = (): Record<ComplaintReportOutcome, number> =>
  Object.fromEntries(complaintOutcomes.map((outcome) => [outcome, 0])) as Record<
    ComplaintReportOutcome,
    number
  >;

export function complaintsReport(
  months: readonly YearMonth[],
  complaints: Iterable<ClockedComplaint>,
  businessDate: IsoDate,
): ComplaintsReport {
  const byMonth = new Map<YearMonth, ComplaintsMonth>(
    months.map((month) => [month, { month, received: 0, outcomes: zero() }]),
  );
  const total: ComplaintsMonth = { month: 'total', received: 0, outcomes: zero() };
  for (const complaint of complaints) {
    const row = byMonth.get(monthOf(complaint.receivedOn));
    if (!row) continue;
    const outcome = complaintOutcomeOf(complaint, businessDate);
    for (const into of [row, total]) {
      into.received += 1;
      into.outcomes[outcome] += 1;
    }
  }
  return { months: [...byMonth.values()], total };
}
