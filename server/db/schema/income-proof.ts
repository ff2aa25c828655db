import { bigint, index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { loans } from './loans';
import { members } from './members';
import { uploads } from './uploads';

/**
 * A document a borrower sent as proof of income for an application the credit policy referred with
 * `income.proofNeeded` (payslips or bank statements of the last 60 days). Never updated or removed while
 * the application lives: each row is the record of what arrived, from whom and when. The file itself is the
 * upload it names, so the sweep of files no row names and the owner-or-operator route serve it as any other.
 */
export const incomeProofDocuments = pgTable(
  'income_proof_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('income_proof_documents_loan_idx').on(table.loanId, table.id),
    uniqueIndex('income_proof_documents_upload_key').on(table.uploadId),
  ],
);
