import { describe, expect, it } from 'vitest';
import { generateSchedule } from '../loan/schedule';
import { settlementFromBook } from './book-settlement';
import type { LedgerEntry } from './ledger-entries';
import { planPrepayment } from './prepayment-plan';
import { replayLoan } from './replay';
import { servicingTermsOf } from './servicing-terms';

// 10,000.00 over 12 months at 12% (the quote's golden loan), paid out on 15 Jan 2026, overdue rate 15%:
// bills of 888.49 on the 15th, bill 1 = 788.49 principal + 100.00 interest, bill 2 = 796.37 + 92.12.
// Golden numbers come from an independent calculation (exact fractions, rounded half-up once).
const schedule = generateSchedule({
  principal: 1_000_000,
  termMonths: 12,
  annualRate: '0.12',
  method: 'EQUAL_INSTALLMENT',
  startDate: '2026-01-15',
});
const terms = servicingTermsOf(schedule, { overdueRate: '0.15' });
const payout: LedgerEntry = { id: 1, kind: 'PAYOUT', on: '2026-01-15', amount: 1_000_000 };
const paid = (id: number, on: string, amount: number): LedgerEntry => ({
  id,
  kind: 'PAYMENT',
  on,
  amount,
  channel: 'VOUCHER',
});
const book = (entries: LedgerEntry[], asOf: string) => replayLoan(terms, [payout, ...entries], asOf);

