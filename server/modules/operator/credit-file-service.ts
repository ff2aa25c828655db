import type { OperatorCreditFile } from '../../../domain/api/credit';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import {
  type CreditSearchRow,
  findSharedDetails,
  latestHardSearchForQuote,
} from '../credit/credit-search-repository';
import { creditPersonOf, fileOfSearch, hardSearchForApplication } from '../credit/credit-search-service';
import { findApplicantProfile, findLoan, type LoanRow } from '../loans/loans-front-door';
import { businessDateOf } from '../servicing/servicing-front-door';

function searchView(row: CreditSearchRow | null): OperatorCreditFile['search'] {
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    purpose: row.purpose,
    searchedAt: row.searchedAt.toISOString(),
    found: row.outcome === 'found',
    fault: row.fault,
    agencyName: row.agencyName,
    fileReference: row.fileReference,
    file: fileOfSearch(row),
  };
}

async function applicationOrMissing(db: Executor, loanId: number): Promise<LoanRow> {
  const loan = await findLoan(db, loanId);
  if (!loan) throw notFound();
  return loan;
}

/**
 * The credit file beside an application (DESIGN §4): the newest hard search for it, whole, and any other
 * borrower holding the same receiving address, phone number or ID number.
 */
export async function operatorCreditFile(deps: AppDeps, loanId: number): Promise<OperatorCreditFile> {
  const loan = await applicationOrMissing(deps.db, loanId);
  const search = loan.quoteId ? await latestHardSearchForQuote(deps.db, loan.quoteId) : null;
  const profile = await findApplicantProfile(deps.db, loan.memberId);
  const base = (profile?.base ?? {}) as { phone?: string; idNumber?: string };
  const shared = await findSharedDetails(deps.db, loan.memberId, {
    receivingAddress: loan.receivingAddress,
    phone: base.phone ?? profile?.mobile ?? null,
    idNumber: base.idNumber ?? null,
  });
  return {
    search: searchView(search),
    sharedWith: shared.map((other) => ({
      memberId: other.memberId,
      email: other.email,
      name: [other.firstName, other.lastName].filter(Boolean).join(' ') || null,
      matched: other.matched,
    })),
  };
}

/**
 * An operator searches the file again for an application still in review — after the agency could not be
 * reached at submit, or when the file may have changed. A hard search, recorded under the operator's name.
 */
export async function searchAgain(
  deps: AppDeps,
  loanId: number,
  operatorId: number,
): Promise<OperatorCreditFile> {
  const loan = await applicationOrMissing(deps.db, loanId);
  if (loan.status !== 'PENDING_REVIEW' || !loan.quoteId) {
    throw new AppError('C409', 'credit.search.notInReview');
  }
  const profile = await findApplicantProfile(deps.db, loan.memberId);
  const person = profile ? creditPersonOf(profile) : null;
  if (!person) throw new AppError('C409', 'credit.search.noPerson');
  await hardSearchForApplication(deps, {
    memberId: loan.memberId,
    quote: { id: loan.quoteId, amount: loan.amount, termMonths: loan.termMonths },
    person,
    asOf: await businessDateOf(deps),
    purpose: 'review',
    operatorId,
  });
  return operatorCreditFile(deps, loanId);
}

/** No offer without a file: an operator's approval needs a hard search that found one for the application. */
export async function checkFileBeforeOffer(tx: Executor, loan: LoanRow): Promise<void> {
  const search = loan.quoteId ? await latestHardSearchForQuote(tx, loan.quoteId) : null;
  if (search?.outcome !== 'found') throw new AppError('C409', 'loan.offer.noCreditFile');
}
