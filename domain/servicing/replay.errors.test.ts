import { describe, expect, it } from 'vitest';
import { generateSchedule } from '../loan/schedule';
import { type LedgerEntry, ledgerEntrySchema, newLedgerEntrySchema } from './ledger-entries';
import { planPrepayment } from './prepayment-plan';
import { replayLoan } from './replay';
import { servicingTermsOf } from './servicing-terms';

const termsOf = (method: 'EQUAL_INSTALLMENT' | 'INTEREST_FIRST' | 'ONE_TIME') =>
  servicingTermsOf(
    generateSchedule({
      principal: 1_000_000,
      termMonths: 12,
      annualRate: '0.12',
      method,
      startDate: '2026-01-15',
    }),
    { overdueRate: '0.15' },
  );
const terms = termsOf('EQUAL_INSTALLMENT');
const payout: LedgerEntry = { id: 1, kind: 'PAYOUT', on: '2026-01-15', amount: 1_000_000 };
const payment = (id: number, on: string, amount: number): LedgerEntry => ({
  id,
  kind: 'PAYMENT',
  on,
  amount,
  channel: 'VOUCHER',
});
const replay =
  (entries: LedgerEntry[], asOf = '2026-04-01') =>
  () =>
    replayLoan(terms, [payout, ...entries], asOf);
const code = (value: string) => expect.objectContaining({ name: 'DomainError', code: value });

describe('bad ledgers are refused with a code', () => {
  it.each([0, -100, 12.5, Number.NaN])('an amount of %s', (amount) => {
    expect(replay([payment(2, '2026-02-15', amount)])).toThrow(code('servicing.amountInvalid'));
  });

  it('a payment dated before the payout, or after the business date', () => {
    expect(replay([payment(2, '2026-01-14', 100)])).toThrow(code('servicing.beforePayout'));
    expect(replay([payment(2, '2026-04-02', 100)])).toThrow(code('servicing.afterAsOf'));
  });

  it('a reversal of an unknown entry, of one already reversed, of the payout, or dated before its entry', () => {
    expect(replay([{ id: 2, kind: 'REVERSAL', on: '2026-03-01', reverses: 9 }])).toThrow(
      code('servicing.reversalUnknown'),
    );
    expect(
      replay([
        payment(2, '2026-02-15', 100),
        { id: 3, kind: 'REVERSAL', on: '2026-03-01', reverses: 2 },
        { id: 4, kind: 'REVERSAL', on: '2026-03-02', reverses: 2 },
      ]),
    ).toThrow(code('servicing.reversalRepeated'));
    expect(replay([{ id: 2, kind: 'REVERSAL', on: '2026-03-01', reverses: 1 }])).toThrow(
      code('servicing.reversalNotAllowed'),
    );
    expect(
      replay([payment(2, '2026-02-15', 100), { id: 3, kind: 'REVERSAL', on: '2026-02-14', reverses: 2 }]),
    ).toThrow(code('servicing.reversalNotAllowed'));
  });

  it('a refund larger than the credit held', () => {
    const overpaid = payment(2, '2026-02-15', 90_000); // 11.51 over bill 1
    expect(replay([overpaid, { id: 3, kind: 'REFUND', on: '2026-02-16', amount: 1_151 }])).not.toThrow();
    expect(replay([overpaid, { id: 3, kind: 'REFUND', on: '2026-02-16', amount: 1_152 }])).toThrow(
      code('servicing.refundExceedsCredit'),
    );
  });

  it('no payout, two payouts, a payout that is not the principal lent, two entries with one id', () => {
    expect(() => replayLoan(terms, [payment(2, '2026-02-15', 100)], '2026-04-01')).toThrow(
      code('servicing.noPayout'),
    );
    expect(replay([{ ...payout, id: 2 }])).toThrow(code('servicing.payoutRepeated'));
    expect(() => replayLoan(terms, [{ ...payout, amount: 999_999 }], '2026-04-01')).toThrow(
      code('servicing.payoutMismatch'),
    );
    expect(replay([payment(1, '2026-02-15', 100)])).toThrow(code('servicing.duplicateId'));
  });

  it('a waiver beyond what is due, a recovery before a charge-off, a payment after one', () => {
    expect(
      replay([{ id: 2, kind: 'WAIVER', on: '2026-02-16', amount: 10_001, component: 'INTEREST', period: 1 }]),
    ).toThrow(code('servicing.waiverExceedsDue'));
    expect(replay([{ id: 2, kind: 'RECOVERY', on: '2026-03-01', amount: 100 }])).toThrow(
      code('servicing.notChargedOff'),
    );
    expect(replay([{ id: 2, kind: 'CHARGE_OFF', on: '2026-03-01' }, payment(3, '2026-03-02', 100)])).toThrow(
      code('servicing.chargedOff'),
    );
  });

  it('a prepayment with no credit, beyond the principal left, or in a mode the method cannot take', () => {
    expect(replay([{ id: 2, kind: 'PREPAYMENT', on: '2026-02-20', mode: 'SHORTER_TERM' }])).toThrow(
      code('servicing.prepaymentExceedsCredit'),
    );
    expect(
      replay([
        payment(2, '2026-02-15', 1_100_000),
        { id: 3, kind: 'PREPAYMENT', on: '2026-02-20', mode: 'SHORTER_TERM' },
      ]),
    ).toThrow(code('servicing.prepaymentCoversLoan'));
    const interestFirst = termsOf('INTEREST_FIRST');
    const held = replayLoan(interestFirst, [payout, payment(2, '2026-02-15', 110_000)], '2026-02-20');
    expect(() => planPrepayment(held, 'SHORTER_TERM')).toThrow(code('servicing.prepaymentMode'));
    expect(
      planPrepayment(held, 'LOWER_PAYMENT')
        .after.map((line) => line.interest)
        .slice(0, 3),
    ).toEqual([10_000, 9_000, 9_000]);
    const oneTime = termsOf('ONE_TIME');
    const early = replayLoan(oneTime, [payout, payment(2, '2026-02-15', 100_000)], '2026-02-20');
    expect(() => planPrepayment(early, 'LOWER_PAYMENT')).toThrow(code('servicing.prepaymentMode'));
  });
});

