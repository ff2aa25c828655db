import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, daysBetween } from '../loan/dates';
import { overdueInterest } from '../loan/overdue';
import { generateSchedule, type LoanTerms, type Schedule } from '../loan/schedule';
import { earlySettlement } from '../loan/settlement';
import type { LoanBook } from './book';
import { settlementFromBook } from './book-settlement';
import type { LedgerEntry } from './ledger-entries';
import { replayLoan } from './replay';
import { servicingTermsOf } from './servicing-terms';

const FC_OPTIONS = { seed: 42, numRuns: 150 };
const START = '2026-01-31';

const loanArbitrary: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.integer({ min: 50_000, max: 5_000_000 }),
  termMonths: fc.integer({ min: 12, max: 24 }),
  annualRate: fc.constantFrom('0.12', '0.0799', '0.2499', '0'),
  method: fc.constantFrom('EQUAL_INSTALLMENT', 'EQUAL_INSTALLMENT', 'INTEREST_FIRST', 'ONE_TIME'),
  startDate: fc.constant(START),
});

interface Case {
  schedule: Schedule;
  entries: LedgerEntry[];
  asOf: string;
}

// Payments on random days up to 800 days after the payout, of up to twice the instalment, some reversed;
// ids are given in the order generated, which is not the order of their dates.
const caseArbitrary: fc.Arbitrary<Case> = loanArbitrary.chain((terms) => {
  const schedule = generateSchedule(terms);
  const instalment = Math.max(schedule.instalment, 100);
  const payment = fc.record({
    offset: fc.integer({ min: 0, max: 800 }),
    amount: fc.integer({ min: 1, max: 2 * instalment }),
    channel: fc.constantFrom('VOUCHER', 'RECORDED', 'DIRECT_DEBIT' as const),
    reversedAfter: fc.option(fc.integer({ min: 0, max: 60 }), { freq: 5 }),
  });
  return fc
    .record({ payments: fc.array(payment, { maxLength: 30 }), asOfOffset: fc.integer({ min: 0, max: 900 }) })
    .map(({ payments, asOfOffset }) => {
      const asOf = addDays(START, asOfOffset);
      const entries: LedgerEntry[] = [{ id: 1, kind: 'PAYOUT', on: START, amount: terms.principal }];
      for (const item of payments) {
        const on = addDays(START, item.offset);
        if (compareDates(on, asOf) > 0) continue;
        const id = entries.length + 1;
        entries.push({ id, kind: 'PAYMENT', on, amount: item.amount, channel: item.channel });
        if (item.reversedAfter !== null) {
          const reversedOn = addDays(on, item.reversedAfter);
          if (compareDates(reversedOn, asOf) <= 0) {
            entries.push({ id: entries.length + 1, kind: 'REVERSAL', on: reversedOn, reverses: id });
          }
        }
      }
      return { schedule, entries, asOf };
    });
});

const replayCase = ({ schedule, entries, asOf }: Case): LoanBook =>
  replayLoan(servicingTermsOf(schedule, { overdueRate: '0.15' }), entries, asOf);

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

