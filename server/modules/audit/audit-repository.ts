import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, members } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAudit = typeof auditLog.$inferInsert;

export async function insertAudit(tx: Executor, values: NewAudit): Promise<void> {
  await tx.insert(auditLog).values(values);
}

export interface AuditFilter {
  operatorId?: number | undefined;
  action?: string | undefined;
  memberId?: number | undefined;
  /** Instants, `from` inclusive and `to` exclusive. */
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.operatorId !== undefined) conditions.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.memberId !== undefined) conditions.push(eq(auditLog.memberId, filter.memberId));
  if (filter.from !== undefined) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to !== undefined) conditions.push(lt(auditLog.at, filter.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const withOperator = { line: auditLog, operatorEmail: members.email };

export async function pageAudit(db: Executor, filter: AuditFilter, page: number, pageSize: number) {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(withOperator)
      .from(auditLog)
      .innerJoin(members, eq(members.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Every line of the filter, newest first, in batches: the CSV export streams them. */
export async function* auditLines(db: Executor, filter: AuditFilter, batch = 500) {
  for (let page = 1; ; page += 1) {
    const { rows } = await pageAudit(db, filter, page, batch);
    yield* rows;
    if (rows.length < batch) return;
  }
}

/** The newest action on a target: who last changed it and when. */
export async function lastActionOn(db: Executor, targetType: string, targetId: string) {
  const [row] = await db
    .select({ operatorEmail: members.email, at: auditLog.at })
    .from(auditLog)
    .innerJoin(members, eq(members.id, auditLog.operatorId))
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row ?? null;
}
