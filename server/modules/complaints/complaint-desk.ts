import type {
  ComplaintCaseView,
  ComplaintQueueItem,
  FinalResponse,
  LoggedComplaint,
} from '../../../domain/api/complaints-desk';
import {
  complaintClock,
  ombudsmanReferBy,
  readClock,
  summaryAllowed,
} from '../../../domain/complaints/complaint-clock';
import {
  COMPLAINT_TEXT_VERSION,
  type ComplaintStatus,
  complaintReference,
  openComplaintStatuses,
} from '../../../domain/complaints/complaint-codes';
import { complaintErrors } from '../../../domain/complaints/complaint-errors';
import { isValidEmail } from '../../../domain/email';
import type { Language } from '../../../domain/errors';
import { compareDates } from '../../../domain/loan/dates';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { businessDateOf } from '../servicing/servicing-front-door';
import { answerViewOf, sendAcknowledgement, sendAnswer } from './complaint-letters';
import {
  type ComplaintRow,
  complaintById,
  contractNumbersOf,
  eventsOf,
  insertComplaint,
  insertComplaintEvent,
  loanByNumber,
  memberContactOf,
  moveComplaint,
} from './complaints-repository';

/**
 * The complaints register on the desk (issue 38 §4, decision 108): log a complaint taken by phone, letter,
 * e-mail or chat; acknowledge it; record the investigation; answer it once — a summary resolution while the
 * three business days last, or a final response with its outcome and redress — and close it. Each write
 * moves the row by a guarded update (two operators at once: the second is refused), records its event and
 * its audit line in the same transaction, and sends the complainant our letter with it.
 */

export interface DeskContext {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  operatorId: number;
  requestId: string;
}

function audit(
  ctx: DeskContext,
  tx: Executor,
  action: string,
  row: ComplaintRow,
  before: unknown,
  after: unknown,
) {
  return recordAudit(tx, {
    operatorId: ctx.operatorId,
    action,
    targetType: 'complaint',
    targetId: row.id,
    memberId: row.memberId,
    before,
    after,
    requestId: ctx.requestId,
    at: ctx.deps.clock.now(),
  });
}

async function found(db: Executor, id: number, lock = false): Promise<ComplaintRow> {
  const row = await complaintById(db, id, lock);
  if (!row) throw notFound();
  return row;
}

export async function logComplaint(
  ctx: DeskContext,
  body: LoggedComplaint,
  lang: Language,
): Promise<{ id: number }> {
  const { deps } = ctx;
  const businessDate = await businessDateOf(deps);
  if (compareDates(body.receivedOn, businessDate) > 0) {
    throw invalid({ receivedOn: complaintErrors.receivedInFuture }, complaintErrors.receivedInFuture);
  }
  const email = body.email || null;
  if (email !== null && !isValidEmail(email)) {
    throw invalid({ email: 'email.format' });
  }
  const loanNumber = body.loanNumber || null;
  const loan = loanNumber ? await loanByNumber(deps.db, loanNumber) : undefined;
  const owner = loan ? await memberContactOf(deps.db, loan.memberId) : undefined;
  const clock = complaintClock(body.receivedOn, body.receivedTime);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const row = await insertComplaint(tx, {
      memberId: loan?.memberId ?? null,
      loanId: loan?.id ?? null,
      loanNumberGiven: loan ? null : loanNumber,
      channel: body.channel,
      status: 'RECEIVED',
      name: body.name,
      email: email ?? owner?.email ?? null,
      phone: body.phone || owner?.mobile || null,
      lang: owner?.lang ?? lang,
      whatHappened: body.whatHappened,
      wanted: body.wanted,
      receivedOn: body.receivedOn,
      receivedTime: body.receivedTime,
      countsFrom: clock.countsFrom,
      summaryBy: clock.summaryBy,
      finalBy: clock.finalBy,
      createdAt: now,
      loggedBy: ctx.operatorId,
    });
    await insertComplaintEvent(tx, {
      complaintId: row.id,
      kind: 'RECEIVED',
      operatorId: ctx.operatorId,
      at: now,
    });
    await audit(ctx, tx, 'complaint.log', row, null, {
      channel: row.channel,
      receivedOn: row.receivedOn,
      receivedTime: row.receivedTime,
      summaryBy: row.summaryBy,
      finalBy: row.finalBy,
    });
    return row;
  });
  return { id: row.id };
}

export async function acknowledgeComplaint(ctx: DeskContext, id: number): Promise<void> {
  const { deps } = ctx;
  const businessDate = await businessDateOf(deps);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await found(tx, id, true);
    const row = await moveComplaint(tx, id, ['RECEIVED'], {
      status: 'ACKNOWLEDGED',
      acknowledgedOn: businessDate,
      acknowledgedBy: ctx.operatorId,
    });
    if (!row) throw conflict(complaintErrors.notAcknowledgeable);
    await insertComplaintEvent(tx, {
      complaintId: id,
      kind: 'ACKNOWLEDGED',
      operatorId: ctx.operatorId,
      at: now,
    });
    await audit(ctx, tx, 'complaint.acknowledge', row, { status: before.status }, { status: row.status });
    await sendAcknowledgement(tx, deps, row, now);
  });
}

export async function noteComplaint(ctx: DeskContext, id: number, text: string): Promise<void> {
  const { deps } = ctx;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await found(tx, id, true);
    if (before.status === 'CLOSED') throw conflict(complaintErrors.closed);
    // A note moves an open complaint into investigation; on an answered one it is kept, the status stays.
    const open = openComplaintStatuses.includes(before.status);
    const status: ComplaintStatus = open ? 'INVESTIGATING' : before.status;
    const row = open ? await moveComplaint(tx, id, [before.status], { status }) : before;
    if (!row) throw conflict(complaintErrors.closed);
    await insertComplaintEvent(tx, {
      complaintId: id,
      kind: 'NOTE',
      text,
      operatorId: ctx.operatorId,
      at: now,
    });
    await audit(
      ctx,
      tx,
      'complaint.note',
      row,
      { status: before.status },
      { status, noteLength: text.length },
    );
  });
}