describe('replay invariants (random payments and reversals on 500.00–50,000.00 loans, every method)', () => {
  it('the same dated entries recorded in any order give the same book', () => {
    fc.assert(
      fc.property(caseArbitrary, fc.integer({ min: 1, max: 1_000_000 }), (item, seed) => {
        expect(replayCase({ ...item, entries: shuffled(item.entries, seed) })).toEqual(replayCase(item));
      }),
      FC_OPTIONS,
    );
  });

  it('ids given in another order change no figure: only which payment an allocation names', () => {
    fc.assert(
      fc.property(caseArbitrary, (item) => {
        const renumber = new Map(item.entries.map((entry, index) => [entry.id, item.entries.length - index]));
        const entries = item.entries.map((entry) => ({
          ...entry,
          id: renumber.get(entry.id) as number,
          ...(entry.kind === 'REVERSAL' ? { reverses: renumber.get(entry.reverses) as number } : {}),
        })) as LedgerEntry[];
        const { allocations: _a, chargedOff: _c, ...figures } = replayCase({ ...item, entries });
        const { allocations: _b, chargedOff: _d, ...expected } = replayCase(item);
        expect(figures).toEqual(expected);
      }),
      FC_OPTIONS,
    );
  });

  it('money received = allocated + credit held + refunded, to the penny; every allocation is positive', () => {
    fc.assert(
      fc.property(caseArbitrary, (item) => {
        let book = replayCase(item);
        if (book.creditHeld > 1) {
          const refund: LedgerEntry = {
            id: item.entries.length + 1,
            kind: 'REFUND',
            on: item.asOf,
            amount: Math.floor(book.creditHeld / 2),
          };
          book = replayCase({ ...item, entries: [...item.entries, refund] });
        }
        const { received, allocated, refunded } = book.totals;
        expect(received).toBe(allocated + book.creditHeld + refunded);
        const reversed = new Set(
          item.entries.flatMap((entry) => (entry.kind === 'REVERSAL' ? [entry.reverses] : [])),
        );
        const paidIn = item.entries.reduce(
          (sum, entry) => sum + (entry.kind === 'PAYMENT' && !reversed.has(entry.id) ? entry.amount : 0),
          0,
        );
        expect(received).toBe(paidIn);
        for (const allocation of book.allocations) expect(allocation.amount).toBeGreaterThan(0);
        const onBills = book.bills.reduce(
          (sum, bill) => sum + bill.paid.overdueInterest + bill.paid.interest + bill.paid.principal,
          0,
        );
        expect(onBills).toBe(allocated);
      }),
      FC_OPTIONS,
    );
  });

  it('principal paid never exceeds principal lent; paid + outstanding = lent; nothing owed below zero', () => {
    fc.assert(
      fc.property(caseArbitrary, (item) => {
        const book = replayCase(item);
        const paidPrincipal = book.bills.reduce((sum, bill) => sum + bill.paid.principal, 0);
        expect(paidPrincipal).toBeLessThanOrEqual(book.principalLent);
        expect(paidPrincipal + book.principalOutstanding).toBe(book.principalLent);
        for (const bill of book.bills) {
          for (const value of Object.values(bill.outstanding)) expect(value).toBeGreaterThanOrEqual(0);
          expect(bill.state === 'PAID').toBe(bill.outstandingTotal === 0 && bill.paidOn !== null);
        }
      }),
      FC_OPTIONS,
    );
  });

  it('replaying a prefix to its last day agrees with the whole replay up to that day', () => {
    fc.assert(
      fc.property(caseArbitrary, fc.integer({ min: 0, max: 900 }), (item, cut) => {
        // Reversals are left out: a reversal after the cut undoes a payment the prefix still has.
        const entries = item.entries.filter((entry) => entry.kind !== 'REVERSAL');
        const cutOn = addDays(START, Math.min(cut, daysBetween(START, item.asOf)));
        const whole = replayCase({ ...item, entries });
        const prefix = replayCase({
          ...item,
          entries: entries.filter((entry) => compareDates(entry.on, cutOn) <= 0),
          asOf: cutOn,
        });
        const upToCut = <T extends { on: string }>(list: T[]) =>
          list.filter((x) => compareDates(x.on, cutOn) <= 0);
        expect(prefix.allocations).toEqual(upToCut(whole.allocations));
        const clipped = whole.delinquency
          .filter((range) => compareDates(range.from, cutOn) <= 0)
          .map((range) => (compareDates(range.to, cutOn) > 0 ? { ...range, to: cutOn } : range));
        expect(prefix.delinquency).toEqual(clipped);
        expect(prefix.arrearsSteps).toEqual(
          whole.arrearsSteps.filter((step) => compareDates(step.from, cutOn) <= 0),
        );
      }),
      FC_OPTIONS,
    );
  });

  it("with no payment, each bill accrues domain/loan/overdue.ts's overdue interest on its total", () => {
    fc.assert(
      fc.property(caseArbitrary, (item) => {
        const book = replayCase({ ...item, entries: item.entries.slice(0, 1) });
        for (const bill of book.bills) {
          const days = Math.max(daysBetween(bill.dueDate, item.asOf), 0);
          expect(bill.overdueInterest).toBe(overdueInterest(bill.total, '0.15', days));
        }
      }),
      FC_OPTIONS,
    );
  });

  it("whole bills paid on their due dates: the settlement figure is domain/loan/settlement.ts's", () => {
    fc.assert(
      fc.property(
        loanArbitrary,
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 800 }),
        (terms, paidCount, asOfOffset) => {
          const schedule = generateSchedule(terms);
          const asOf = addDays(START, asOfOffset);
          const paidLines = schedule.lines
            .slice(0, paidCount)
            .filter((line) => line.total > 0 && compareDates(line.dueDate, asOf) <= 0);
          const entries: LedgerEntry[] = [
            { id: 1, kind: 'PAYOUT', on: START, amount: terms.principal },
            ...paidLines.map(
              (line, index): LedgerEntry => ({
                id: index + 2,
                kind: 'PAYMENT',
                on: line.dueDate,
                amount: line.total,
                channel: 'DIRECT_DEBIT',
              }),
            ),
          ];
          const fromBook = settlementFromBook(replayCase({ schedule, entries, asOf }));
          const expected = earlySettlement(schedule, {
            // A bill of nothing (0% INTEREST_FIRST) is paid the day it falls due, in the book.
            paidPeriods: schedule.lines
              .filter(
                (line) =>
                  paidLines.includes(line) || (line.total === 0 && compareDates(line.dueDate, asOf) <= 0),
              )
              .map((line) => line.period),
            asOf,
            overdueRate: '0.15',
          });
          expect(fromBook).toMatchObject(expected);
        },
      ),
      FC_OPTIONS,
    );
  });

  it('a prepayment keeps principal whole and repays the re-planned bills to a zero balance', () => {
    fc.assert(
      fc.property(
        loanArbitrary.filter((terms) => terms.method === 'EQUAL_INSTALLMENT'),
        fc.integer({ min: 1, max: 90 }),
        fc.constantFrom('SHORTER_TERM', 'LOWER_PAYMENT' as const),
        (terms, percent, mode) => {
          const schedule = generateSchedule(terms);
          const first = schedule.lines[0]!;
          const extra = Math.max(Math.floor(((terms.principal - first.principal) * percent) / 100), 1);
          const entries: LedgerEntry[] = [
            { id: 1, kind: 'PAYOUT', on: START, amount: terms.principal },
            { id: 2, kind: 'PAYMENT', on: first.dueDate, amount: first.total + extra, channel: 'RECORDED' },
            { id: 3, kind: 'PREPAYMENT', on: addDays(first.dueDate, 3), mode },
          ];
          const book = replayCase({ schedule, entries, asOf: addDays(first.dueDate, 3) });
          const billPrincipal = book.bills.reduce((sum, bill) => sum + bill.principal, 0);
          expect(billPrincipal + extra).toBe(terms.principal);
          expect(book.prepayments[0]?.after.at(-1)?.balance).toBe(0);
          expect(book.bills.length).toBeLessThanOrEqual(schedule.lines.length);
          if (mode === 'LOWER_PAYMENT') expect(book.bills.length).toBe(schedule.lines.length);
        },
      ),
      FC_OPTIONS,
    );
  });
});
