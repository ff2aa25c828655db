import { randomInt } from 'node:crypto';
import type { DirectDebitView, MandateSetUpRequest, MandateView } from '../../../domain/api/direct-debit';
import { ukBankAccountSchema } from '../../../domain/bank/uk-bank-account';
import { collectionDateFor, collectsBill } from '../../../domain/direct-debit/collection-dates';
import { planDayChange } from '../../../domain/direct-debit/day-change';
import { directDebitErrors } from '../../../domain/direct-debit/direct-debit-errors';
import { mandateReferenceOf } from '../../../domain/direct-debit/mandate-reference';
import { isDomainError } from '../../../domain/domain-error';
import type { Language } from '../../../domain/errors';
import { compareDates, parseIsoDate } from '../../../domain/loan/dates';
import { M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/app-error';
import { modulusCheck } from '../bank/modulus-check';
import { brandOf } from '../config/config-service';
import { isUniqueViolation } from '../loans/loans-front-door';
import { businessDateOf, loadLoanBook } from '../servicing/servicing-front-door';
import { BureauUnavailableError } from './bacs-bureau';
import { changeCollectionDay } from './day-change-service';
import {
  activeMandate,
  collectionsOfLoan,
  endMandate,
  insertMandate,
  insertMandateEvent,
  latestMandate,
  type MandateRow,
  memberLoan,
  ONE_ACTIVE_MANDATE_INDEX,
  referenceTaken,
} from './direct-debit-repository';
import { GUARANTEE_VERSION, guaranteeText } from './guarantee-texts';
import { mandateViewOf } from './mandate-view';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'bacsBureau'>;

function refusal(code: string, field?: string, params?: Record<string, string | number>): AppError {
  return new AppError('C409', code, {
    ...(params ? { params } : {}),
    ...(field ? { fields: { [field]: code } } : {}),
  });
}

/** The member's own running loan, or N404 (another member's loan is as one that does not exist). */
async function ownLoan(db: Executor, memberId: number, loanId: number) {
  const loan = await memberLoan(db, memberId, loanId);
  if (!loan) throw notFound();
  return loan;
}

/** A reference no mandate has: 8 random digits, drawn again in the unlikely case one is taken. */
async function freshReference(db: Executor): Promise<string> {
  for (;;) {
    const reference = mandateReferenceOf(randomInt(0, 100_000_000));
    if (!(await referenceTaken(db, reference))) return reference;
  }
}

/**
 * Sets up a Direct Debit on the member's running loan: the account checked (format, then the Vocalink
 * modulus rules), the borrower's confirmation that they hold it alone, lodged with the bureau under a new
 * reference. A closed account is refused on its account number field; a bureau that does not answer
 * leaves nothing set up. One active mandate per loan.
 */
export async function setUpMandate(
  deps: Deps,
  memberId: number,
  loanId: number,
  request: MandateSetUpRequest,
): Promise<MandateView> {
  const loan = await ownLoan(deps.db, memberId, loanId);
  if (loan.status !== 'DISBURSED') throw refusal(directDebitErrors.loanNotServiced);
  const account = ukBankAccountSchema.parse(request);
  if (modulusCheck(account.sortCode, account.accountNumber) === 'INVALID') {
    throw invalid({ accountNumber: M.accountNumberModulus });
  }
  if (request.guaranteeVersion !== GUARANTEE_VERSION) {
    throw invalid({ guaranteeVersion: M.validationFailed });
  }
  if (await activeMandate(deps.db, loanId)) throw refusal(directDebitErrors.mandateExists);
  const businessDate = await businessDateOf(deps);
  // A day other than the one the bills fall on is a change of collection day, with its notice rule:
  // checked before anything is lodged, made once the mandate exists.
  const day = Number(request.collectionDay);
  const loaded = await loadLoanBook(deps.db, loanId, businessDate);
  const nextBill = loaded?.book.bills.find((bill) => compareDates(bill.dueDate, businessDate) > 0);
  const moves = Boolean(loaded && nextBill && parseIsoDate(nextBill.dueDate).day !== day);
  if (loaded && moves) {
    try {
      planDayChange(loaded.book, day);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      throw refusal(error.code, 'collectionDay', error.params);
    }
  }
  const reference = await freshReference(deps.db);
  let answer: Awaited<ReturnType<Deps['bacsBureau']['lodgeMandate']>>;
  try {
    answer = await deps.bacsBureau.lodgeMandate({
      reference,
      // Bacs carries 18 characters of the payer's name.
      accountHolderName: account.accountHolderName.toUpperCase().slice(0, 18),
      sortCode: account.sortCode,
      accountNumber: account.accountNumber,
    });
  } catch (error) {
    if (error instanceof BureauUnavailableError) throw refusal(directDebitErrors.bureauUnavailable);
    throw error;
  }
  if (answer.status !== 'LODGED') {
    throw refusal(
      answer.reason === 'ACCOUNT_CLOSED'
        ? directDebitErrors.accountClosed
        : directDebitErrors.instructionRefused,
      'accountNumber',
    );
  }
  const now = deps.clock.now();
  let row: MandateRow;
  try {
    row = await insertMandate(deps.db, {
      loanId,
      memberId,
      reference,
      accountHolderName: account.accountHolderName,
      sortCode: account.sortCode,
      accountNumber: account.accountNumber,
      collectionDay: Number(request.collectionDay),
      status: 'ACTIVE',
      activeFrom: businessDate,
      guaranteeVersion: GUARANTEE_VERSION,
      createdAt: now,
    });
  } catch (error) {
    // A second set-up of the same loan at the same moment: the one-active index keeps the first.
    if (isUniqueViolation(error, ONE_ACTIVE_MANDATE_INDEX)) throw refusal(directDebitErrors.mandateExists);
    throw error;
  }
  await insertMandateEvent(deps.db, {
    mandateId: row.id,
    event: 'SET_UP',
    by: memberId,
    businessDate,
    detail: { reference, collectionDay: row.collectionDay, guaranteeVersion: GUARANTEE_VERSION },
    at: now,
  });
  if (moves) return (await changeCollectionDay(deps, memberId, loanId, day)).mandate;
  return mandateViewOf(row);
}

/**
 * The borrower cancels the loan's mandate with us: the bureau is told first (so no collection is taken
 * after it), then the mandate is CANCELLED with its event. Collections already with the bureau are returned
 * by it as instruction cancelled; bills not yet collected are paid the other ways.
 */
export async function cancelMandate(deps: Deps, memberId: number, loanId: number): Promise<MandateView> {
  await ownLoan(deps.db, memberId, loanId);
  const mandate = await activeMandate(deps.db, loanId, true);
  if (!mandate) throw refusal(directDebitErrors.noMandate);
  try {
    await deps.bacsBureau.cancelMandate(mandate.reference);
  } catch (error) {
    if (error instanceof BureauUnavailableError) throw refusal(directDebitErrors.bureauUnavailable);
    throw error;
  }
  const businessDate = await businessDateOf(deps);
  await endMandate(deps.db, mandate.id, 'CANCELLED', 'CANCELLED_BY_BORROWER', businessDate);
  await insertMandateEvent(deps.db, {
    mandateId: mandate.id,
    event: 'CANCELLED',
    by: memberId,
    businessDate,
    at: deps.clock.now(),
  });
  return mandateViewOf({
    ...mandate,
    status: 'CANCELLED',
    endReason: 'CANCELLED_BY_BORROWER',
    endedOn: businessDate,
  });
}

/** What the Repay area shows of the loan's Direct Debit, the Guarantee included (in the reader's language). */
export async function directDebitOf(
  deps: Deps,
  memberId: number,
  loanId: number,
  lang: Language,
): Promise<DirectDebitView> {
  await ownLoan(deps.db, memberId, loanId);
  const businessDate = await businessDateOf(deps);
  const mandate = await latestMandate(deps.db, loanId);
  const collections = await collectionsOfLoan(deps.db, loanId);
  const lender = brandOf(deps.config).name;
  return {
    mandate: mandate ? mandateViewOf(mandate) : null,
    next:
      mandate?.status === 'ACTIVE' ? await nextCollection(deps, mandate, collections, businessDate) : null,
    collections: collections.map((row) => ({
      id: row.id,
      period: row.period,
      attempt: row.attempt,
      reference: row.reference,
      amount: row.amount,
      collectionDate: row.collectionDate,
      status: row.status,
      failure: row.failure,
      settledOn: row.settledOn,
    })),
    guarantee: guaranteeText(lang, lender, mandate?.guaranteeVersion ?? GUARANTEE_VERSION),
    businessDate,
    dueDay: await dueDayOf(deps, loanId, businessDate),
  };
}

/** A collection with the bureau or scheduled, else the next bill the mandate will collect. */
async function nextCollection(
  deps: Deps,
  mandate: MandateRow,
  collections: Awaited<ReturnType<typeof collectionsOfLoan>>,
  businessDate: string,
) {
  const pending = collections.find((row) => row.status === 'SCHEDULED' || row.status === 'SUBMITTED');
  if (pending)
    return { collectionDate: pending.collectionDate, amount: pending.amount, period: pending.period };
  const loaded = await loadLoanBook(deps.db, mandate.loanId, businessDate);
  const bill = loaded?.book.bills.find(
    (candidate) =>
      candidate.outstandingTotal > 0 &&
      compareDates(candidate.dueDate, businessDate) > 0 &&
      collectsBill(mandate.activeFrom, candidate.dueDate) &&
      !collections.some((row) => row.period === candidate.period),
  );
  return bill
    ? { collectionDate: collectionDateFor(bill.dueDate), amount: bill.outstandingTotal, period: bill.period }
    : null;
}

/** The day of the month the loan's next bill falls on, to offer as the collection day; null when none is left. */
async function dueDayOf(deps: Deps, loanId: number, businessDate: string): Promise<number | null> {
  const loaded = await loadLoanBook(deps.db, loanId, businessDate);
  const next = loaded?.book.bills.find((bill) => compareDates(bill.dueDate, businessDate) > 0);
  return next ? parseIsoDate(next.dueDate).day : null;
}
