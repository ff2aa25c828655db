/**
 * The loans module's front door: everything the repayments and operator modules may ask of loans, their
 * bills and their decisions. Other modules import this file only, never the repositories or transition
 * rules behind it (scripts/check-server-modules.mjs fails otherwise), so the tables and the order of
 * their locks can change inside the module without a caller noticing.
 *
 * Every function here that writes takes the caller's transaction (`tx`) and keeps the loan's own rules:
 * a status moves only along domain/loan/lifecycle's transitions with its event and notice, a decision is
 * a new record, bills are created with their events.
 */

export { legalNameOf, sameName } from './applicant-profile';
export { applicationForOperator, listApplications } from './application-records';
export { lockBills, rescheduleInstalments } from './bill-repository';
export { createBills, transitionBills } from './bill-transitions';
export { followBook, followBookAtClose } from './book-bills';
export { settlementFigure } from './borrower-loan-service';
export { insertDecision as recordDecision, latestDecision } from './decision-repository';
export { viewBookOf } from './loan-book-service';
// Reading loans and applications
// Locking before a change, inside the caller's transaction
export {
  findApplicantProfile,
  findKycStatus as identityCheckStatus,
  findLoan,
  findMemberLoan,
  type LoanRow,
  lockLoan,
  markPayoutReady,
} from './loan-repository';
export { getBillsForUpdate, settleLoanIfRepaid } from './loan-service';
// Changing a loan: its status, its offer, its decision records, its payout
export { isUniqueViolation, transitionLoan } from './loan-transitions';
export { billViewOf, loanSummaryOf } from './loan-views';
export { makeOffer, offerTermsOf } from './offers';
// A top-up's payout: its parts on the business date, checked, and the loan it replaces settled by it
export { checkTopUpPayout, settleReplacedLoan, type TopUpPayout, topUpPayoutOf } from './top-up-settlement';
