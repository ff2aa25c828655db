import { describe, expect, it } from 'vitest';
import { type DebtBill, outstandingDebtOf } from './outstanding-debt';

const instalment = (bill: Partial<DebtBill>): DebtBill => ({
  kind: 'INSTALMENT',
  status: 'TO_BE_REPAID',
  dueDate: '2026-04-02',
  paidOn: null,
  ...bill,
});
const payoff = (bill: Partial<DebtBill>): DebtBill => ({
  ...instalment(bill),
  kind: 'WITHDRAWAL_PAYOFF',
  dueDate: '2026-08-10',
});

describe('outstanding debt that stops a new application (as of 2026-04-12)', () => {
  it.each([
    ['nothing', [], []],
    ['an instalment not yet due', [instalment({ dueDate: '2026-05-02' })], []],
    ['an instalment due today', [instalment({ dueDate: '2026-04-12' })], []],
    ['an open instalment past its due date', [instalment({})], ['debt.billOverdue']],
    [
      'an instalment paid on time, under review',
      [instalment({ status: 'TO_BE_CONFIRMED', paidOn: '2026-04-02' })],
      [],
    ],
    [
      'an instalment paid late, under review',
      [instalment({ status: 'TO_BE_CONFIRMED', paidOn: '2026-04-05' })],
      ['debt.billOverdue'],
    ],
    ['an instalment paid late and confirmed', [instalment({ status: 'REPAID', paidOn: '2026-04-05' })], []],
    ['a cancelled instalment past its due date', [instalment({ status: 'CANCELLED' })], []],
    ['an open payoff bill before its due date', [payoff({})], ['debt.withdrawalPayoffOwed']],
    [
      'a payoff bill under review',
      [payoff({ status: 'TO_BE_CONFIRMED', paidOn: '2026-04-10' })],
      ['debt.withdrawalPayoffOwed'],
    ],
    ['a repaid payoff bill', [payoff({ status: 'REPAID', paidOn: '2026-04-10' })], []],
    [
      'both, each named once and in a fixed order',
      [instalment({}), payoff({}), instalment({ dueDate: '2026-03-02' })],
      ['debt.withdrawalPayoffOwed', 'debt.billOverdue'],
    ],
  ] as const)('%s → %j', (_name, bills, reasons) => {
    expect(outstandingDebtOf(bills, '2026-04-12')).toEqual(reasons);
  });
});
