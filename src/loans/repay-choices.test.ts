import { describe, expect, it } from 'vitest';
import type { BillView } from '../../domain/api/loans';
import { billsOfChoice, repayOptions } from './repay-choices';

const bill = (billId: number, dueDate: string): BillView => ({
  billId,
  kind: 'INSTALMENT',
  period: billId,
  dueDate,
  principal: 80_000,
  interest: 10_000,
  total: 90_000,
  status: 'TO_BE_REPAID',
  overdueDays: 0,
  overdueInterest: 0,
  totalDue: 90_000,
  submittedAt: null,
  repaidAt: null,
  refusalReason: null,
});

describe('what a borrower can choose to pay', () => {
  const open = [bill(3, '2027-01-01'), bill(1, '2026-11-01'), bill(2, '2026-12-01')];

  it('counts a bill due on the business date itself as due now, oldest first, and the next one after it', () => {
    const options = repayOptions(open, '2026-12-01', { running: true, settle: false });
    expect(options.dueNow.map((b) => b.billId)).toEqual([1, 2]);
    expect(options.next?.billId).toBe(3);
    expect(options.choices).toEqual(['due', 'next', 'settlement', 'bills']);
    expect(options.initial).toBe('due');
    expect(billsOfChoice('next', options, open, []).map((b) => b.billId)).toEqual([3]);
    expect(billsOfChoice('bills', options, open, [3, 1]).map((b) => b.billId)).toEqual([3, 1]);
    expect(billsOfChoice('settlement', options, open, [3])).toEqual([]);
  });

  it('starts on the next bill when nothing is due, and on the settlement when asked for it', () => {
    expect(repayOptions(open, '2026-10-15', { running: true, settle: false }).initial).toBe('next');
    expect(repayOptions(open, '2026-10-15', { running: true, settle: true }).initial).toBe('settlement');
  });

  it('offers no settlement for a loan no longer running, nor a choice of bills for a single bill', () => {
    const options = repayOptions([bill(9, '2026-11-01')], '2026-12-01', { running: false, settle: true });
    expect(options.choices).toEqual(['due']);
    expect(options.initial).toBe('due');
    expect(repayOptions([], '2026-12-01', { running: false, settle: false }).initial).toBe('bills');
  });
});
