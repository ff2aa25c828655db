import { count, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { incomeProofDocuments } from '../../db/schema';

/**
 * How many documents of proof of income each of `loanIds` holds (absent for none): the queue says which
 * referred applications have their proof and can be decided. The documents themselves are the
 * income-proof module's; this only counts them, in one query for a page of the queue.
 */
export async function incomeProofCountsOf(db: Executor, loanIds: number[]): Promise<Map<number, number>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .select({ loanId: incomeProofDocuments.loanId, documents: count() })
    .from(incomeProofDocuments)
    .where(inArray(incomeProofDocuments.loanId, loanIds))
    .groupBy(incomeProofDocuments.loanId);
  return new Map(rows.map((row) => [row.loanId, Number(row.documents)]));
}
