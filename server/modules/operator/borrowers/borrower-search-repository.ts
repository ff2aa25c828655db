import { desc, inArray, type SQL, sql } from 'drizzle-orm';
import { parseCursor } from '../../../../domain/api/envelope';
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
 * One `select (id, created_at)` of borrowers per key the query may be, joined by UNION: each branch reads
 * its own index. A WHERE of ORs would read the whole table as soon as one branch is a subquery on loans,
 * and joining `members` to the union made the planner read every borrower once a prefix matched
 * thousands (bench/plans/borrower-search-two-letters.txt): the union carries the paging key itself, so a
 * page is sorted from it and only the page's rows are read from `members`.
 */
function matched(keys: BorrowerSearchKeys): SQL | null {
  const branches: SQL[] = [];
  const borrower = sql`${members.role} = 'borrower'`;
  const ids = (where: SQL) =>
    sql`select ${members.id} as id, ${members.createdAt} as created_at from ${members} where ${borrower} and ${where}`;
  const ofLoans = (where: SQL) =>
    sql`select ${members.id} as id, ${members.createdAt} as created_at from ${loans} join ${members} on ${members.id} = ${loans.memberId} where ${borrower} and ${where}`;
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
  const union = matched(keys);
  if (union === null) return { rows: [], next: null, total: 0, capped: false };
  const { limit, offset } = pageWindow(page);
  const cursor = page.after ? parseCursor(page.after) : null;
  const after = cursor ? sql`where (created_at, id) < (${cursor.at}::timestamptz, ${cursor.id})` : sql``;
  const pageIds = sql`select id from (${union}) as matched ${after} order by created_at desc, id desc limit ${limit} offset ${offset}`;
  const [read, totals] = await Promise.all([
    db
      .select(found)
      .from(members)
      .where(sql`${members.id} in (${pageIds})`)
      .orderBy(...keysetOrderBy(members.createdAt, members.id, 'newest')),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`(select 1 from (${union}) as matched limit ${countCap + 1}) as capped`),
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
