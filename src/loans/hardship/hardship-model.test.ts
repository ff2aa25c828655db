import { describe, expect, it } from 'vitest';
import { encodeMessage, M } from '../../../domain/messages';
import {
  checkHardship,
  emptyValues,
  type HardshipValues,
  leftOver,
  readValues,
  spendingSum,
} from './hardship-model';

// The request for help as typed, checked with the server's own contract and worked out as the borrower
// types: whole pounds, the money left over, and each message on the field it is about.

const TODAY = '2026-11-25';

function filled(change: Partial<HardshipValues> = {}): HardshipValues {
  return {
    ...emptyValues(),
    changes: ['JOB'],
    since: { day: '1', month: '10', year: '2026' },
    income: '1,200',
    spending: {
      housing: '600',
      councilTax: '120',
      energy: '100',
      food: '200',
      transport: '50',
      otherCredit: '',
      other: '30',
    },
    canPay: '50',
    ...change,
  };
}

describe('the money left over', () => {
  it('is income minus spending in pence, an empty heading counting as nothing spent', () => {
    expect(spendingSum(filled())).toBe(110_000);
    expect(leftOver(filled())).toBe(10_000);
  });

  it('is said as soon as the income is a figure, and may be negative', () => {
    expect(leftOver(emptyValues())).toBeNull();
    expect(
      leftOver({ ...emptyValues(), income: '0', spending: { ...filled().spending, housing: '700' } }),
    ).toBe(-120_000);
  });

  it('leaves out a heading that is not a figure yet, rather than guessing', () => {
    expect(leftOver(filled({ spending: { ...filled().spending, food: 'about 200' } }))).toBe(30_000);
  });
});

describe('checking the form', () => {
  it('gives the contract’s body in pence when all is well, without empty details', () => {
    const checked = checkHardship(filled(), TODAY);
    expect(checked).toEqual({
      ok: true,
      body: {
        changes: ['JOB'],
        since: '2026-10-01',
        statement: {
          income: 120_000,
          spending: {
            housing: 60_000,
            councilTax: 12_000,
            energy: 10_000,
            food: 20_000,
            transport: 5_000,
            otherCredit: 0,
            other: 3_000,
          },
          canPay: 5_000,
        },
      },
    });
  });

  it('asks for at least one change, a date, the income and what they could pay', () => {
    const checked = checkHardship({ ...emptyValues() }, TODAY);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.changes).toBe(encodeMessage(M.tplSelect, { text: 'field.whatChanged' }));
    expect(checked.errors.income).toBe(encodeMessage(M.tplEnter, { text: 'field.monthlyIncome' }));
    expect(checked.errors.canPay).toBe(encodeMessage(M.tplEnter, { text: 'field.canPay' }));
    expect(checked.errors.since).toBeDefined();
    // Spending left empty is nothing spent: no message there.
    expect(checked.errors['spending.housing']).toBeUndefined();
  });

  it('refuses pence where whole pounds are asked, on the field that has them', () => {
    const checked = checkHardship(filled({ spending: { ...filled().spending, food: '199.99' } }), TODAY);
    expect(checked).toEqual({ ok: false, errors: { 'spending.food': 'forbearance.wholePounds' } });
  });

  it('says a figure that is not one (a sign, words) is not correct, rather than missing', () => {
    const checked = checkHardship(filled({ income: '-50', canPay: 'some' }), TODAY);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.income).toBe(encodeMessage(M.tplCorrect, { text: 'field.monthlyIncome' }));
    expect(checked.errors.canPay).toBe(encodeMessage(M.tplCorrect, { text: 'field.canPay' }));
  });

  it('puts spending over ten times the income on Monthly income; zero income is a real answer', () => {
    const over = checkHardship(filled({ income: '100' }), TODAY);
    expect(over).toEqual({ ok: false, errors: { income: 'forbearance.spendingOverIncome' } });
    expect(checkHardship(filled({ income: '0' }), TODAY).ok).toBe(true);
    expect(checkHardship(filled({ income: '110' }), TODAY).ok).toBe(true);
  });

  it('refuses a date after today, and one the calendar does not have', () => {
    const future = checkHardship(filled({ since: { day: '26', month: '11', year: '2026' } }), TODAY);
    expect(future).toEqual({ ok: false, errors: { since: 'forbearance.sinceInFuture' } });
    const impossible = checkHardship(filled({ since: { day: '31', month: '2', year: '2026' } }), TODAY);
    expect(impossible.ok).toBe(false);
    expect(checkHardship(filled({ since: { day: '25', month: '11', year: '2026' } }), TODAY).ok).toBe(true);
  });
});

describe('a draft read back from the device', () => {
  it('keeps what it knows and drops what it does not', () => {
    expect(readValues(null)).toBeNull();
    const read = readValues({ changes: ['HEALTH', 'NOPE'], income: 300, spending: { food: '20' } });
    expect(read).toMatchObject({ changes: ['HEALTH'], income: '', canPay: '' });
    expect(read?.spending.food).toBe('20');
    expect(read?.spending.housing).toBe('');
  });
});
