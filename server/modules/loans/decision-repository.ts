import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { decisions } from '../../db/schema';

export type DecisionRow = typeof decisions.$inferSelect;
export type NewDecision = typeof decisions.$inferInsert;

/** The only write there is: a decision is never updated or removed, a later one is a new row. */
export async function insertDecision(tx: Executor, values: NewDecision): Promise<DecisionRow> {
  const [row] = await tx.insert(decisions).values(values).returning();
  if (!row) throw new Error('decision insert returned nothing');
  return row;
}

/** The application's decision: its newest record, or null before any. */
export async function latestDecision(db: Executor, loanId: number): Promise<DecisionRow | null> {
  const [row] = await db
    .select()
    .from(decisions)
    .where(eq(decisions.loanId, loanId))
    .orderBy(desc(decisions.id))
    .limit(1);
  return row ?? null;
}

/** Every decision on the application, oldest first: its history. */
export async function listDecisions(db: Executor, loanId: number): Promise<DecisionRow[]> {
  return db.select().from(decisions).where(eq(decisions.loanId, loanId)).orderBy(asc(decisions.id));
}

/** What a list of applications shows of each one's latest decision; not what the policy read or its rules. */
export type DecisionOutline = Pick<DecisionRow, 'loanId' | 'outcome' | 'reasons' | 'decidedBy'>;

/** The newest decision of each of `loanIds` (absent for applications with none), in outline. */
export async function latestDecisionsOf(
  db: Executor,
  loanIds: number[],
): Promise<Map<number, DecisionOutline>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([decisions.loanId], {
      loanId: decisions.loanId,
      outcome: decisions.outcome,
      reasons: decisions.reasons,
      decidedBy: decisions.decidedBy,
    })
    .from(decisions)
    .where(inArray(decisions.loanId, loanIds))
    .orderBy(decisions.loanId, desc(decisions.id));
  return new Map(rows.map((row) => [row.loanId, row]));
}
