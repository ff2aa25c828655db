import type { CollectionFailure } from '../../domain/direct-debit/collection-dates';

/**
 * The simulated bureau's test accounts, known by account number alone (any sort code). Each is a valid pair
 * of the Vocalink modulus-checking specification's published test cases, so it passes our modulus check
 * with the sort code shown (README.md beside this file lists them for people). Any other account pays.
 */
export const testAccounts = {
  /** 08-99-99: every collection is paid. */
  paid: '66374958',
  /** 10-79-99: every collection is returned: refer to payer (no funds). */
  referToPayer: '88837491',
  /** 20-29-59: the mandate's first collection (01) is returned (refer to payer); its re-presentation and the rest are paid. */
  paysOnRetry: '63748472',
  /** 87-14-27: collections are returned: instruction cancelled (the payer cancelled it at the bank). */
  instructionCancelled: '46238510',
  /** 87-14-27: the account is closed: a mandate for it is refused when lodged. */
  closed: '09123496',
  /** 82-00-00: the account closed after the mandate was lodged: collections are returned, account closed. */
  closedLater: '73688637',
} as const;

/** How the bureau answers a mandate lodged for `accountNumber`. */
export function mandateOutcome(accountNumber: string): 'LODGED' | 'ACCOUNT_CLOSED' {
  return accountNumber === testAccounts.closed ? 'ACCOUNT_CLOSED' : 'LODGED';
}

/** How a collection from `accountNumber` with transaction code `code` ends on its collection date. */
export function collectionOutcome(accountNumber: string, code: string): 'PAID' | CollectionFailure {
  switch (accountNumber) {
    case testAccounts.referToPayer:
      return 'REFER_TO_PAYER';
    case testAccounts.paysOnRetry:
      return code === '01' ? 'REFER_TO_PAYER' : 'PAID';
    case testAccounts.instructionCancelled:
      return 'INSTRUCTION_CANCELLED';
    case testAccounts.closed:
    case testAccounts.closedLater:
      return 'ACCOUNT_CLOSED';
    default:
      return 'PAID';
  }
}
