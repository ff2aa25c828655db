import { applyRate } from '../money';
import { addMonthsTo } from './dates';
import type { ScheduleGenerator } from './schedule';
import { assembleSchedule } from './schedule-totals';
import { validateTerms } from './terms-validation';

/** One bill at maturity: principal + simple interest P × annual × n/12, rounded once. */
export const oneTimeSchedule: ScheduleGenerator = {
  method: 'ONE_TIME',
  generate(terms) {
    const { rate, start } = validateTerms(terms);
    const interest = applyRate(terms.principal, rate, { num: BigInt(terms.termMonths), den: 12n });
    return assembleSchedule(terms, [
      {
        period: 1,
        dueDate: addMonthsTo(start, terms.termMonths),
        principal: terms.principal,
        interest,
        total: terms.principal + interest,
        balance: 0,
      },
    ]);
  },
};
