import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { incomeProofDocuments, uploads } from '../../db/schema';

export type IncomeProofRow = typeof incomeProofDocuments.$inferSelect;

/** A document received, with what its file is. */
export interface IncomeProofListing {
  id: number;
  uploadId: number;
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: number;
  sha256: string;
  receivedAt: Date;
}

/** The only write there is: a document received is a new row, never changed. */
export async function insertIncomeProof(
  tx: Executor,
  values: typeof incomeProofDocuments.$inferInsert,
): Promise<IncomeProofRow> {
  const [row] = await tx.insert(incomeProofDocuments).values(values).returning();
  if (!row) throw new Error('income proof insert returned nothing');
  return row;
}

/** The application's documents, in the order they arrived. */
export function listIncomeProof(db: Executor, loanId: number): Promise<IncomeProofListing[]> {
  return db
    .select({
      id: incomeProofDocuments.id,
      uploadId: incomeProofDocuments.uploadId,
      mime: uploads.mime,
      bytes: uploads.bytes,
      sha256: uploads.sha256,
      receivedAt: incomeProofDocuments.receivedAt,
    })
    .from(incomeProofDocuments)
    .innerJoin(uploads, eq(uploads.id, incomeProofDocuments.uploadId))
    .where(eq(incomeProofDocuments.loanId, loanId))
    .orderBy(asc(incomeProofDocuments.id));
}

export async function countIncomeProof(db: Executor, loanId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(incomeProofDocuments)
    .where(eq(incomeProofDocuments.loanId, loanId));
  return Number(row?.value ?? 0);
}
