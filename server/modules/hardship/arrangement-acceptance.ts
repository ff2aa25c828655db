import type { BorrowerHardshipView } from '../../../domain/api/hardship';
import type { Language } from '../../../domain/errors';
import { forbearanceErrors } from '../../../domain/forbearance/forbearance-errors';
import { compareDates } from '../../../domain/loan/dates';
import type { LoanBook } from '../../../domain/servicing/book';
import { AppError } from '../../lib/app-error';
import { followBook, isUniqueViolation, legalNameOf, sameName } from '../loans/loans-front-door';
import { bookArrangement, businessDateOf, loadLoanBook } from '../servicing/servicing-front-door';
import { planFor, samePlan } from './arrangement-planning';
import { sendHardshipNotice } from './hardship-notices';
import {
  ARRANGEMENT_OFFER_INDEX,
  arrangementOfOffer,
  endArrangement,
  insertArrangement,
  insertEvent,
  latestArrangement,
  moveOffer,
  moveRequest,
  ONE_ACTIVE_ARRANGEMENT_INDEX,
} from './hardship-repository';
import {
  type HardshipDeps,
  hardshipViewOf,
  lockedOffer,
  ownLoan,
  RUNNING,
  refusal,
} from './hardship-service';
import { variationHash, variationTermsOf } from './variation-texts';

/**
 * The borrower accepts an offer with the e-signature of the loan's offer: the typed legal name and the
 * version hash of the variation they read. The loan is re-planned from its book on the business date and
 * must come out as the offer showed it, or the offer is refused as lapsed; then, in the caller's
 * transaction (the Idempotency-Key's), the ARRANGEMENT entry is appended to the ledger, the stored bills
 * follow the new book, the arrangement is recorded with the signature, the offer is ACCEPTED and the request
 * closes with outcome ARRANGEMENT. Accepting the same offer again with the same hash answers as the first
 * acceptance did.
 */
export async function acceptOffer(
  deps: HardshipDeps,
  memberId: number,
  loanId: number,
  offerId: number,
  input: { fullName: string; versionHash: string },
  lang: Language,
): Promise<BorrowerHardshipView> {
  const loan = await ownLoan(deps.db, memberId, loanId);
  const offer = await lockedOffer(deps.db, loanId, offerId);
  const versionHash = variationHash(variationTermsOf(loanId, offer.id, offer.plan));
  if (offer.status === 'ACCEPTED') {
    const accepted = await arrangementOfOffer(deps.db, offer.id);
    if (accepted && accepted.versionHash === input.versionHash) return hardshipViewOf(deps, loan, lang);
  }
  const businessDate = await businessDateOf(deps);
  if (offer.status !== 'OFFERED' || !offer.expiresOn || compareDates(offer.expiresOn, businessDate) < 0) {
    throw refusal(forbearanceErrors.offerLapsed);
  }
  const borrower = legalNameOf(loan);
  if (!borrower || !sameName(input.fullName, borrower)) {
    // Named on the field too, so the app shows the refusal on the name the borrower typed.
    throw new AppError('C409', 'loan.sign.nameMismatch', { fields: { fullName: 'loan.sign.nameMismatch' } });
  }
  if (input.versionHash !== versionHash) throw new AppError('C409', 'loan.sign.contractChanged');
  if (loan.status !== RUNNING) throw refusal(forbearanceErrors.loanNotRunning);
  const loaded = await loadLoanBook(deps.db, loanId, businessDate);
  if (!loaded) throw refusal(forbearanceErrors.loanNotRunning);
  // The plan the entry will make is the plan of today's book: it must be the one the borrower read.
  let today: ReturnType<typeof planFor>;
  try {
    today = planFor(loaded.book, offer.terms);
  } catch (error) {
    if (error instanceof AppError) throw refusal(forbearanceErrors.offerLapsed);
    throw error;
  }
  if (!samePlan(offer.plan, today)) throw refusal(forbearanceErrors.offerLapsed);

  const now = deps.clock.now();
  const { row, book } = await bookArrangement(deps.db, {
    loanId,
    terms: offer.terms,
    recorded: { by: memberId, reason: `hardship offer ${offer.id}`, now },
    businessDate,
  });
  await followBook(deps.db, loanId, book, { actorId: memberId, actorRole: 'borrower', now });
  const record = book.arrangements.find((item) => item.entryId === row.id);
  await endReplaced(deps, loanId, book, { businessDate, now, requestId: offer.requestId });
  try {
    await insertArrangement(deps.db, {
      offerId: offer.id,
      requestId: offer.requestId,
      loanId,
      kind: offer.kind,
      ledgerEntryId: row.id,
      acceptedOn: businessDate,
      acceptedAt: now,
      windowEnds: record?.windowEnds ?? today.windowEnds,
      signedName: input.fullName.trim(),
      versionHash,
      textVersion: variationTermsOf(loanId, offer.id, offer.plan).version,
      status: 'ACTIVE',
    });
  } catch (error) {
    if (isUniqueViolation(error, ARRANGEMENT_OFFER_INDEX)) throw refusal(forbearanceErrors.offerLapsed);
    if (isUniqueViolation(error, ONE_ACTIVE_ARRANGEMENT_INDEX)) {
      throw refusal(forbearanceErrors.arrangementInForce);
    }
    throw error;
  }
  const accepted = await moveOffer(deps.db, offer.id, ['OFFERED'], {
    status: 'ACCEPTED',
    decidedAt: now,
    decidedBy: memberId,
  });
  if (!accepted) throw refusal(forbearanceErrors.offerLapsed);
  await moveRequest(deps.db, offer.requestId, ['OFFERED'], {
    status: 'CLOSED',
    outcome: 'ARRANGEMENT',
    closedOn: businessDate,
    closedAt: now,
    closedBy: memberId,
  });
  await insertEvent(deps.db, {
    requestId: offer.requestId,
    offerId: offer.id,
    event: 'ACCEPTED',
    by: memberId,
    businessDate,
    detail: { entryId: row.id, versionHash },
    at: now,
  });
  const next = today.after.find((line) => line.total > 0) ?? today.after[0];
  await sendHardshipNotice(
    deps.db,
    deps.config,
    loan,
    { kind: 'accepted', amount: next?.total ?? 0, dueDate: next?.dueDate ?? today.lastDueAfter },
    now,
  );
  return hardshipViewOf(deps, loan, lang);
}

/**
 * An arrangement still in force when a new one is accepted ends with it, as the book has it: COMPLETED when
 * it was kept (the replay completes it at the new entry), BROKEN when it had been broken.
 */
async function endReplaced(
  deps: HardshipDeps,
  loanId: number,
  book: LoanBook,
  at: { businessDate: string; now: Date; requestId: number },
): Promise<void> {
  const previous = await latestArrangement(deps.db, loanId);
  if (previous?.status !== 'ACTIVE') return;
  const record = book.arrangements.find((item) => item.entryId === previous.ledgerEntryId);
  const broken = record?.status === 'BROKEN' && record.brokenOn !== null;
  const status = broken ? 'BROKEN' : 'COMPLETED';
  const brokenOn = broken ? record.brokenOn : null;
  if (
    !(await endArrangement(deps.db, previous.id, status, {
      endedOn: at.businessDate,
      endedAt: at.now,
      brokenOn,
    }))
  ) {
    return;
  }
  await insertEvent(deps.db, {
    requestId: previous.requestId,
    offerId: previous.offerId,
    event: status,
    by: null,
    businessDate: at.businessDate,
    detail: { replacedBy: at.requestId, ...(brokenOn ? { brokenOn } : {}) },
    at: at.now,
  });
}
