import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import { addDays, calendarMonthsBetween, compareDates } from '../loan/dates';
import { generateSchedule, type LoanTerms } from '../loan/schedule';
import type { LedgerEntry } from '../servicing/ledger-entries';
import { replayLoan } from '../servicing/replay';
import { servicingTermsOf } from '../servicing/servicing-terms';
import type { ArrangementTerms } from './arrangement-terms';
import { ARRANGEMENT_MAX_TERM_MONTHS } from './forbearance-codes';
import { forbearanceErrors } from './forbearance-errors';
import { type ArrangementPlan, planArrangement } from './plan';

const FC_OPTIONS = { seed: 36, numRuns: 120 };
// Each property replays a few hundred loans; on a busy machine that can take longer than the default 5 s.
const SLOW = 30_000;
const START = '2026-01-31';

const loanArbitrary: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.integer({ min: 50_000, max: 5_000_000 }),
  termMonths: fc.integer({ min: 12, max: 36 }),
  annualRate: fc.constantFrom('0.12', '0.0799', '0.2499', '0'),
  method: fc.constantFrom('EQUAL_INSTALLMENT', 'EQUAL_INSTALLMENT', 'INTEREST_FIRST', 'ONE_TIME'),
  startDate: fc.constant(START),
});

const termsArbitrary: fc.Arbitrary<ArrangementTerms> = fc.oneof(
  fc.record({
    kind: fc.constant('PAYMENT_HOLIDAY' as const),
    months: fc.integer({ min: 1, max: 3 }),
    freezeInterest: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('REDUCED_PAYMENT' as const),
    months: fc.integer({ min: 1, max: 12 }),
    payment: fc.integer({ min: 1_000, max: 60_000 }),
    afterwards: fc.constantFrom('SPREAD' as const, 'EXTEND' as const),
  }),
  fc.record({ kind: fc.constant('TERM_EXTENSION' as const), months: fc.integer({ min: 1, max: 60 }) }),
);

// A loan paid for its first `paidBills` bills, then left; an arrangement asked for `onOffset` days in.
const caseArbitrary = fc.record({
  loan: loanArbitrary,
  paidBills: fc.integer({ min: 0, max: 6 }),
  onOffset: fc.integer({ min: 1, max: 400 }),
  terms: termsArbitrary,
});

type Case = typeof caseArbitrary extends fc.Arbitrary<infer T> ? T : never;

function setUp(item: Case) {
  const schedule = generateSchedule(item.loan);
  const servicing = servicingTermsOf(schedule, { overdueRate: '0.15' });
  const on = addDays(START, item.onOffset);
  const ledger: LedgerEntry[] = [{ id: 1, kind: 'PAYOUT', on: START, amount: item.loan.principal }];
  for (const line of schedule.lines.slice(0, item.paidBills)) {
    if (compareDates(line.dueDate, on) > 0 || line.total === 0) continue;
    ledger.push({
      id: ledger.length + 1,
      kind: 'PAYMENT',
      on: line.dueDate,
      amount: line.total,
      channel: 'VOUCHER',
    });
  }
  return { servicing, on, ledger, book: replayLoan(servicing, ledger, on) };
}

/** The plan, or null when the rules refuse the terms — and then only with a forbearance reason. */
function planOrRefusal(item: Case): (ReturnType<typeof setUp> & { plan: ArrangementPlan }) | null {
  const setup = setUp(item);
  try {
    return { ...setup, plan: planArrangement(setup.book, item.terms) };
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect(Object.values(forbearanceErrors)).toContain((error as DomainError).code);
    return null;
  }
}

describe('arrangement plans (properties)', () => {
  it(
    'conserve principal to the penny, state the totals of their lines, and date the bills in order',
    () => {
      let planned = 0;
      fc.assert(
        fc.property(caseArbitrary, (item) => {
          const result = planOrRefusal(item);
          if (!result) return;
          planned += 1;
          const { plan, book } = result;
          expect(plan.after.reduce((sum, line) => sum + line.principal, 0)).toBe(book.principalOutstanding);
          expect(plan.totalPayableAfter).toBe(plan.after.reduce((sum, line) => sum + line.total, 0));
          expect(plan.totalPayableBefore).toBe(plan.before.reduce((sum, line) => sum + line.total, 0));
          expect(plan.after[plan.after.length - 1]?.balance).toBe(0);
          for (const [index, line] of plan.after.entries()) {
            expect(line.principal).toBeGreaterThanOrEqual(0);
            expect(line.interest).toBeGreaterThanOrEqual(0);
            expect(compareDates(line.dueDate, plan.on)).toBe(1);
            if (index > 0) expect(compareDates(line.dueDate, plan.after[index - 1]?.dueDate ?? '')).toBe(1);
          }
          expect(calendarMonthsBetween(START, plan.lastDueAfter)).toBeLessThanOrEqual(
            ARRANGEMENT_MAX_TERM_MONTHS,
          );
          expect(plan.relief).toBeGreaterThanOrEqual(
            plan.carried.principal + plan.carried.interest + plan.carried.overdueInterest,
          );
        }),
        FC_OPTIONS,
      );
      // Most random terms are ones the rules accept: the properties are not passed by refusing everything.
      expect(planned).toBeGreaterThan(FC_OPTIONS.numRuns / 2);
    },
    SLOW,
  );

  it(
    'a holiday with interest frozen adds nothing to what is payable',
    () => {
      fc.assert(
        fc.property(caseArbitrary, (item) => {
          const frozen = {
            ...item,
            terms: { kind: 'PAYMENT_HOLIDAY' as const, months: 2, freezeInterest: true },
          };
          const result = planOrRefusal(frozen);
          if (result) expect(result.plan.totalPayableAfter).toBe(result.plan.totalPayableBefore);
        }),
        FC_OPTIONS,
      );
    },
    SLOW,
  );

  it(
    'accepted, the replayed ledger equals the re-planned schedule, and nothing is left of the bills it took over',
    () => {
      fc.assert(
        fc.property(caseArbitrary, fc.integer({ min: 0, max: 500 }), (item, later) => {
          const result = planOrRefusal(item);
          if (!result) return;
          const { plan, servicing, ledger, on } = result;
          const entries: LedgerEntry[] = [...ledger, { id: 99, kind: 'ARRANGEMENT', on, terms: item.terms }];
          for (const asOf of [on, addDays(on, later)]) {
            const book = replayLoan(servicing, entries, asOf);
            const planned = book.bills.filter((bill) => compareDates(bill.dueDate, on) > 0);
            expect(
              planned.map(({ period, dueDate, principal, interest }) => ({
                period,
                dueDate,
                principal,
                interest,
              })),
            ).toEqual(
              plan.after.map(({ period, dueDate, principal, interest }) => ({
                period,
                dueDate,
                principal,
                interest,
              })),
            );
            for (const bill of book.bills.filter((b) => compareDates(b.dueDate, on) <= 0)) {
              expect(bill.outstandingTotal).toBe(0);
            }
            expect(book.principalOutstanding).toBe(plan.after.reduce((sum, line) => sum + line.principal, 0));
          }
          expect(replayLoan(servicing, entries, on).daysPastDue).toBe(plan.daysPastDueAtStart);
        }),
        FC_OPTIONS,
      );
    },
    SLOW,
  );
});