/** A summary resolution (DISP 1.5) or a final response (DISP 1.6.2): sent once, with our rights wording. */
export async function answerComplaint(
  ctx: DeskContext,
  id: number,
  answer: { kind: 'SUMMARY'; text: string } | ({ kind: 'FINAL' } & FinalResponse),
): Promise<void> {
  const { deps } = ctx;
  if (answer.kind === 'FINAL' && answer.outcome === 'REJECTED' && answer.redress > 0) {
    throw invalid({ redress: complaintErrors.redressOnRejected }, complaintErrors.redressOnRejected);
  }
  const businessDate = await businessDateOf(deps);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await found(tx, id, true);
    if (before.answerKind !== null || !openComplaintStatuses.includes(before.status)) {
      throw conflict(complaintErrors.alreadyAnswered);
    }
    if (answer.kind === 'SUMMARY' && !summaryAllowed(before, businessDate)) {
      throw conflict(complaintErrors.summaryTooLate, { summaryBy: before.summaryBy });
    }
    const final = answer.kind === 'FINAL';
    const row = await moveComplaint(
      tx,
      id,
      openComplaintStatuses,
      {
        status: final ? 'ANSWERED' : 'RESOLVED',
        answerKind: answer.kind,
        outcome: final ? answer.outcome : null,
        redress: final ? answer.redress : 0,
        answerText: answer.text,
        answerTextVersion: COMPLAINT_TEXT_VERSION,
        answeredOn: businessDate,
        answeredAt: now,
        answeredBy: ctx.operatorId,
        ombudsmanBy: ombudsmanReferBy(businessDate),
        // Answering is telling them we have it, if nobody had yet.
        acknowledgedOn: before.acknowledgedOn ?? businessDate,
      },
      true,
    );
    if (!row) throw conflict(complaintErrors.alreadyAnswered);
    await insertComplaintEvent(tx, {
      complaintId: id,
      kind: final ? 'FINAL_RESPONSE' : 'SUMMARY_RESOLUTION',
      text: answer.text,
      operatorId: ctx.operatorId,
      at: now,
    });
    const late = compareDates(businessDate, before.finalBy) > 0;
    await audit(
      ctx,
      tx,
      final ? 'complaint.finalResponse' : 'complaint.summaryResolution',
      row,
      { status: before.status },
      {
        status: row.status,
        outcome: row.outcome,
        redress: row.redress,
        textVersion: row.answerTextVersion,
        ombudsmanBy: row.ombudsmanBy,
        late,
      },
    );
    await sendAnswer(tx, deps, row, now);
  });
}

export async function closeComplaint(ctx: DeskContext, id: number): Promise<void> {
  const { deps } = ctx;
  const businessDate = await businessDateOf(deps);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await found(tx, id, true);
    const row = await moveComplaint(tx, id, ['RESOLVED', 'ANSWERED'], {
      status: 'CLOSED',
      closedOn: businessDate,
      closedBy: ctx.operatorId,
    });
    if (!row) throw conflict(complaintErrors.notClosable);
    await insertComplaintEvent(tx, { complaintId: id, kind: 'CLOSED', operatorId: ctx.operatorId, at: now });
    await audit(ctx, tx, 'complaint.close', row, { status: before.status }, { status: row.status });
  });
}

/** A register row: the complaint and its clock on the business date. */
export function queueItemOf(
  row: ComplaintRow,
  businessDate: string,
  contractNumber: string | null,
): ComplaintQueueItem {
  const clock = { ...readClock(row, row.status, businessDate) };
  return {
    id: row.id,
    reference: complaintReference(row.id),
    channel: row.channel,
    status: row.status,
    name: row.name,
    memberId: row.memberId,
    contractNumber,
    clock: {
      receivedOn: row.receivedOn,
      receivedTime: row.receivedTime,
      countsFrom: row.countsFrom,
      summaryBy: row.summaryBy,
      finalBy: row.finalBy,
      ...clock,
    },
  };
}

export async function complaintCase(
  ctx: DeskContext,
  id: number,
  lang: Language,
): Promise<ComplaintCaseView> {
  const { deps } = ctx;
  const [row, businessDate] = await Promise.all([found(deps.db, id), businessDateOf(deps)]);
  const [events, numbers] = await Promise.all([
    eventsOf(deps.db, id),
    contractNumbersOf(deps.db, row.loanId === null ? [] : [row.loanId]),
  ]);
  const contractNumber = row.loanId === null ? null : (numbers.get(row.loanId) ?? String(row.loanId));
  return {
    ...queueItemOf(row, businessDate, contractNumber),
    email: row.email,
    phone: row.phone,
    loanId: row.loanId,
    loanNumberGiven: row.loanNumberGiven,
    whatHappened: row.whatHappened,
    wanted: row.wanted,
    lang: row.lang,
    acknowledgedOn: row.acknowledgedOn,
    summaryAllowed:
      row.answerKind === null &&
      openComplaintStatuses.includes(row.status) &&
      summaryAllowed(row, businessDate),
    answer: answerViewOf(deps, row, lang),
    events: events.map((event) => ({
      kind: event.kind,
      text: event.text,
      operatorName: event.operatorEmail,
      at: event.at.toISOString(),
    })),
    businessDate,
  };
}
