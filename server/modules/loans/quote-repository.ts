import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loanDrafts, loanQuotes } from '../../db/schema';

export type QuoteRow = typeof loanQuotes.$inferSelect;
export type NewQuote = typeof loanQuotes.$inferInsert;

export async function insertQuote(db: Executor, values: NewQuote): Promise<QuoteRow> {
  const [row] = await db.insert(loanQuotes).values(values).returning();
  if (!row) throw new Error('quote insert returned nothing');
  return row;
}

export async function findQuote(db: Executor, quoteId: number): Promise<QuoteRow | null> {
  const [row] = await db.select().from(loanQuotes).where(eq(loanQuotes.id, quoteId)).limit(1);
  return row ?? null;
}

export async function findDraft(db: Executor, memberId: number) {
  const [row] = await db.select().from(loanDrafts).where(eq(loanDrafts.memberId, memberId)).limit(1);
  return row ?? null;
}

export async function upsertDraft(db: Executor, memberId: number, draft: unknown, now: Date): Promise<void> {
  await db
    .insert(loanDrafts)
    .values({ memberId, draft, updatedAt: now })
    .onConflictDoUpdate({ target: loanDrafts.memberId, set: { draft, updatedAt: now } });
}

export async function deleteDraft(db: Executor, memberId: number): Promise<void> {
  await db.delete(loanDrafts).where(eq(loanDrafts.memberId, memberId));
}
