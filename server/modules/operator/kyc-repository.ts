import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  afterCursor,
  cutPage,
  type KeysetOrder,
  type KeysetPage,
  keysetOrderBy,
  keyText,
  pageWindow,
} from '../../db/keyset';
import { members } from '../../db/schema';

type KycStatus = (typeof members.$inferSelect)['kycStatus'];

const kycColumns = {
  memberId: members.id,
  email: members.email,
  kycStatus: members.kycStatus,
  kyc: members.kyc,
  base: members.base,
  kycRejectReason: members.kycRejectReason,
  updatedAt: members.updatedAt,
};

/**
 * Members by identity-check state, oldest first (a queue) or newest first, paged by key from
 * `members_kyc_queue_idx` (kyc_status, updated_at, id).
 */
export async function pageKyc(
  db: Executor,
  status: KycStatus,
  page: KeysetPage,
  order: KeysetOrder = 'newest',
) {
  const where = and(eq(members.kycStatus, status), eq(members.role, 'borrower'));
  const { limit, offset } = pageWindow(page);
  const [read, totals] = await Promise.all([
    db
      .select({ ...kycColumns, key: keyText(members.updatedAt) })
      .from(members)
      .where(and(where, afterCursor(members.updatedAt, members.id, order, page.after)))
      .orderBy(...keysetOrderBy(members.updatedAt, members.id, order))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(members).where(where),
  ]);
  const { rows, next } = cutPage(read, page.pageSize, (row) => ({ at: row.key, id: row.memberId }));
  return { rows: rows.map(({ key: _key, ...row }) => row), total: totals[0]?.total ?? 0, next };
}

/** PENDING → VERIFIED | REJECTED, only from PENDING: null when the member is not waiting for review. */
export async function decideKyc(
  tx: Executor,
  memberId: number,
  to: 'VERIFIED' | 'REJECTED',
  reason: { text: string | null; code: string | null },
  now: Date,
) {
  const [row] = await tx
    .update(members)
    .set({ kycStatus: to, kycRejectReason: reason.text, kycRejectCode: reason.code, updatedAt: now })
    .where(and(eq(members.id, memberId), eq(members.kycStatus, 'PENDING')))
    .returning(kycColumns);
  return row ?? null;
}

export async function findOperatorByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.email, email.toLowerCase()), eq(members.role, 'operator')));
  return row ?? null;
}

/** One member's identity check as the queue shows it. */
export async function findKyc(db: Executor, memberId: number) {
  const [row] = await db
    .select(kycColumns)
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.role, 'borrower')))
    .limit(1);
  return row ?? null;
}

/** The language a member last used: reasons written for them are composed in it. */
export async function memberLanguage(db: Executor, memberId: number) {
  const [row] = await db.select({ lang: members.lang }).from(members).where(eq(members.id, memberId));
  return row?.lang ?? 'en';
}

/** A new operator account; null when the e-mail is taken. */
export async function insertOperator(db: Executor, email: string, passwordHash: string, now: Date) {
  const [row] = await db
    .insert(members)
    .values({ email, passwordHash, role: 'operator', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: members.id, email: members.email });
  return row ?? null;
}
