import {
  type BorrowerPage,
  type BorrowerSearchResponse,
  type NoteRequest,
  type NoteView,
  SEARCH_COUNT_CAP,
} from '../../../../domain/api/borrowers';
import { accountNumberLastFour } from '../../../../domain/bank/uk-bank-account';
import type { Language } from '../../../../domain/errors';
import { type BorrowerMatchKind, borrowerSearchKeys } from '../../../../domain/operator/borrower-search';
import type { AppDeps } from '../../../app-deps';
import type { KeysetPage } from '../../../db/keyset';
import { AppError, notFound } from '../../../lib/app-error';
import { recordAudit } from '../../audit/audit-service';
import { listCreditSearches } from '../../credit/credit-search-repository';
import { loanSummaryOf } from '../../loans/loans-front-door';
import { notificationPageFor } from '../../notifications/notification-service';
import {
  type BorrowerNoteRow,
  findNote,
  insertNote,
  noteOfBorrower,
  pageNotes,
} from './borrower-notes-repository';
import {
  arrearsCasesOf,
  findBorrower,
  hardshipRequestsOf,
  isBorrowersLoan,
  loansOfBorrower,
  outboxFor,
} from './borrower-page-repository';
import { loansOfBorrowers, searchBorrowers } from './borrower-search-repository';

export interface DeskContext {
  deps: AppDeps;
  operatorId: number;
  requestId: string;
}

/** How many of each list a page shows: the newest; the rest are a click away in their own screens. */
const SHOWN = { loansOnResult: 5, creditSearches: 50, sent: 50, inApp: 50 } as const;

interface Named {
  firstName?: unknown;
  lastName?: unknown;
  phone?: unknown;
}

