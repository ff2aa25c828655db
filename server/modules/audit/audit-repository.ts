import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { afterCursor, cutPage, type KeysetPage, keysetOrderBy, keyText, pageWindow } from '../../db/keyset';
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

/** The log newest first, paged by key (server/db/keyset.ts) from `audit_log_at_idx` (at, id). */
export async function pageAudit(db: Executor, filter: AuditFilter, page: KeysetPage) {
  const where = whereOf(filter);
  const { limit, offset } = pageWindow(page);
  const [read, totals] = await Promise.all([
    db
      .select({ ...withOperator, key: keyText(auditLog.at) })
      .from(auditLog)
      .innerJoin(members, eq(members.id, auditLog.operatorId))
      .where(and(where, afterCursor(auditLog.at, auditLog.id, 'newest', page.after)))
      .orderBy(...keysetOrderBy(auditLog.at, auditLog.id, 'newest'))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const { rows, next } = cutPage(read, page.pageSize, (row) => ({ at: row.key, id: row.line.id }));
  return { rows, total: totals[0]?.total ?? 0, next };
}

/** Every line of the filter, newest first, in batches that each start where the last ended: the CSV export streams them. */
export async function* auditLines(db: Executor, filter: AuditFilter, batch = 500) {
  let after: string | undefined;
  for (;;) {
    const { rows, next } = await pageAudit(db, filter, { page: 1, pageSize: batch, after });
    yield* rows;
    if (next === null) return;
    after = next;
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
