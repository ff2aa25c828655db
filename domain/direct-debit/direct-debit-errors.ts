/**
 * The codes the Direct Debit rules throw (as `DomainError.code`) and the server answers with. The words
 * live in the catalogs, never here.
 */
export const directDebitErrors = {
  /** A collection day outside 1–28 (every month has those days, so a collection never moves for February). */
  collectionDay: 'directDebit.collectionDay',
  /** The collection day asked for is the one in force. */
  sameCollectionDay: 'directDebit.sameCollectionDay',
  /** A change of collection day less than 10 working days before the collection it would move (SPEC §9). */
  dayChangeNotice: 'directDebit.dayChangeNotice',
  /** Nothing left to collect: every bill has fallen due. */
  nothingToMove: 'directDebit.nothingToMove',
  /** The borrower did not confirm they hold the account and alone can authorise debits from it. */
  holderConfirmation: 'directDebit.holderConfirmation',
  /** The bureau reports the account closed (refused at set-up). */
  accountClosed: 'directDebit.accountClosed',
  /** The bureau refused the instruction for another reason (an account that does not take Direct Debits). */
  instructionRefused: 'directDebit.instructionRefused',
  /** The bureau did not answer: nothing was set up, the borrower may try again. */
  bureauUnavailable: 'directDebit.bureauUnavailable',
  /** The loan already has an active mandate. */
  mandateExists: 'directDebit.mandateExists',
  /** No active mandate to cancel or change. */
  noMandate: 'directDebit.noMandate',
  /** A mandate is for a loan being repaid: not yet paid out, or settled, or charged off. */
  loanNotServiced: 'directDebit.loanNotServiced',
} as const;

export type DirectDebitErrorCode = (typeof directDebitErrors)[keyof typeof directDebitErrors];
