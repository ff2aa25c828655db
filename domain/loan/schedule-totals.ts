import type { LoanTerms, Schedule, ScheduleLine } from './schedule';

/** Wraps generated lines with the figures every screen shows; sums are exact integer pence. */
export function assembleSchedule(terms: LoanTerms, lines: ScheduleLine[]): Schedule {
  const totalInterest = lines.reduce((sum, line) => sum + line.interest, 0);
  return {
    terms,
    lines,
    instalment: lines[0]?.total ?? 0,
    totalInterest,
    totalPayable: terms.principal + totalInterest,
  };
}
