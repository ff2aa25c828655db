import { z } from 'zod';
import { accountHolderNameSchema, accountNumberSchema, sortCodeSchema } from '../bank/uk-bank-account';
import { M } from '../messages';
import { strictSection } from './profile';

/**
 * Where a borrower's loan is paid (issue 35 §2, decision 099): the USDT receiving address (SPEC §3) or a
 * UK bank account checked by the Vocalink modulus rules and Confirmation of Payee. The borrower chooses one.
 */
export const payoutMethods = ['USDT', 'BANK'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

export const copOutcomes = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'UNAVAILABLE'] as const;
export type CopOutcomeCode = (typeof copOutcomes)[number];
export const copAccountTypes = ['PERSONAL', 'BUSINESS'] as const;

/** The account as the server keeps it (members.bank_account, loans.payout_bank_account). */
export const storedBankAccount = z.object({
  accountHolderName: z.string(),
  sortCode: z.string(),
  accountNumber: z.string(),
  accountType: z.enum(copAccountTypes),
  /** The Confirmation of Payee answer it was saved with; NO_MATCH / UNAVAILABLE only after acknowledgement. */
  copOutcome: z.enum(copOutcomes),
  /** VALID, or NOT_CHECKED for a sort code in no range of the Vocalink table. */
  modulus: z.enum(['VALID', 'NOT_CHECKED']),
  checkedAt: z.string(),
});
export type StoredBankAccount = z.infer<typeof storedBankAccount>;

/** What the borrower's app is shown: the account number only by its last four digits. */
export const bankAccountView = z.object({
  accountHolderName: z.string(),
  sortCode: z.string(),
  accountNumberLast4: z.string(),
  accountType: z.enum(copAccountTypes),
  copOutcome: z.enum(copOutcomes),
  checkedAt: z.string(),
});
export type BankAccountView = z.infer<typeof bankAccountView>;

/** A loan's bank payout as the borrower sees it (loan detail, offer, agreement). */
export const payoutBankView = z.object({
  accountHolderName: z.string(),
  sortCode: z.string(),
  accountNumberLast4: z.string(),
});
export type PayoutBankView = z.infer<typeof payoutBankView>;

export const updateBankAccountBody = strictSection({
  accountHolderName: accountHolderNameSchema,
  sortCode: sortCodeSchema,
  accountNumber: accountNumberSchema,
  /** A personal account unless the borrower took the bank's answer that it is a business account. */
  accountType: z.enum(copAccountTypes).optional(),
  /** The borrower read that the name did not match (or could not be checked) and saves it anyway. */
  acceptNameRisk: z.boolean().optional(),
  password: z.string(M.passwordRequired).min(1, M.passwordRequired).max(1024),
});
export type UpdateBankAccountBody = z.infer<typeof updateBankAccountBody>;

export const choosePayoutMethodBody = strictSection({
  payoutMethod: z.enum(payoutMethods),
  password: z.string(M.passwordRequired).min(1, M.passwordRequired).max(1024),
});
export type ChoosePayoutMethodBody = z.infer<typeof choosePayoutMethodBody>;

/**
 * A V400 of `member/updateBankAccount` about the name carries the Confirmation of Payee answer in
 * `data.cop`, so the screen can offer the name the bank holds.
 */
export const copRefusalData = z.object({
  outcome: z.enum(copOutcomes),
  heldName: z.string().nullable(),
  heldAccountType: z.enum(copAccountTypes).nullable(),
});
export type CopRefusalData = z.infer<typeof copRefusalData>;
