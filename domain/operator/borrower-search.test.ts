import { describe, expect, it } from 'vitest';
import { borrowerSearchKeys, likePrefix, phoneSpellings } from './borrower-search';

describe('what a borrower search may mean', () => {
  it('reads a UK mobile typed either way as both stored spellings', () => {
    expect(phoneSpellings('07700 900123').sort()).toEqual(['+447700900123', '07700900123']);
    expect(phoneSpellings('+44 7700 900123').sort()).toEqual(['+447700900123', '07700900123']);
    expect(phoneSpellings('0044 7700 900123').sort()).toEqual(['+447700900123', '07700900123']);
    expect(phoneSpellings('447700900123').sort()).toEqual(['+447700900123', '07700900123', '447700900123']);
    expect(phoneSpellings('+86 138 0013 8000')).toEqual(['+8613800138000']);
    expect(phoneSpellings('12345')).toEqual([]);
    expect(phoneSpellings('ada')).toEqual([]);
  });

  it('takes LIKE’s own characters literally', () => {
    expect(likePrefix('a_b%c\\')).toBe('a\\_b\\%c\\\\%');
  });

  it('reads a name as a prefix either way round, spaces dropped', () => {
    const keys = borrowerSearchKeys('Ada Love');
    expect(keys.namePrefix).toBe('adalove');
    expect(keys.emailPrefix).toBeNull();
    expect(keys.contractPrefix).toBeNull();
    expect(borrowerSearchKeys('王小').namePrefix).toBe('王小');
  });

  it('reads an e-mail as a lower-case prefix, and not as a name-less contract', () => {
    const keys = borrowerSearchKeys('Ada@Example');
    expect(keys.emailPrefix).toBe('ada@example');
    expect(keys.contractPrefix).toBeNull();
  });

  it('reads digits as a record number, a phone, and a bank account’s last four', () => {
    expect(borrowerSearchKeys('42')).toMatchObject({
      recordId: 42,
      phones: [],
      bankLast4: null,
      namePrefix: null,
    });
    expect(borrowerSearchKeys('1234')).toMatchObject({
      recordId: 1234,
      bankLast4: '1234',
      bankAccount: null,
    });
    expect(borrowerSearchKeys('000042').recordId).toBe(42);
    expect(borrowerSearchKeys('00').recordId).toBeNull();
    expect(borrowerSearchKeys('31926819')).toMatchObject({ bankLast4: '6819', bankAccount: '31926819' });
  });

  it('reads a contract number as an upper-case prefix, and a long address whole', () => {
    expect(borrowerSearchKeys('qs-2026').contractPrefix).toBe('QS-2026');
    const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(borrowerSearchKeys(address).wallet).toBe(address);
    expect(borrowerSearchKeys('TR7NHq').wallet).toBeNull();
  });
});
