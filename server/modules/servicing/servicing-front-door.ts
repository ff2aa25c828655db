/**
 * The servicing module's front door: a loan's ledger and the book replayed from it (decision 092). Other
 * modules import this file only. Every write takes the caller's transaction and locks the loan first.
 */

export { businessDateOf } from './business-date-source';
export { bookChargeOff, bookReceived, chargeOffCheck } from './charge-off-ledger';
export { flagCase } from './collection-cases';
export { arrearsQueueFigure, chargeOffOf, confirmChargeOff, insertChargeOff } from './collections-repository';
export {
  arrearsCase,
  arrearsPage,
  chargeOffViewOf,
  logContact,
  makePromise,
  planNextAction,
} from './collections-service';
export {
  bookOf,
  entryOf,
  type LedgerEntryRow,
  type LoadedBook,
  listEntries,
  loadLoanBook,
  type ServicedLoan,
} from './ledger-repository';
export {
  bookArrangement,
  bookPayment,
  bookPayout,
  bookPrepayment,
  bookRefund,
  bookReversal,
  bookWaiver,
  prepaymentPlanOf,
  type Recorded,
  type UsdtMoved,
} from './ledger-service';
export { bookViewOf, entryViewOf, entryViewsOf } from './ledger-views';
