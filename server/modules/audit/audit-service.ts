import type { Executor } from '../../db/client';
import type { KeysetPage } from '../../db/keyset';
import { type AuditFilter, type AuditRow, auditLines, insertAudit, pageAudit } from './audit-repository';

export interface AuditEntry {
  operatorId: number;
  action: string;
  targetType: 'loan' | 'repayment' | 'member' | 'config' | 'businessDate' | 'complaint';
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** The borrower the action concerns, when there is one. */
  memberId?: number | null;
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
    memberId: entry.memberId ?? null,
    requestId: entry.requestId ?? null,
    at: entry.at,
  });
}

export async function listAudit(db: Executor, filter: AuditFilter, page: KeysetPage) {
  const { rows, total, next } = await pageAudit(db, filter, page);
  return { list: rows.map(auditItemOf), total, page: page.page, pageSize: page.pageSize, next };
}

function auditItemOf({ line, operatorEmail }: { line: AuditRow; operatorEmail: string }) {
  return {
    id: line.id,
    operatorId: line.operatorId,
    operatorEmail,
    memberId: line.memberId,
    action: line.action,
    targetType: line.targetType,
    targetId: line.targetId,
    before: line.before ?? null,
    after: line.after ?? null,
    reason: line.reason,
    requestId: line.requestId,
    at: line.at.toISOString(),
  };
}

const CSV_COLUMNS = [
  'id',
  'at',
  'operatorId',
  'operatorEmail',
  'action',
  'targetType',
  'targetId',
  'memberId',
  'reason',
  'before',
  'after',
  'requestId',
] as const;

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break. A leading =, +, - or @ is prefixed with
 * an apostrophe so that a spreadsheet opening the export never runs a borrower's or operator's text as a
 * formula (CSV injection).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The filtered log as CSV lines (header first), newest first. */
export async function* auditCsv(db: Executor, filter: AuditFilter): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for await (const row of auditLines(db, filter)) {
    const item = auditItemOf(row) as Record<string, unknown>;
    yield `${CSV_COLUMNS.map((column) => csvField(item[column])).join(',')}\r\n`;
  }
}
