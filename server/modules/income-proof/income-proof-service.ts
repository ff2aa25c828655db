import {
  INCOME_PROOF_DAYS,
  INCOME_PROOF_DECISION_DAYS,
  INCOME_PROOF_MAX_DOCUMENTS,
  type IncomeProofDocument,
  type IncomeProofResponse,
} from '../../../domain/api/income-proof';
import { brandDate } from '../../../domain/loan/brand-date';
import type { IsoDate } from '../../../domain/loan/dates';
import { addWorkingDays } from '../../../domain/loan/working-days';
import { encodeMessage, M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { findLoan, findMemberLoan, type LoanRow, latestDecision, lockLoan } from '../loans/loans-front-door';
import { createNotification } from '../notifications/notification-service';
import { recordUpload, uploadUrlOf, type WrittenFile } from '../uploads/upload-service';
import {
  countIncomeProof,
  type IncomeProofListing,
  insertIncomeProof,
  listIncomeProof,
} from './income-proof-repository';

const PROOF_NEEDED = 'income.proofNeeded';

/**
 * Proof of income (SPEC §9, DESIGN §4): an application the policy referred with `income.proofNeeded` waits
 * for payslips or bank statements of the last 60 days. The borrower sends them one file at a time while it
 * is in review; each is kept as an upload named by a row here, and a person then decides as for any
 * referral. Another member's application is N404, as if it did not exist.
 */

/** Whether the application's newest decision asks for proof and a person has not decided since. */
async function isAsking(db: Executor, loan: LoanRow): Promise<boolean> {
  if (loan.status !== 'PENDING_REVIEW') return false;
  const decision = await latestDecision(db, loan.id);
  return decision?.reasons.includes(PROOF_NEEDED) ?? false;
}

/** The borrower's own application, or N404 — asked before the file is read, so nothing is written for it. */
export async function ownApplication(db: Executor, loanId: number, memberId: number): Promise<LoanRow> {
  const loan = await findMemberLoan(db, loanId, memberId);
  if (!loan) throw notFound();
  return loan;
}

const decideByOf = (receivedAt: Date): IsoDate =>
  addWorkingDays(brandDate(receivedAt), INCOME_PROOF_DECISION_DAYS);

function documentView(listing: IncomeProofListing): IncomeProofDocument {
  return {
    id: listing.id,
    uploadId: listing.uploadId,
    url: uploadUrlOf(listing.uploadId),
    mime: listing.mime,
    bytes: listing.bytes,
    sha256: listing.sha256,
    receivedAt: listing.receivedAt.toISOString(),
  };
}

/**
 * Attaches a written file to the application, inside the idempotent transaction (`deps.db`): the loan is
 * locked, so a decision made meanwhile is seen; refused with C409 on the `file` field once the application
 * no longer asks for proof (decided, withdrawn, or never asked) or holds the most documents it may. The
 * borrower gets a receipt saying by when a person decides.
 */
export async function attachIncomeProof(
  deps: AppDeps,
  memberId: number,
  loanId: number,
  written: WrittenFile,
): Promise<IncomeProofDocument> {
  const loan = await lockLoan(deps.db, loanId);
  if (!loan || loan.memberId !== memberId) throw notFound();
  if (!(await isAsking(deps.db, loan))) {
    throw new AppError('C409', 'incomeProof.notAsked', { fields: { file: 'incomeProof.notAsked' } });
  }
  const held = await countIncomeProof(deps.db, loanId);
  if (held >= INCOME_PROOF_MAX_DOCUMENTS) {
    const params = { num: INCOME_PROOF_MAX_DOCUMENTS };
    throw new AppError('C409', M.documentCount, {
      params,
      fields: { file: encodeMessage(M.documentCount, params) },
    });
  }
  const now = deps.clock.now();
  const upload = await recordUpload(deps, memberId, written, 'incomeProof');
  const row = await insertIncomeProof(deps.db, { loanId, memberId, uploadId: upload.id, receivedAt: now });
  await createNotification(
    deps.db,
    {
      memberId,
      type: 'loan',
      titleKey: 'notify.loan.incomeProof.title',
      bodyKey: 'notify.loan.incomeProof.body',
      params: { loanId, count: held + 1, date: decideByOf(now) },
    },
    now,
  );
  return documentView({ ...row, mime: upload.mime, bytes: upload.bytes, sha256: upload.sha256 });
}

async function incomeProofOf(deps: AppDeps, loan: LoanRow): Promise<IncomeProofResponse> {
  const asked = await isAsking(deps.db, loan);
  const listings = await listIncomeProof(deps.db, loan.id);
  const last = listings.at(-1);
  return {
    asked,
    accepting: asked && listings.length < INCOME_PROOF_MAX_DOCUMENTS,
    max: INCOME_PROOF_MAX_DOCUMENTS,
    maxBytes: deps.config.DOCUMENT_MAX_BYTES,
    days: INCOME_PROOF_DAYS,
    documents: listings.map(documentView),
    decideBy: last && loan.status === 'PENDING_REVIEW' ? decideByOf(last.receivedAt) : null,
  };
}

/** The borrower's view of their application's documents; N404 for another member's application. */
export async function borrowerIncomeProof(
  deps: AppDeps,
  loanId: number,
  memberId: number,
): Promise<IncomeProofResponse> {
  return incomeProofOf(deps, await ownApplication(deps.db, loanId, memberId));
}

/** The documents beside an application in the console. */
export async function operatorIncomeProof(deps: AppDeps, loanId: number): Promise<IncomeProofResponse> {
  const loan = await findLoan(deps.db, loanId);
  if (!loan) throw notFound();
  return incomeProofOf(deps, loan);
}
