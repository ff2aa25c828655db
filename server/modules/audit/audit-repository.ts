import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAudit = typeof auditLog.$inferInsert;

export async function insertAudit(tx: Executor, values: NewAudit): Promise<void> {
  await tx.insert(auditLog).values(values);
}

export async function pageAudit(db: Executor, page: number, pageSize: number) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
