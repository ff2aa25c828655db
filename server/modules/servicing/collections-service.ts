import type { ContactRequest, PromiseRequest } from '../../../domain/api/collections';
import { compareDates, type IsoDate } from '../../../domain/loan/dates';
import { encodeMessage, M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { KeysetPage } from '../../db/keyset';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { businessDateOf } from './business-date-source';
import { bucketHistoryOf, dpdLogOf } from './cob-repository';
import {
  type ChargeOffRow,
  type CollectionCaseRow,
  type ContactRow,
  casesOfLoan,
  chargeOffOf,
  contactsOfLoan,
  insertContact,
  insertPromise,
  lastContactsOf,
  loanBriefOf,
  memberBaseOf,
  noticeBriefsOf,
  openCaseOf,
  openPromisesOf,
  type PromiseRow,
  pageOpenCases,
  pendingChargeOffsOf,
  promisesOfLoan,
  setNextAction,
} from './collections-repository';
import { bookOf, findServicedLoan, lockServicedLoan } from './ledger-repository';
import { bookViewOf, entryViewsOf } from './ledger-views';
import { noticesOfLoan } from './statutory-notice-repository';
import { noticeViewOf } from './statutory-notice-service';

export interface CollectionsContext {
  deps: AppDeps;
  operatorId: number;
  requestId: string;
}

export function nameOf(base: unknown): string | null {
  const named = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
  const name = [named.firstName, named.lastName].filter((part) => typeof part === 'string').join(' ');
  return name || null;
}

export function caseViewOf(row: CollectionCaseRow) {
  return {
    id: row.id,
    loanId: row.loanId,
    status: row.status,
    openedOn: row.openedOn,
    closedOn: row.closedOn,
    closeReason: row.closeReason,
    nextActionOn: row.nextActionOn,
    nextActionNote: row.nextActionNote,
  };
}

export function contactViewOf(row: ContactRow) {
  return {
    id: row.id,
    caseId: row.caseId,
    at: row.at.toISOString(),
    channel: row.channel,
    direction: row.direction,
    summary: row.summary,
    outcome: row.outcome,
    recordedBy: row.recordedBy,
    recordedAt: row.recordedAt.toISOString(),
  };
}

export function promiseViewOf(row: PromiseRow) {
  return {
    id: row.id,
    caseId: row.caseId,
    madeOn: row.madeOn,
    promisedOn: row.promisedOn,
    amount: row.amount,
    madeBy: row.madeBy,
    madeAt: row.madeAt.toISOString(),
    status: row.status,
    received: row.received,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function chargeOffViewOf(row: ChargeOffRow) {
  return {
    loanId: row.loanId,
    status: row.entryId === null ? ('PENDING_CONFIRMATION' as const) : ('CHARGED_OFF' as const),
    reason: row.reason,
    amount: row.amount,
    secondApprovalNeeded: row.secondApprovalNeeded,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    confirmedBy: row.confirmedBy,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    entryId: row.entryId,
    businessDate: row.businessDate,
  };
}

/**
 * A page of the Arrears queue with each case's figures from its loan's book replayed to the business date
 * (a page is at most 100 replays of a fraction of a millisecond), its last contact, open promise, notices
 * and whether a charge-off waits for a second operator. Who has each item open is the caller's to add.
 */
export async function arrearsPage(deps: Pick<AppDeps, 'db' | 'clock'>, page: KeysetPage) {
  const businessDate = await businessDateOf(deps);
  const { rows, total, next } = await pageOpenCases(deps.db, page);
  const caseIds = rows.map((row) => row.case.id);
  const loanIds = rows.map((row) => row.case.loanId);
  const [contacts, promises, notices, pending, books] = await Promise.all([
    lastContactsOf(deps.db, caseIds),
    openPromisesOf(deps.db, caseIds),
    noticeBriefsOf(deps.db, loanIds),
    pendingChargeOffsOf(deps.db, loanIds),
    Promise.all(
      loanIds.map(async (loanId) => {
        const loan = await findServicedLoan(deps.db, loanId);
        return loan ? bookOf(deps.db, loan, businessDate) : null;
      }),
    ),
  ]);
  const list = rows.map((row, index) => {
    const book = books[index]?.book ?? null;
    const contact = contacts.find((item) => item.caseId === row.case.id);
    const promise = promises.find((item) => item.caseId === row.case.id);
    return {
      caseId: row.case.id,
      loanId: row.case.loanId,
      memberId: row.case.memberId,
      borrowerName: nameOf(row.base),
      contractNumber: row.contractNumber,
      arrears: book?.arrears ?? 0,
      daysPastDue: book?.daysPastDue ?? 0,
      pastDueSince: book?.pastDueSince ?? row.case.pastDueSince,
      bucket: book?.bucket ?? null,
      overdueInterestPerDay: book?.overdueInterestPerDay ?? 0,
      openedOn: row.case.openedOn,
      lastContact: contact
        ? { at: contact.at.toISOString(), channel: contact.channel, outcome: contact.outcome }
        : null,
      openPromise: promise
        ? { id: promise.id, promisedOn: promise.promisedOn, amount: promise.amount }
        : null,
      nextActionOn: row.case.nextActionOn,
      notices: notices
        .filter((notice) => notice.loanId === row.case.loanId)
        .map(({ id, kind, businessDate: on, remedyDate }) => ({ id, kind, businessDate: on, remedyDate })),
      chargeOffPending: pending.includes(row.case.loanId),
    };
  });
  return { list, total, page: page.page, pageSize: page.pageSize, next, businessDate };
}

/** A loan's case as the collections officer reads it (claims added by the caller). */
export async function arrearsCase(deps: Pick<AppDeps, 'db' | 'clock'>, loanId: number) {
  const businessDate = await businessDateOf(deps);
  const loan = await loanBriefOf(deps.db, loanId);
  if (!loan) throw notFound();
  const serviced = await findServicedLoan(deps.db, loanId);
  const loaded = serviced ? await bookOf(deps.db, serviced, businessDate) : null;
  if (!loaded) throw conflict('servicing.noPayout');
  const [cases, contacts, promises, notices, dpd, buckets, chargeOff, base] = await Promise.all([
    casesOfLoan(deps.db, loanId),
    contactsOfLoan(deps.db, loanId),
    promisesOfLoan(deps.db, loanId),
    noticesOfLoan(deps.db, loanId),
    dpdLogOf(deps.db, loanId),
    bucketHistoryOf(deps.db, loanId),
    chargeOffOf(deps.db, loanId),
    memberBaseOf(deps.db, loan.memberId),
  ]);
  const [current, ...earlier] = cases;
  return {
    loanId,
    memberId: loan.memberId,
    borrowerName: nameOf(base),
    contractNumber: loan.contractNumber,
    loanStatus: loan.status,
    businessDate,
    case: current ? caseViewOf(current) : null,
    earlierCases: earlier.map(caseViewOf),
    book: bookViewOf(loaded.book, loaded.rows),
    entries: entryViewsOf(loaded.rows),
    dpdHistory: dpd.map((line) => ({
      businessDate: line.businessDate,
      daysPastDue: line.daysPastDue,
      bucket: line.bucket,
      arrears: line.arrears,
    })),
    bucketHistory: buckets.map((span) => ({ bucket: span.bucket, from: span.from, to: span.to })),
    contacts: contacts.map(contactViewOf),
    promises: promises.map(promiseViewOf),
    notices: notices.map(noticeViewOf),
    nextActionOn: current?.status === 'OPEN' ? current.nextActionOn : null,
    chargeOff: chargeOff ? chargeOffViewOf(chargeOff) : null,
  };
}

/** The loan locked and its open case: every write to a case goes through here, so two operators take turns. */
async function lockedOpenCase(tx: Executor, loanId: number): Promise<CollectionCaseRow> {
  const loan = await lockServicedLoan(tx, loanId);
  if (!loan) throw notFound();
  const open = await openCaseOf(tx, loanId);
  if (!open) throw conflict('collections.noOpenCase');
  return open;
}

const notBefore = (field: string, businessDate: IsoDate) =>
  invalid({ [field]: encodeMessage('collections.dateBeforeBusinessDate', { date: businessDate }) });

/** A contact with the borrower, logged on the open case. */
export function logContact(ctx: CollectionsContext, loanId: number, input: ContactRequest) {
  const now = ctx.deps.clock.now();
  const at = input.at ? new Date(input.at) : now;
  if (at.getTime() > now.getTime()) {
    throw invalid({ at: encodeMessage(M.tplCorrect, { text: 'field.contactAt' }) });
  }
  return ctx.deps.db.transaction(async (tx) => {
    const open = await lockedOpenCase(tx, loanId);
    const row = await insertContact(tx, {
      caseId: open.id,
      loanId,
      at,
      channel: input.channel,
      direction: input.direction,
      summary: input.summary,
      outcome: input.outcome,
      recordedBy: ctx.operatorId,
      recordedAt: now,
    });
    const contact = contactViewOf(row);
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'collections.contact',
      targetType: 'loan',
      targetId: loanId,
      memberId: open.memberId,
      after: contact,
      requestId: ctx.requestId,
      at: now,
    });
    return { contact };
  });
}

/** A promise to pay, on the open case: its date not before the business date, the amount whole pence. */
export async function makePromise(ctx: CollectionsContext, loanId: number, input: PromiseRequest) {
  const businessDate = await businessDateOf(ctx.deps);
  if (compareDates(input.promisedOn, businessDate) < 0) throw notBefore('promisedOn', businessDate);
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const open = await lockedOpenCase(tx, loanId);
    const row = await insertPromise(tx, {
      caseId: open.id,
      loanId,
      madeOn: businessDate,
      promisedOn: input.promisedOn,
      amount: input.amount,
      madeBy: ctx.operatorId,
      madeAt: now,
    });
    const promise = promiseViewOf(row);
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'collections.promise',
      targetType: 'loan',
      targetId: loanId,
      memberId: open.memberId,
      after: promise,
      requestId: ctx.requestId,
      at: now,
    });
    return { promise };
  });
}

/** The day the case is next looked at, not before the business date. */
export async function planNextAction(
  ctx: CollectionsContext,
  loanId: number,
  input: { on: IsoDate; note?: string | undefined },
) {
  const businessDate = await businessDateOf(ctx.deps);
  if (compareDates(input.on, businessDate) < 0) throw notBefore('on', businessDate);
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const open = await lockedOpenCase(tx, loanId);
    const row = await setNextAction(tx, open.id, {
      nextActionOn: input.on,
      nextActionNote: input.note ?? null,
      nextActionBy: ctx.operatorId,
      nextActionAt: now,
    });
    if (!row) throw conflict('collections.noOpenCase');
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'collections.nextAction',
      targetType: 'loan',
      targetId: loanId,
      memberId: open.memberId,
      before: { nextActionOn: open.nextActionOn, nextActionNote: open.nextActionNote },
      after: { nextActionOn: row.nextActionOn, nextActionNote: row.nextActionNote },
      requestId: ctx.requestId,
      at: now,
    });
    return { case: caseViewOf(row) };
  });
}
