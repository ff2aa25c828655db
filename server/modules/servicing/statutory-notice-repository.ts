import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/loan/dates';
import type { Executor } from '../../db/client';
import { loans, type StatutoryNoticeKind, statutoryNotices } from '../../db/schema';

export type StatutoryNoticeRow = typeof statutoryNotices.$inferSelect;

/** Notices are only ever inserted: there is no update or delete of this table anywhere. */
export async function insertNotice(
  tx: Executor,
  values: typeof statutoryNotices.$inferInsert,
): Promise<StatutoryNoticeRow> {
  const [row] = await tx.insert(statutoryNotices).values(values).returning();
  return row!;
}

/** The notices of a kind on a loan raised on or after `since`, newest first. */
export async function noticesSince(
  db: Executor,
  loanId: number,
  kind: StatutoryNoticeKind,
  since: IsoDate,
): Promise<StatutoryNoticeRow[]> {
  return db
    .select()
    .from(statutoryNotices)
    .where(
      and(
        eq(statutoryNotices.loanId, loanId),
        eq(statutoryNotices.kind, kind),
        gte(statutoryNotices.businessDate, since),
      ),
    )
    .orderBy(desc(statutoryNotices.businessDate), desc(statutoryNotices.id));
}

/**
 * The notices sent on a member's own loan, oldest first; null when the loan is not theirs (or does not
 * exist), so another member's loan is not told apart from none.
 */
export async function noticesOfMemberLoan(
  db: Executor,
  memberId: number,
  loanId: number,
): Promise<StatutoryNoticeRow[] | null> {
  const [loan] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.memberId, memberId)));
  if (!loan) return null;
  return noticesOfLoan(db, loanId);
}

export async function noticesOfLoan(db: Executor, loanId: number): Promise<StatutoryNoticeRow[]> {
  return db
    .select()
    .from(statutoryNotices)
    .where(eq(statutoryNotices.loanId, loanId))
    .orderBy(asc(statutoryNotices.businessDate), asc(statutoryNotices.id));
}
