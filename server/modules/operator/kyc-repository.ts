import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members } from '../../db/schema';

type KycStatus = (typeof members.$inferSelect)['kycStatus'];

const kycColumns = {
  memberId: members.id,
  email: members.email,
  kycStatus: members.kycStatus,
  kyc: members.kyc,
  kycRejectReason: members.kycRejectReason,
  updatedAt: members.updatedAt,
};

export async function pageKyc(db: Executor, status: KycStatus, page: number, pageSize: number) {
  const where = and(eq(members.kycStatus, status), eq(members.role, 'borrower'));
  const [rows, totals] = await Promise.all([
    db
      .select(kycColumns)
      .from(members)
      .where(where)
      .orderBy(desc(members.updatedAt), desc(members.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** PENDING → VERIFIED | REJECTED, only from PENDING: null when the member is not waiting for review. */
export async function decideKyc(
  tx: Executor,
  memberId: number,
  to: 'VERIFIED' | 'REJECTED',
  reason: string | null,
  now: Date,
) {
  const [row] = await tx
    .update(members)
    .set({ kycStatus: to, kycRejectReason: reason, updatedAt: now })
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
