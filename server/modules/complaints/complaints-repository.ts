import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ComplaintEventKind, ComplaintStatus } from '../../../domain/complaints/complaint-codes';
import type { Executor } from '../../db/client';
import { complaintEvents, complaints, loans, members } from '../../db/schema';

/** The complaints register's SQL (decision 108): every write takes the caller's transaction. */

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;

export async function insertComplaint(tx: Executor, values: NewComplaint): Promise<ComplaintRow> {
  const [row] = await tx.insert(complaints).values(values).returning();
  if (!row) throw new Error('complaint not inserted');
  return row;
}

export async function complaintBySubmissionKey(db: Executor, key: string): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.submissionKey, key));
  return row;
}

export async function complaintById(
  db: Executor,
  id: number,
  lock = false,
): Promise<ComplaintRow | undefined> {
  const query = db.select().from(complaints).where(eq(complaints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A borrower's own complaints, newest first. */
export function complaintsOfMember(db: Executor, memberId: number): Promise<ComplaintRow[]> {
  return db.select().from(complaints).where(eq(complaints.memberId, memberId)).orderBy(desc(complaints.id));
}

/**
 * A guarded move: the update happens only from one of `from`, so two operators acting at once cannot both
 * succeed (the second finds no row and is refused). Returns the row as it now is.
 */
export async function moveComplaint(
  tx: Executor,
  id: number,
  from: readonly ComplaintStatus[],
  values: Partial<NewComplaint> & { status: ComplaintStatus },
  unanswered = false,
): Promise<ComplaintRow | undefined> {
  const [row] = await tx
    .update(complaints)
    .set(values)
    .where(
      and(
        eq(complaints.id, id),
        inArray(complaints.status, [...from]),
        unanswered ? isNull(complaints.answerKind) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function insertComplaintEvent(
  tx: Executor,
  event: {
    complaintId: number;
    kind: ComplaintEventKind;
    text?: string | null;
    operatorId?: number | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(complaintEvents).values({
    complaintId: event.complaintId,
    kind: event.kind,
    text: event.text ?? null,
    operatorId: event.operatorId ?? null,
    at: event.at,
  });
}

export function eventsOf(db: Executor, complaintId: number) {
  return db
    .select({
      kind: complaintEvents.kind,
      text: complaintEvents.text,
      at: complaintEvents.at,
      operatorEmail: members.email,
      operatorBase: members.base,
    })
    .from(complaintEvents)
    .leftJoin(members, eq(members.id, complaintEvents.operatorId))
    .where(eq(complaintEvents.complaintId, complaintId))
    .orderBy(asc(complaintEvents.id));
}

/** A borrower's loan by its contract number or its id written as digits, for linking a complaint. */
export async function loanByNumber(
  db: Executor,
  number: string,
): Promise<{ id: number; memberId: number; contractNumber: string | null } | undefined> {
  const asId = /^\d{1,15}$/.test(number) ? Number(number) : null;
  const [row] = await db
    .select({ id: loans.id, memberId: loans.memberId, contractNumber: loans.contractNumber })
    .from(loans)
    .where(
      asId === null
        ? eq(sql`upper(${loans.contractNumber})`, number.toUpperCase())
        : or(eq(loans.id, asId), eq(sql`upper(${loans.contractNumber})`, number.toUpperCase())),
    )
    .limit(1);
  return row;
}

/** The loans a borrower may complain about: every loan that got past a draft, newest first. */
export function loansOfMember(db: Executor, memberId: number) {
  return db
    .select({ id: loans.id, contractNumber: loans.contractNumber })
    .from(loans)
    .where(eq(loans.memberId, memberId))
    .orderBy(desc(loans.id));
}

export async function contractNumbersOf(
  db: Executor,
  loanIds: number[],
): Promise<Map<number, string | null>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .select({ id: loans.id, contractNumber: loans.contractNumber })
    .from(loans)
    .where(inArray(loans.id, loanIds));
  return new Map(rows.map((row) => [row.id, row.contractNumber]));
}

export async function memberContactOf(db: Executor, memberId: number) {
  const [row] = await db
    .select({ email: members.email, mobile: members.mobile, lang: members.lang, base: members.base })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

/**
 * The register: complaints in `statuses`, the nearest deadline first — the summary limit while it is still
 * ahead on `businessDate`, then the final response deadline; answered ones by when they arrived, newest first.
 */
export function registerRows(
  db: Executor,
  statuses: readonly ComplaintStatus[],
  businessDate: string,
  limit: number,
) {
  const next = sql`case when ${complaints.answerKind} is not null or ${complaints.status} = 'CLOSED' then null
    when ${complaints.summaryBy} >= ${businessDate} then ${complaints.summaryBy} else ${complaints.finalBy} end`;
  return db
    .select()
    .from(complaints)
    .where(inArray(complaints.status, [...statuses]))
    .orderBy(sql`${next} asc nulls last`, desc(complaints.id))
    .limit(limit);
}

/** Every complaint's status, clock and answer date: the figures of the report against the clocks. */
export function clockRows(db: Executor) {
  return db
    .select({
      status: complaints.status,
      summaryBy: complaints.summaryBy,
      finalBy: complaints.finalBy,
      answerKind: complaints.answerKind,
      answeredOn: complaints.answeredOn,
    })
    .from(complaints);
}
