import { and, asc, count, eq, min } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { afterCursor, cutPage, type KeysetPage, keysetOrderBy, keyText, pageWindow } from '../../db/keyset';
import { loans, members, repayments } from '../../db/schema';

/** Each queue's size and its oldest item's time, in four small aggregate queries. */
export async function queueFigures(db: Executor) {
  const [applications] = await db
    .select({ count: count(), oldest: min(loans.submittedAt) })
    .from(loans)
    .where(eq(loans.status, 'PENDING_REVIEW'));
  const [kyc] = await db
    .select({ count: count(), oldest: min(members.updatedAt) })
    .from(members)
    .where(and(eq(members.kycStatus, 'PENDING'), eq(members.role, 'borrower')));
  const [pendingRepayments] = await db
    .select({ count: count(), oldest: min(repayments.submittedAt) })
    .from(repayments)
    .where(eq(repayments.status, 'PENDING'));
  return { applications, kyc, repayments: pendingRepayments };
}

/** When each signed loan waiting for its money was signed, oldest first. */
export async function signedTimes(db: Executor): Promise<Date[]> {
  const rows = await db
    .select({ signedAt: loans.signedAt })
    .from(loans)
    .where(eq(loans.status, 'SIGNED'))
    .orderBy(asc(loans.signedAt));
  return rows.flatMap((row) => (row.signedAt ? [row.signedAt] : []));
}

const readyOperator = alias(members, 'ready_operator');

/**
 * Signed loans waiting for their money, oldest signature first — which is also overdue first, since the
 * deadline only moves later as the signature does — with the borrower and who marked the payout ready;
 * paged by key (server/db/keyset.ts) from `loans_signed_idx` (status, signed_at, id).
 */
export async function pagePayouts(db: Executor, page: KeysetPage) {
  const where = eq(loans.status, 'SIGNED');
  const { limit, offset } = pageWindow(page);
  const [read, totals] = await Promise.all([
    db
      .select({
        loan: loans,
        email: members.email,
        kycStatus: members.kycStatus,
        base: members.base,
        readyEmail: readyOperator.email,
        key: keyText(loans.signedAt),
      })
      .from(loans)
      .innerJoin(members, eq(members.id, loans.memberId))
      .leftJoin(readyOperator, eq(readyOperator.id, loans.payoutReadyBy))
      .where(and(where, afterCursor(loans.signedAt, loans.id, 'oldest', page.after)))
      .orderBy(...keysetOrderBy(loans.signedAt, loans.id, 'oldest'))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(loans).where(where),
  ]);
  const { rows, next } = cutPage(read, page.pageSize, (row) => ({ at: row.key, id: row.loan.id }));
  return { rows, total: totals[0]?.total ?? 0, next };
}
