import { and, desc, eq, gte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditSearches, loans, members } from '../../db/schema';

export type CreditSearchRow = typeof creditSearches.$inferSelect;
export type NewCreditSearchRow = typeof creditSearches.$inferInsert;

export async function insertCreditSearch(db: Executor, row: NewCreditSearchRow): Promise<CreditSearchRow> {
  const [inserted] = await db.insert(creditSearches).values(row).returning();
  return inserted!;
}

export async function findCreditSearch(db: Executor, id: number): Promise<CreditSearchRow | null> {
  const [row] = await db.select().from(creditSearches).where(eq(creditSearches.id, id)).limit(1);
  return row ?? null;
}

/** The latest hard search that found a file for this quote, made since `since`: a repeated submit reuses it. */
export async function findHardSearchForQuote(
  db: Executor,
  memberId: number,
  quoteId: number,
  since: Date,
): Promise<CreditSearchRow | null> {
  const [row] = await db
    .select()
    .from(creditSearches)
    .where(
      and(
        eq(creditSearches.memberId, memberId),
        eq(creditSearches.quoteId, quoteId),
        eq(creditSearches.kind, 'hard'),
        eq(creditSearches.outcome, 'found'),
        gte(creditSearches.searchedAt, since),
      ),
    )
    .orderBy(desc(creditSearches.searchedAt), desc(creditSearches.id))
    .limit(1);
  return row ?? null;
}

/** The searches made on a borrower, newest first (at most `limit`). */
export async function listCreditSearches(
  db: Executor,
  memberId: number,
  limit: number,
): Promise<CreditSearchRow[]> {
  return db
    .select()
    .from(creditSearches)
    .where(eq(creditSearches.memberId, memberId))
    .orderBy(desc(creditSearches.searchedAt), desc(creditSearches.id))
    .limit(limit);
}

export interface SharedDetail {
  memberId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  matched: ('receivingAddress' | 'phone' | 'idNumber')[];
}

/**
 * Other borrowers holding the same receiving address (on their profile or on any application), phone number
 * or ID number (compared without spaces, in capitals). Each comparison has its own index (members and
 * loans schema), so the question costs the same at 100,000 borrowers as at ten.
 */
export async function findSharedDetails(
  db: Executor,
  memberId: number,
  details: { receivingAddress: string | null; phone: string | null; idNumber: string | null },
): Promise<SharedDetail[]> {
  const idKey = details.idNumber ? details.idNumber.replace(/\s+/g, '').toUpperCase() : null;
  const address = details.receivingAddress;
  const phone = details.phone;
  const idExpression = sql`upper(replace(${members.base}->>'idNumber', ' ', ''))`;
  const phoneExpression = sql`(${members.base}->>'phone')`;
  const conditions = [
    address ? eq(members.walletAddress, address) : undefined,
    address
      ? sql`exists (select 1 from ${loans} where ${loans.memberId} = ${members.id} and ${loans.receivingAddress} = ${address})`
      : undefined,
    phone ? or(eq(members.mobile, phone), sql`${phoneExpression} = ${phone}`) : undefined,
    idKey ? sql`${idExpression} = ${idKey}` : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({
      memberId: members.id,
      email: members.email,
      walletAddress: members.walletAddress,
      mobile: members.mobile,
      phone: phoneExpression.mapWith(String),
      idKey: idExpression.mapWith(String),
      firstName: sql<string | null>`${members.base}->>'firstName'`,
      lastName: sql<string | null>`${members.base}->>'lastName'`,
      usedAddress: address
        ? sql<boolean>`exists (select 1 from ${loans} where ${loans.memberId} = ${members.id} and ${loans.receivingAddress} = ${address})`
        : sql<boolean>`false`,
    })
    .from(members)
    .where(and(ne(members.id, memberId), eq(members.role, 'borrower'), or(...conditions)))
    .limit(20);
  return rows.map((row) => ({
    memberId: row.memberId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    matched: [
      ...(address && (row.walletAddress === address || row.usedAddress)
        ? (['receivingAddress'] as const)
        : []),
      ...(phone && (row.mobile === phone || row.phone === phone) ? (['phone'] as const) : []),
      ...(idKey && row.idKey === idKey ? (['idNumber'] as const) : []),
    ],
  }));
}

/** The newest hard search made for a quote (found or not), at submit or by an operator looking again. */
export async function latestHardSearchForQuote(
  db: Executor,
  quoteId: number,
): Promise<CreditSearchRow | null> {
  const [row] = await db
    .select()
    .from(creditSearches)
    .where(and(eq(creditSearches.quoteId, quoteId), eq(creditSearches.kind, 'hard')))
    .orderBy(desc(creditSearches.searchedAt), desc(creditSearches.id))
    .limit(1);
  return row ?? null;
}