describe('golden books: 10000.00 × 12m @ 12%, overdue 15%, paid out 2026-01-15', () => {
  it('partial payment 500.00 on the due date, as of 14 days later: 388.49 left + 2.24 overdue interest', () => {
    const loan = book([paid(2, '2026-02-15', 50_000)], '2026-03-01');
    expect(loan.bills[0]).toMatchObject({
      state: 'OVERDUE',
      paid: { overdueInterest: 0, interest: 10_000, principal: 40_000 },
      overdueInterest: 224,
      outstanding: { overdueInterest: 224, interest: 0, principal: 38_849 },
      outstandingTotal: 39_073,
      daysOverdue: 14,
      paidOn: null,
    });
    expect(loan).toMatchObject({
      arrears: 39_073,
      daysPastDue: 14,
      pastDueSince: '2026-02-15',
      bucket: 'DPD_1_29',
      overdueInterestPerDay: 16,
      principalOutstanding: 960_000,
      creditHeld: 0,
    });
    expect(loan.allocations).toEqual([
      { paymentId: 2, on: '2026-02-15', target: 'BILL', period: 1, component: 'INTEREST', amount: 10_000 },
      { paymentId: 2, on: '2026-02-15', target: 'BILL', period: 1, component: 'PRINCIPAL', amount: 40_000 },
    ]);
    expect(loan.delinquency).toEqual([{ bucket: 'DPD_1_29', from: '2026-02-16', to: '2026-03-01' }]);
  });

  it('overpayment 1000.00 on bill 1: 111.51 held, then put on bill 2 the day it falls due (92.12 + 19.39)', () => {
    const entries = [paid(2, '2026-02-15', 100_000)];
    const before = book(entries, '2026-03-14');
    expect(before.creditHeld).toBe(11_151);
    expect(before.bills[1]?.state).toBe('NOT_DUE');
    const onDueDate = book(entries, '2026-03-15');
    expect(onDueDate.creditHeld).toBe(0);
    expect(onDueDate.bills[1]).toMatchObject({
      state: 'PARTLY_PAID',
      paid: { overdueInterest: 0, interest: 9_212, principal: 1_939 },
      outstandingTotal: 77_698,
    });
    expect(onDueDate.allocations.slice(2)).toEqual([
      { paymentId: 2, on: '2026-03-15', target: 'BILL', period: 2, component: 'INTEREST', amount: 9_212 },
      { paymentId: 2, on: '2026-03-15', target: 'BILL', period: 2, component: 'PRINCIPAL', amount: 1_939 },
    ]);
    expect(onDueDate.overdueInterestPerDay).toBe(32);
  });

  it('overpayment 2000.00 paid off, SHORTER_TERM on 2026-02-20: 9 bills of 888.49, the last 473.43; interest 561.86 → 369.84', () => {
    const entries = [paid(2, '2026-02-15', 288_849)];
    const plan = planPrepayment(book(entries, '2026-02-20'), 'SHORTER_TERM');
    expect(plan).toMatchObject({ amount: 200_000, instalmentBefore: 88_849, instalmentAfter: 88_849 });
    expect(plan.after.map((line) => line.total)).toEqual([...Array(8).fill(88_849), 47_343]);
    expect(plan.after.at(-1)).toMatchObject({
      dueDate: '2026-11-15',
      principal: 46_874,
      interest: 469,
      balance: 0,
    });
    expect([plan.interestBefore, plan.interestAfter, plan.interestSaved]).toEqual([56_186, 36_984, 19_202]);

    const booked = book(
      [...entries, { id: 3, kind: 'PREPAYMENT', on: '2026-02-20', mode: 'SHORTER_TERM' }],
      '2026-02-20',
    );
    expect(booked.prepayments[0]?.after).toEqual(plan.after);
    expect(booked.bills).toHaveLength(10);
    expect(booked).toMatchObject({ creditHeld: 0, principalOutstanding: 721_151 });
    expect(booked.allocations.at(-1)).toEqual({
      paymentId: 2,
      on: '2026-02-20',
      target: 'PRINCIPAL_AHEAD',
      period: null,
      component: 'PRINCIPAL',
      amount: 200_000,
      prepaymentId: 3,
    });
  });

  it('overpayment 2000.00 paid off, LOWER_PAYMENT on 2026-02-20: 11 bills of 695.58 (the first 715.58), interest 459.87', () => {
    const entries = [paid(2, '2026-02-15', 288_849)];
    const plan = planPrepayment(book(entries, '2026-02-20'), 'LOWER_PAYMENT');
    expect(plan.instalmentAfter).toBe(69_558);
    expect(plan.after.map((line) => line.total)).toEqual([71_558, ...Array(10).fill(69_558)]);
    expect(plan.after[0]).toMatchObject({ dueDate: '2026-03-15', principal: 62_346, interest: 9_212 });
    expect(plan.after.at(-1)).toMatchObject({
      dueDate: '2027-01-15',
      principal: 68_869,
      interest: 689,
      balance: 0,
    });
    expect([plan.interestAfter, plan.interestSaved]).toEqual([45_987, 10_199]);
    const booked = book(
      [...entries, { id: 3, kind: 'PREPAYMENT', on: '2026-02-20', mode: 'LOWER_PAYMENT' }],
      '2026-02-20',
    );
    expect(booked.prepayments[0]?.after).toEqual(plan.after);
    expect(settlementFromBook(booked)).toMatchObject({
      remainingPrincipal: 721_151,
      currentInterest: 9_212,
      total: 730_363,
    });
  });

  it('backdated payment 900.00 received 2026-02-20, recorded after one of 2026-03-05: 1.83 overdue interest (5 days), not 8.21 (23 days)', () => {
    const later = paid(2, '2026-03-05', 10_000);
    const backdated = paid(3, '2026-02-20', 90_000);
    const loan = book([later, backdated], '2026-03-10');
    expect(loan.bills[0]).toMatchObject({
      state: 'PAID',
      overdueInterest: 183,
      paidOn: '2026-02-20',
      daysOverdue: 5,
    });
    expect(loan).toMatchObject({ creditHeld: 10_968, daysPastDue: 0, bucket: null, arrears: 0 });
    expect(loan.delinquency).toEqual([{ bucket: 'DPD_1_29', from: '2026-02-16', to: '2026-02-19' }]);
    expect(loan).toEqual(book([backdated, later], '2026-03-10'));

    // Dated the day it was recorded instead: 18 days on 888.49, then 5 days on 795.06 after the 100.00 of
    // 5 March paid 6.57 overdue interest and 93.43 interest.
    const datedWhenRecorded = book([later, paid(3, '2026-03-10', 90_000)], '2026-03-10');
    expect(datedWhenRecorded.bills[0]).toMatchObject({ overdueInterest: 821, paidOn: '2026-03-10' });
  });

  it('reversal of a payment 888.49: the bill is as if never paid, 5.11 overdue interest after 14 days', () => {
    const loan = book(
      [paid(2, '2026-02-15', 88_849), { id: 3, kind: 'REVERSAL', on: '2026-03-01', reverses: 2 }],
      '2026-03-01',
    );
    expect(loan).toEqual(book([], '2026-03-01'));
    expect(loan.bills[0]).toMatchObject({ state: 'OVERDUE', overdueInterest: 511, outstandingTotal: 89_360 });
    expect(loan).toMatchObject({ daysPastDue: 14, overdueInterestPerDay: 37, totals: { received: 0 } });
  });

  it('charge-off on 2026-06-01 after four missed bills, then recovery 1000.00 on 2026-07-01', () => {
    const loan = book(
      [
        { id: 2, kind: 'CHARGE_OFF', on: '2026-06-01' },
        { id: 3, kind: 'RECOVERY', on: '2026-07-01', amount: 100_000 },
      ],
      '2026-07-15',
    );
    // Overdue interest to the charge-off day: 106, 78, 47 and 17 days on 888.49 → 38.70 + 28.48 + 17.16 + 6.21.
    expect(loan.bills.slice(0, 4).map((bill) => bill.overdueInterest)).toEqual([3_870, 2_848, 1_716, 621]);
    expect(loan.chargedOff).toEqual({
      entryId: 2,
      on: '2026-06-01',
      writtenOff: { overdueInterest: 9_055, interest: 35_238, principal: 1_000_000, total: 1_044_293 },
      recovered: 100_000,
    });
    expect(loan.bills.map((bill) => bill.state)).toEqual(['PAID', ...Array(11).fill('CHARGED_OFF')]);
    expect(loan.bills[4]).toMatchObject({
      interest: 6_798,
      interestCancelled: 6_798,
      outstandingTotal: 82_051,
    });
    expect(
      loan.allocations.map((allocation) => [allocation.period, allocation.component, allocation.amount]),
    ).toEqual([
      [1, 'OVERDUE_INTEREST', 3_870],
      [1, 'INTEREST', 10_000],
      [1, 'PRINCIPAL', 78_849],
      [2, 'OVERDUE_INTEREST', 2_848],
      [2, 'INTEREST', 4_433],
    ]);
    expect(loan).toMatchObject({
      arrears: 944_293,
      principalOutstanding: 921_151,
      overdueInterestPerDay: 0,
      daysPastDue: 122,
      totals: { received: 100_000, allocated: 100_000, recovered: 100_000 },
    });
  });

  it('COMPONENT_BY_COMPONENT: 200.00 on 2026-04-20 with bills 1–3 unpaid pays overdue interest of all three first', () => {
    const vertical = servicingTermsOf(schedule, {
      overdueRate: '0.15',
      allocationOrder: {
        spread: 'COMPONENT_BY_COMPONENT',
        components: ['OVERDUE_INTEREST', 'INTEREST', 'PRINCIPAL'],
      },
    });
    const loan = replayLoan(vertical, [payout, paid(2, '2026-04-20', 20_000)], '2026-04-20');
    // 64, 36 and 5 days on 888.49: 23.37 + 13.14 + 1.83 overdue interest, then interest 100.00 and 61.66 of 92.12.
    expect(
      loan.allocations.map((allocation) => [allocation.period, allocation.component, allocation.amount]),
    ).toEqual([
      [1, 'OVERDUE_INTEREST', 2_337],
      [2, 'OVERDUE_INTEREST', 1_314],
      [3, 'OVERDUE_INTEREST', 183],
      [1, 'INTEREST', 10_000],
      [2, 'INTEREST', 6_166],
    ]);
  });
});
