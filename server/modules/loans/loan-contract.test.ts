import { describe, expect, it } from 'vitest';
import { type ContractTerms, contractSections, contractVersionHash } from './loan-contract';

// A loan's agreement is signed against this hash and the hash is worked out again from its terms whenever
// the agreement is shown or signed: if the way terms become text changed, every signed agreement would stop
// matching its signature. These figures are the hashes as they were when the first agreements were signed.
const terms: ContractTerms = {
  template: 'quayside-credit-agreement-2',
  contractNumber: 'QS-2026-000042',
  lender: 'Quayside',
  borrower: 'Zoë Lovelace 李',
  amount: 300_000,
  termMonths: 3,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.1990',
  apr: '0.2180',
  overdueRate: '0.0005',
  schedule: [
    { period: 1, dueDate: '2026-02-27', principal: 98_361, interest: 4_975, total: 103_336 },
    { period: 2, dueDate: '2026-03-27', principal: 100_000, interest: 3_336, total: 103_336 },
    { period: 3, dueDate: '2026-04-27', principal: 101_639, interest: 1_697, total: 103_336 },
  ],
  schedulePayoutDate: '2026-01-27',
  totalInterest: 10_008,
  totalPayable: 310_008,
  withdrawalDays: 14,
  withdrawalRepayDays: 30,
  offerExpiresAt: '2026-02-03T12:00:00.000Z',
};

describe('contractVersionHash', () => {
  it('is the hash signed agreements carry (pinned)', () => {
    expect(contractVersionHash(terms)).toBe(
      'd417b15b154b003784c4112e16a3276b46817148c0a3cd1084ffdf4feda40fdc',
    );
  });

  it('does not depend on the order the terms were written in', () => {
    const reversed = Object.fromEntries(Object.entries(terms).reverse()) as unknown as ContractTerms;
    reversed.schedule = terms.schedule.map(
      (line) =>
        Object.fromEntries(Object.entries(line).reverse()) as unknown as (typeof terms.schedule)[number],
    );
    expect(contractVersionHash(reversed)).toBe(contractVersionHash(terms));
  });

  it('changes with any figure', () => {
    expect(contractVersionHash({ ...terms, amount: 300_001 })).not.toBe(contractVersionHash(terms));
  });
});

describe('the agreement’s words on pounds and USDT (decision 098)', () => {
  it('say how pounds become USDT and back, in each language, after the due dates', () => {
    const en = contractSections(terms, 'en');
    const names = en.map((section) => section.heading);
    expect(names.indexOf('Pounds and USDT')).toBe(names.indexOf('When payments are due') + 1);
    const usdt = en.find((section) => section.heading === 'Pounds and USDT')!;
    expect(usdt.text).toContain('rounded down to the millionth of a USDT');
    expect(usdt.text).toContain('rounded up to the millionth so that it always covers your bill');
    expect(usdt.text).toContain('rounded down to the penny');
    expect(contractSections(terms, 'cn').some((section) => section.heading === '英镑与 USDT')).toBe(true);
    expect(contractSections(terms, 'tw').some((section) => section.heading === '英鎊與 USDT')).toBe(true);
  });
});