function nameOf(base: unknown): string | null {
  const { firstName, lastName } = (base ?? {}) as Named;
  const name = [firstName, lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return name === '' ? null : name;
}

function phoneOf(base: unknown, mobile: string | null): string | null {
  const { phone } = (base ?? {}) as Named;
  return typeof phone === 'string' && phone !== '' ? phone : mobile;
}

function readAs(keys: ReturnType<typeof borrowerSearchKeys>): BorrowerMatchKind[] {
  const kinds: BorrowerMatchKind[] = [];
  if (keys.namePrefix) kinds.push('name');
  if (keys.emailPrefix) kinds.push('email');
  if (keys.phones.length > 0) kinds.push('phone');
  if (keys.recordId !== null) kinds.push('member', 'loan');
  if (keys.contractPrefix) kinds.push('contract');
  if (keys.wallet) kinds.push('wallet');
  if (keys.bankLast4) kinds.push('bank');
  return kinds;
}

/** Borrowers matching the query by any key it may be, newest first (decision 107). */
export async function searchForBorrowers(
  ctx: DeskContext,
  query: { q?: string | undefined } & KeysetPage,
): Promise<BorrowerSearchResponse> {
  if (query.q === undefined) {
    const empty = { list: [], total: 0, totalCapped: false, next: null, readAs: [] };
    return { ...empty, page: query.page, pageSize: query.pageSize };
  }
  const keys = borrowerSearchKeys(query.q);
  const { rows, next, total, capped } = await searchBorrowers(ctx.deps.db, keys, query, SEARCH_COUNT_CAP);
  const loanRows = await loansOfBorrowers(
    ctx.deps.db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => ({
      memberId: row.id,
      name: nameOf(row.base),
      email: row.email,
      phone: phoneOf(row.base, row.mobile),
      kycStatus: row.kycStatus,
      locked: row.status === 'locked',
      loans: loanRows
        .filter((loan) => loan.memberId === row.id)
        .slice(0, SHOWN.loansOnResult)
        .map(({ loanId, contractNumber, status }) => ({ loanId, contractNumber, status })),
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    totalCapped: capped,
    page: query.page,
    pageSize: query.pageSize,
    next,
    readAs: readAs(keys),
  };
}

/**
 * A borrower's one page. Each view is written to the audit log — who looked at whom, and when — before the
 * page is answered: a page that was shown is never missing from the log.
 */
export async function borrowerPageOf(
  ctx: DeskContext,
  memberId: number,
  lang: Language,
): Promise<BorrowerPage> {
  const { db } = ctx.deps;
  const member = await findBorrower(db, memberId);
  if (!member) throw notFound();
  const [loanRows, searches, sent, inApp, arrears, hardship] = await Promise.all([
    loansOfBorrower(db, memberId),
    listCreditSearches(db, memberId, SHOWN.creditSearches),
    outboxFor(db, memberId, { email: member.email, mobile: member.mobile }, SHOWN.sent),
    notificationPageFor(db, memberId, 'all', { page: 1, pageSize: SHOWN.inApp }, lang),
    arrearsCasesOf(db, memberId),
    hardshipRequestsOf(db, memberId),
  ]);
  await recordAudit(db, {
    operatorId: ctx.operatorId,
    action: 'borrower.view',
    targetType: 'member',
    targetId: memberId,
    memberId,
    requestId: ctx.requestId,
    at: ctx.deps.clock.now(),
  });
  const bank = member.bankAccount;
  return {
    member: {
      memberId: member.id,
      name: nameOf(member.base),
      email: member.email,
      mobile: member.mobile,
      locked: member.status === 'locked',
      kycStatus: member.kycStatus,
      kycRejectReason: member.kycRejectReason,
      lang: member.lang,
      createdAt: member.createdAt.toISOString(),
      lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      payoutMethod: member.payoutMethod,
      walletAddress: member.walletAddress,
      bankAccount: bank
        ? {
            accountHolderName: bank.accountHolderName,
            sortCode: bank.sortCode,
            accountNumberLast4: accountNumberLastFour(bank.accountNumber),
          }
        : null,
    },
    profile: {
      base: member.base ?? null,
      contactAddress: member.contactAddress ?? null,
      employment: member.employment ?? null,
      family: member.family ?? null,
      estate: member.estate ?? null,
      car: member.car ?? null,
      contacts: member.contacts ?? null,
      kyc: member.kyc ?? null,
    },
    loans: loanRows.map((row) => ({ ...loanSummaryOf(row), disbursedOn: row.disbursedOn })),
    creditSearches: searches.map((row) => ({
      id: row.id,
      kind: row.kind,
      purpose: row.purpose,
      searchedAt: row.searchedAt.toISOString(),
      agencyName: row.agencyName,
      answered: row.outcome === 'found',
    })),
    messages: {
      sent: sent.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
      inApp: inApp.list,
    },
    arrears,
    hardship,
  };
}

function noteViewOf(
  { note, authorEmail }: { note: BorrowerNoteRow; authorEmail: string },
  correctedById: number | null,
): NoteView {
  return {
    noteId: note.id,
    loanId: note.loanId,
    authorId: note.authorId,
    authorEmail,
    text: note.text,
    correctsId: note.correctsId,
    correctedById,
    createdAt: note.createdAt.toISOString(),
  };
}

async function borrowerOrMissing(ctx: DeskContext, memberId: number) {
  const member = await findBorrower(ctx.deps.db, memberId);
  if (!member) throw notFound();
  return member;
}

export async function notesOf(ctx: DeskContext, memberId: number, page: KeysetPage) {
  await borrowerOrMissing(ctx, memberId);
  const { rows, next, total, corrections } = await pageNotes(ctx.deps.db, memberId, page);
  const correctedBy = new Map<number, number>();
  for (const correction of corrections) {
    if (correction.correctsId !== null && !correctedBy.has(correction.correctsId))
      correctedBy.set(correction.correctsId, correction.id);
  }
  const list = rows.map((row) => noteViewOf(row, correctedBy.get(row.note.id) ?? null));
  return { list, total, page: page.page, pageSize: page.pageSize, next };
}

/**
 * A note on the borrower or one of their loans, audited with it in one transaction. Never edited: a
 * correction is a new note naming the one it corrects, which must be this borrower's.
 */
export async function addNote(ctx: DeskContext, memberId: number, body: NoteRequest): Promise<NoteView> {
  await borrowerOrMissing(ctx, memberId);
  const { db } = ctx.deps;
  if (body.loanId !== undefined && !(await isBorrowersLoan(db, memberId, body.loanId)))
    throw new AppError('V400', 'notes.loanNotTheirs', { fields: { loanId: 'notes.loanNotTheirs' } });
  if (body.corrects !== undefined && !(await noteOfBorrower(db, memberId, body.corrects)))
    throw new AppError('V400', 'notes.correctsUnknown', { fields: { corrects: 'notes.correctsUnknown' } });
  const now = ctx.deps.clock.now();
  return db.transaction(async (tx) => {
    const noteId = await insertNote(tx, {
      memberId,
      loanId: body.loanId ?? null,
      authorId: ctx.operatorId,
      text: body.text,
      correctsId: body.corrects ?? null,
      createdAt: now,
    });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: body.corrects === undefined ? 'note.add' : 'note.correct',
      targetType: 'member',
      targetId: memberId,
      memberId,
      // The text stays in the note; the log says which note, on what, correcting which.
      after: { noteId, loanId: body.loanId ?? null, corrects: body.corrects ?? null },
      requestId: ctx.requestId,
      at: now,
    });
    const written = await findNote(tx, noteId);
    if (!written) throw new Error('note not read back');
    return noteViewOf(written, null);
  });
}
