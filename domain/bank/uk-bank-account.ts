import { z } from 'zod';
import { M } from '../messages';

/**
 * A UK bank account as a payout destination (issue 35 §2, decision 099): the account holder's name, a
 * six-digit sort code and an eight-digit account number. Only the format is checked here, the same on both
 * sides; whether the pair passes the Vocalink modulus rules and whether the name is the one the bank holds
 * are the server's questions (server/modules/bank), because the rules table and the name check live there.
 */

/** The sort code as digits only: "12-34-56", "12 34 56" and "123456" are the same code. */
export function normaliseSortCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** "123456" (or any accepted spelling) → "12-34-56", the way UK banks print it. */
export function formatSortCode(sortCode: string): string {
  const digits = normaliseSortCode(sortCode);
  if (!/^\d{6}$/.test(digits)) return sortCode;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4, 6)}`;
}

/**
 * Six- and seven-digit account numbers are padded with leading zeros to eight, as the Vocalink modulus
 * checking specification ("Standard account number formats") and every UK payment scheme do. Nine- and
 * ten-digit numbers depend on the bank (some drop a digit, some move one into the sort code); we do not
 * guess, so they are refused with a message asking for the eight-digit number the bank shows.
 */
export function normaliseAccountNumber(input: string): string {
  const digits = input.replace(/[\s-]/g, '');
  if (/^\d{6,7}$/.test(digits)) return digits.padStart(8, '0');
  return digits;
}

/** The last four digits, for every view but the operator who pays. */
export function accountNumberLastFour(accountNumber: string): string {
  return accountNumber.slice(-4);
}

export const ACCOUNT_HOLDER_NAME_MAX = 70;

export const sortCodeSchema = z
  .string(M.sortCodeRequired)
  .trim()
  .min(1, M.sortCodeRequired)
  .transform(normaliseSortCode)
  .refine((code) => /^\d{6}$/.test(code), M.sortCodeFormat);

export const accountNumberSchema = z
  .string(M.accountNumberRequired)
  .trim()
  .min(1, M.accountNumberRequired)
  .transform(normaliseAccountNumber)
  .refine((number) => /^\d{8}$/.test(number), M.accountNumberFormat);

/**
 * The name as the bank holds it: letters of any script, spaces and the marks names and business names use
 * (. ' - & ,). Inner runs of spaces are made one so "Jane  Smith" and "Jane Smith" are the same name.
 */
export const accountHolderNameSchema = z
  .string(M.accountHolderNameRequired)
  .trim()
  .min(1, M.accountHolderNameRequired)
  .transform((name) => name.replace(/\s+/g, ' '))
  .refine((name) => name.length >= 2 && name.length <= ACCOUNT_HOLDER_NAME_MAX, M.accountHolderNameFormat)
  .refine((name) => /^[\p{L}\p{M}][\p{L}\p{M} .'’&,-]*$/u.test(name), M.accountHolderNameFormat);

export const ukBankAccountSchema = z.object({
  accountHolderName: accountHolderNameSchema,
  sortCode: sortCodeSchema,
  accountNumber: accountNumberSchema,
});
export type UkBankAccount = z.infer<typeof ukBankAccountSchema>;
export type UkBankAccountInput = z.input<typeof ukBankAccountSchema>;
