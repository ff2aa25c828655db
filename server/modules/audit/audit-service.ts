import type { Executor } from '../../db/client';
import { insertAudit, pageAudit } from './audit-repository';

export interface AuditEntry {
  operatorId: number;
  action: string;
  targetType: 'loan' | 'repayment' | 'member' | 'config';
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** The HTTP request id, or the CLI run's id: ties a line to the logs of the request that made it. */
  requestId?: string | null;
  at: Date;
}

/** Pass the transaction of the change: the line is written with it or not at all. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await insertAudit(tx, {
    operatorId: entry.operatorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    // JSON round trip: dates become ISO strings, undefined fields disappear.
    before: entry.before === undefined ? null : JSON.parse(JSON.stringify(entry.before)),
    after: entry.after === undefined ? null : JSON.parse(JSON.stringify(entry.after)),
    reason: entry.reason ?? null,
    requestId: entry.requestId ?? null,
    at: entry.at,
  });
}

export async function listAudit(db: Executor, page: number, pageSize: number) {
  const { rows, total } = await pageAudit(db, page, pageSize);
  return {
    list: rows.map((row) => ({
      id: row.id,
      operatorId: row.operatorId,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
      reason: row.reason,
      requestId: row.requestId,
      at: row.at.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}
