import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type BorrowerSearchKeys, likePrefix } from '../../../../domain/operator/borrower-search';
import type { Executor } from '../../../db/client';
import {
  afterCursor,
  cutPage,
  type KeysetPage,
  keysetOrderBy,
  keyText,
  pageWindow,
} from '../../../db/keyset';
import { loans, members } from '../../../db/schema';

/*
 * The expressions below are the ones indexed in server/db/schema (members_email_prefix_idx,
 * members_name_*_idx, members_bank_account_last4_idx, loans_contract_number_prefix_idx, and the older
 * mobile, phone, wallet and receiving-address indexes): change one and its index together, or the search
 * reads every borrower (bench/borrower-search.ts prints the plans).
 */
const firstLast = sql`lower(replace(coalesce(${members.base}->>'firstName', '') || coalesce(${members.base}->>'lastName', ''), ' ', ''))`;
const lastFirst = sql`lower(replace(coalesce(${members.base}->>'lastName', '') || coalesce(${members.base}->>'firstName', ''), ' ', ''))`;

/**
 * One `select id` per key the query may be, joined by UNION: each branch reads its own index, where one
 * WHERE of ORs would read the whole table as soon as one branch is a subquery on loans.
 */
function candidateIds(keys: BorrowerSearchKeys): SQL | null {
  const branches: SQL[] = [];
  const ids = (where: SQL) => sql`select ${members.id} from ${members} where ${where}`;
  const ofLoans = (where: SQL) => sql`select ${loans.memberId} from ${loans} where ${where}`;
  if (keys.emailPrefix) branches.push(ids(sql`lower(${members.email}) like ${likePrefix(keys.emailPrefix)}`));
  if (keys.namePrefix) {
    const pattern = likePrefix(keys.namePrefix);
    branches.push(ids(sql`${firstLast} like ${pattern}`), ids(sql`${lastFirst} like ${pattern}`));
  }
  if (keys.phones.length > 0) {
    const phones = sql.join(
      keys.phones.map((phone) => sql`${phone}`),
      sql`, `,
    );
    branches.push(
      ids(sql`${members.mobile} in (${phones})`),
      ids(sql`(${members.base}->>'phone') in (${phones})`),
    );
  }
  if (keys.recordId !== null) {
    branches.push(ids(sql`${members.id} = ${keys.recordId}`), ofLoans(sql`${loans.id} = ${keys.recordId}`));
  }
  if (keys.contractPrefix) {
    branches.push(ofLoans(sql`upper(${loans.contractNumber}) like ${likePrefix(keys.contractPrefix)}`));
  }
  if (keys.wallet) {
    branches.push(
      ids(sql`${members.walletAddress} = ${keys.wallet}`),
      ofLoans(sql`${loans.receivingAddress} = ${keys.wallet}`),
    );
  }
  if (keys.bankLast4) {
    const whole = keys.bankAccount
      ? sql` and ${members.bankAccount}->>'accountNumber' = ${keys.bankAccount}`
      : sql``;
    branches.push(ids(sql`right(${members.bankAccount}->>'accountNumber', 4) = ${keys.bankLast4}${whole}`));
  }
  return branches.length === 0 ? null : sql.join(branches, sql` union `);
}

const found = {
  id: members.id,
  email: members.email,
  mobile: members.mobile,
  base: members.base,
  kycStatus: members.kycStatus,
  status: members.status,
  createdAt: members.createdAt,
  key: keyText(members.createdAt),
};

/**
 * The borrowers matching any key, newest first, paged by key on (created_at, id). The total is counted up
 * to `countCap` rows: "ad" matches thousands at scale, and counting them all is the slow part of a page.
 */
export async function searchBorrowers(
  db: Executor,
  keys: BorrowerSearchKeys,
  page: KeysetPage,
  countCap: number,
) {
  const candidates = candidateIds(keys);
  if (candidates === null) return { rows: [], next: null, total: 0, capped: false };
  const where = and(eq(members.role, 'borrower'), sql`${members.id} in (${candidates})`);
  const { limit, offset } = pageWindow(page);
  const [read, totals] = await Promise.all([
    db
      .select(found)
      .from(members)
      .where(and(where, afterCursor(members.createdAt, members.id, 'newest', page.after)))
      .orderBy(...keysetOrderBy(members.createdAt, members.id, 'newest'))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(members)
        .where(where)
        .limit(countCap + 1)
        .as('matched'),
    ),
  ]);
  const { rows, next } = cutPage(read, page.pageSize, (row) => ({ at: row.key, id: row.id }));
  const total = totals[0]?.total ?? 0;
  return { rows, next, total: Math.min(total, countCap), capped: total > countCap };
}

/** The newest loans of each borrower on a page of results, to name them beside the borrower. */
export async function loansOfBorrowers(db: Executor, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({
      memberId: loans.memberId,
      loanId: loans.id,
      contractNumber: loans.contractNumber,
      status: loans.status,
    })
    .from(loans)
    .where(inArray(loans.memberId, memberIds))
    .orderBy(desc(loans.createdAt), desc(loans.id));
}
