import { describe, expect, it } from 'vitest';
import { M } from '../messages';
import {
  accountHolderNameSchema,
  accountNumberLastFour,
  accountNumberSchema,
  formatSortCode,
  normaliseAccountNumber,
  normaliseSortCode,
  sortCodeSchema,
  ukBankAccountSchema,
} from './uk-bank-account';

function issue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('sort code', () => {
  it.each(['12-34-56', '12 34 56', '123456', ' 12-34-56 '])('accepts %j as 123456', (input) => {
    expect(sortCodeSchema.parse(input)).toBe('123456');
  });
  it.each([
    ['', M.sortCodeRequired],
    ['12-34-5', M.sortCodeFormat],
    ['12-34-567', M.sortCodeFormat],
    ['12/34/56', M.sortCodeFormat],
    ['ab-cd-ef', M.sortCodeFormat],
  ])('refuses %j with %s', (input, message) => {
    expect(issue(sortCodeSchema.safeParse(input))).toBe(message);
  });
  it('is required when missing', () => {
    expect(issue(sortCodeSchema.safeParse(undefined))).toBe(M.sortCodeRequired);
  });
  it('normalises and formats', () => {
    expect(normaliseSortCode('08 99-99')).toBe('089999');
    expect(formatSortCode('089999')).toBe('08-99-99');
    expect(formatSortCode('08 99 99')).toBe('08-99-99');
    expect(formatSortCode('0899')).toBe('0899');
  });
});

describe('account number', () => {
  it('takes eight digits as they are', () => {
    expect(accountNumberSchema.parse('66374958')).toBe('66374958');
    expect(accountNumberSchema.parse('6637 4958')).toBe('66374958');
  });
  it('pads six and seven digits with leading zeros, the standard rule', () => {
    expect(normaliseAccountNumber('1234567')).toBe('01234567');
    expect(accountNumberSchema.parse('123456')).toBe('00123456');
  });
  it.each([
    ['', M.accountNumberRequired],
    ['12345', M.accountNumberFormat],
    ['123456789', M.accountNumberFormat],
    ['1234567890', M.accountNumberFormat],
    ['1234567a', M.accountNumberFormat],
  ])('refuses %j with %s', (input, message) => {
    expect(issue(accountNumberSchema.safeParse(input))).toBe(message);
  });
  it('shows only its last four', () => {
    expect(accountNumberLastFour('66374958')).toBe('4958');
  });
});

describe("account holder's name", () => {
  it('trims and makes inner spaces one', () => {
    expect(accountHolderNameSchema.parse('  Jane   Smith ')).toBe('Jane Smith');
  });
  it.each(['Jane Smith', "Sean O'Neill", 'Anne-Marie Lee', 'Smith & Sons Ltd', '王小明', 'Zoë Brontë'])(
    'accepts %j',
    (name) => {
      expect(accountHolderNameSchema.safeParse(name).success).toBe(true);
    },
  );
  it.each([
    ['', M.accountHolderNameRequired],
    ['J', M.accountHolderNameFormat],
    ['x'.repeat(71), M.accountHolderNameFormat],
    ['Jane <script>', M.accountHolderNameFormat],
    ['1234', M.accountHolderNameFormat],
  ])('refuses %j with %s', (input, message) => {
    expect(issue(accountHolderNameSchema.safeParse(input))).toBe(message);
  });
});

describe('the account whole', () => {
  it('parses to the stored form', () => {
    expect(
      ukBankAccountSchema.parse({
        accountHolderName: ' Jane Smith',
        sortCode: '08-99-99',
        accountNumber: '66374958',
      }),
    ).toEqual({ accountHolderName: 'Jane Smith', sortCode: '089999', accountNumber: '66374958' });
  });
  it('puts each issue on its own field', () => {
    const result = ukBankAccountSchema.safeParse({ accountHolderName: '', sortCode: '1', accountNumber: '' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toEqual({
      accountHolderName: M.accountHolderNameRequired,
      sortCode: M.sortCodeFormat,
      accountNumber: M.accountNumberRequired,
    });
  });
});
