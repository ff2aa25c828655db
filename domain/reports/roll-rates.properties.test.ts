import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../loan/dates';
import { generateSchedule, type LoanTerms } from '../loan/schedule';
import type { LedgerEntry } from '../servicing/ledger-entries';
import { servicingTermsOf } from '../servicing/servicing-terms';
import { lastDayOf, monthsOf } from './periods';
import { bookAt, placeOf, placesAt } from './roll-rates';

// `placesAt` reads every month end from one replay where the ledger allows; whatever the ledger, its answer
// must be what replaying the loan at each month end gives (`placeOf(bookAt(…))`). Random loans and payments
// — late, partial, early, too much — some reversed or waived (which take the replay at every month end).

const START = '2026-01-31';
const ENDS = ['2026-01-15', ...monthsOf('2026-01', '2027-10').map(lastDayOf), '2027-11-20'];

const loanArbitrary: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.integer({ min: 50_000, max: 2_000_000 }),
  termMonths: fc.integer({ min: 12, max: 18 }),
  annualRate: fc.constantFrom('0.12', '0.0799', '0.2499', '0'),
  method: fc.constantFrom('EQUAL_INSTALLMENT', 'EQUAL_INSTALLMENT', 'INTEREST_FIRST', 'ONE_TIME'),
  startDate: fc.constant(START),
});

const caseArbitrary = loanArbitrary.chain((terms) => {
  const schedule = generateSchedule(terms);
  const instalment = Math.max(schedule.instalment, 100);
  const payment = fc.record({
    offset: fc.integer({ min: 0, max: 640 }),
    amount: fc.integer({ min: 1, max: 3 * instalment }),
    after: fc.constantFrom('none', 'none', 'none', 'none', 'reversed', 'waiver'),
  });
  // Half the ledgers are payments only (read from one replay), half may hold reversals and waivers.
  return fc
    .record({ payments: fc.array(payment, { maxLength: 25 }), plain: fc.boolean() })
    .map(({ payments, plain }) => {
      const entries: LedgerEntry[] = [{ id: 1, kind: 'PAYOUT', on: START, amount: terms.principal }];
      for (const item of payments) {
        const on = addDays(START, item.offset);
        const id = entries.length + 1;
        entries.push({ id, kind: 'PAYMENT', on, amount: item.amount, channel: 'RECORDED' });
        if (plain) continue;
        if (item.after === 'reversed') {
          entries.push({ id: entries.length + 1, kind: 'REVERSAL', on: addDays(on, 20), reverses: id });
        }
        if (item.after === 'waiver') {
          entries.push({
            id: entries.length + 1,
            kind: 'WAIVER',
            on,
            amount: 1,
            component: 'OVERDUE_INTEREST',
          });
        }
      }
      return { schedule, entries };
    });
});

describe('month-end places read from one replay', () => {
  it('equal the replay at every month end, for any loan and ledger', () => {
    let checked = 0;
    fc.assert(
      fc.property(caseArbitrary, ({ schedule, entries }) => {
        const terms = servicingTermsOf(schedule, { overdueRate: '0.15' });
        let fast: ReturnType<typeof placesAt>;
        try {
          fast = placesAt(terms, entries, ENDS);
        } catch {
          // A ledger the replay refuses (a waiver of more than is owed, …) is refused either way.
          expect(() => ENDS.map((end) => bookAt(terms, entries, end))).toThrow();
          return;
        }
        const slow = ENDS.map((end) => {
          const book = bookAt(terms, entries, end);
          return book ? { place: placeOf(book), balance: book.principalOutstanding } : null;
        });
        expect(fast).toEqual(slow);
        checked += 1;
      }),
      { seed: 38, numRuns: 60 },
    );
    expect(checked).toBeGreaterThan(30);
  }, 120_000);
});
