import { applyRate } from '../money';
import { monthlyDueDates } from './dates';
import type { ScheduleGenerator, ScheduleLine } from './schedule';
import { assembleSchedule } from './schedule-totals';
import { monthlyRate, validateTerms } from './terms-validation';

/** Interest only each month (P·r, rounded), the whole principal with the last instalment. */
export const interestFirstSchedule: ScheduleGenerator = {
  method: 'INTEREST_FIRST',
  generate(terms) {
    const { rate } = validateTerms(terms);
    const dueDates = monthlyDueDates(terms.startDate, terms.termMonths);
    const interest = applyRate(terms.principal, monthlyRate(rate));
    const lines: ScheduleLine[] = [];
    for (let period = 1; period <= terms.termMonths; period += 1) {
      const principal = period === terms.termMonths ? terms.principal : 0;
      lines.push({
        period,
        dueDate: dueDates[period - 1] as string,
        principal,
        interest,
        total: principal + interest,
        balance: terms.principal - principal,
      });
    }
    return assembleSchedule(terms, lines);
  },
};