describe('ledger entry contracts', () => {
  it('parses every kind and refuses bad amounts, dates and channels', () => {
    const good: unknown[] = [
      { kind: 'PAYOUT', on: '2026-01-15', amount: 1_000_000 },
      { kind: 'PAYMENT', on: '2026-02-15', amount: 88_849, channel: 'DIRECT_DEBIT', reference: 'DD-0001' },
      { kind: 'WAIVER', on: '2026-02-20', amount: 500, component: 'OVERDUE_INTEREST' },
      { kind: 'REFUND', on: '2026-02-20', amount: 500 },
      { kind: 'CHARGE_OFF', on: '2026-06-01' },
      { kind: 'RECOVERY', on: '2026-07-01', amount: 500 },
      { kind: 'PREPAYMENT', on: '2026-02-20', mode: 'LOWER_PAYMENT' },
      { kind: 'REVERSAL', on: '2026-02-20', reverses: 3 },
    ];
    for (const entry of good) {
      expect(newLedgerEntrySchema.safeParse(entry).success).toBe(true);
      expect(ledgerEntrySchema.safeParse({ ...(entry as object), id: 7 }).success).toBe(true);
    }
    for (const bad of [
      { kind: 'PAYMENT', on: '2026-02-15', amount: 0, channel: 'VOUCHER' },
      { kind: 'PAYMENT', on: '2026-02-15', amount: 10.5, channel: 'VOUCHER' },
      { kind: 'PAYMENT', on: '2026-02-30', amount: 100, channel: 'VOUCHER' },
      { kind: 'PAYMENT', on: '2026-02-15', amount: 100, channel: 'CASH' },
      { kind: 'PAYMENT', on: '2026-02-15', amount: 100, channel: 'VOUCHER', reference: 'two words' },
      { kind: 'WAIVER', on: '2026-02-15', amount: 100, component: 'FEES' },
      { kind: 'SETTLE', on: '2026-02-15' },
    ]) {
      expect(newLedgerEntrySchema.safeParse(bad).success).toBe(false);
    }
    expect(ledgerEntrySchema.safeParse(good[0]).success).toBe(false);
  });
});
