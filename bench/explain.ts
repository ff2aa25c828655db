/**
 * The query plans of the reads `npm run bench` measures, on the database filled to scale
 * (bench/seed-scale.ts), written to bench/plans/<name>.txt for the record: EXPLAIN (ANALYZE, BUFFERS) of
 * the SQL each repository sends, with the bench borrower's and an operator's values. Run by bench/run.ts
 * after seeding; alone:
 *
 *   node --import tsx bench/explain.ts postgres://…/bench_scale <memberId>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const [url, memberArg] = process.argv.slice(2);
if (!url || !memberArg) {
  process.stderr.write('usage: explain.ts <postgres url> <memberId>\n');
  process.exit(2);
}
const memberId = Number(memberArg);
const folder = fileURLToPath(new URL('./plans', import.meta.url));

const queries: Record<string, [string, unknown[]]> = {
  'session-by-token-hash': [
    `select s.id, s.last_seen_at, s.expires_at, s.revoked_at, m.id, m.role, m.email, m.lang, m.status
       from sessions s inner join members m on m.id = s.member_id where s.token_hash = $1 limit 1`,
    ['0'.repeat(64)],
  ],
  'member-by-id': ['select * from members where id = $1 limit 1', [memberId]],
  'loan-list-page': [
    'select * from loans where member_id = $1 order by submitted_at desc, id desc limit 10 offset 0',
    [memberId],
  ],
  'loan-list-count': ['select count(*) from loans where member_id = $1', [memberId]],
  'notification-list-page': [
    'select * from notifications where member_id = $1 order by created_at desc, id desc limit 10 offset 0',
    [memberId],
  ],
  'notification-unread-count': [
    'select count(*) from notifications where member_id = $1 and read_at is null',
    [memberId],
  ],
  'operator-kyc-page': [
    `select id, email, kyc_status, kyc, base, kyc_reject_reason, updated_at from members
      where kyc_status = 'PENDING' and role = 'borrower' order by updated_at asc, id asc limit 20 offset 0`,
    [],
  ],
  'operator-kyc-count': [
    `select count(*) from members where kyc_status = 'PENDING' and role = 'borrower'`,
    [],
  ],
  // The operators' lists, paged by key (server/db/keyset.ts): the first page as the console and the bench
  // read it, and a page 20,000 rows deep by its cursor; `-offset` is the same deep page read by OFFSET,
  // as every page was before, for the record.
  'operator-applications-page': [
    `select *, to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from loans
      order by submitted_at desc, id desc limit 21`,
    [],
  ],
  'operator-applications-deep-page': [
    `select *, to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from loans
      where (submitted_at, id) < ($1::timestamptz, $2) order by submitted_at desc, id desc limit 21`,
    ['deep:loans'],
  ],
  'operator-applications-deep-page-offset': [
    'select * from loans order by submitted_at desc, id desc limit 21 offset 20000',
    [],
  ],
  'operator-applications-count': ['select count(*) from loans', []],
  'operator-applications-pending-page': [
    `select * from loans where status = 'PENDING_REVIEW' order by submitted_at asc, id asc limit 21`,
    [],
  ],
  'operator-payouts-page': [
    `select l.*, m.email, m.kyc_status, m.base from loans l inner join members m on m.id = l.member_id
      where l.status = 'SIGNED' order by l.signed_at asc, l.id asc limit 21`,
    [],
  ],
  'operator-repayments-page': [
    `select * from repayments where status = 'PENDING' order by submitted_at asc, id asc limit 21`,
    [],
  ],
  'operator-kyc-deep-page': [
    `select id, email, kyc_status, kyc, base, kyc_reject_reason, updated_at from members
      where kyc_status = $3 and role = 'borrower' and (updated_at, id) < ($1::timestamptz, $2)
      order by updated_at desc, id desc limit 21`,
    ['deep:members'],
  ],
  'operator-kyc-deep-page-offset': [
    `select id, email, kyc_status, kyc, base, kyc_reject_reason, updated_at from members
      where kyc_status = $1 and role = 'borrower' order by updated_at desc, id desc
      limit 21 offset 50000`,
    ['status:members'],
  ],
  'operator-queue-figures-kyc': [
    `select count(*), min(updated_at) from members where kyc_status = 'PENDING' and role = 'borrower'`,
    [],
  ],
  'bills-of-member-open': [
    `select * from loan_bills where member_id = $1 and status = 'TO_BE_REPAID' order by due_date`,
    [memberId],
  ],
};

const client = new pg.Client({ connectionString: url });
await client.connect();
// A deep page's cursor: the key of the row 20,000 loans or 50,000 borrowers into each list.
const deep: Record<string, unknown[]> = {
  'deep:loans': (
    await client.query(
      'select submitted_at, id from loans order by submitted_at desc, id desc offset 19999 limit 1',
    )
  ).rows.map((row) => [row.submitted_at, row.id])[0] ?? [new Date(), 0],
  ...(await (async () => {
    // The identity-check state most borrowers are in: the longest list.
    const { rows } = await client.query(
      `select kyc_status from members where role = 'borrower' group by 1 order by count(*) desc limit 1`,
    );
    const status = String(rows[0]?.kyc_status ?? 'UNVERIFIED');
    const [row] = (
      await client.query(
        `select updated_at, id from members where kyc_status = $1 and role = 'borrower'
          order by updated_at desc, id desc offset 49999 limit 1`,
        [status],
      )
    ).rows;
    return {
      'deep:members': [row?.updated_at ?? new Date(), row?.id ?? 0, status],
      'status:members': [status],
    };
  })()),
};
mkdirSync(folder, { recursive: true });
const summary: Record<string, string> = {};
for (const [name, [text, given]] of Object.entries(queries)) {
  const values = given.flatMap((value) => (typeof value === 'string' && deep[value] ? deep[value] : [value]));
  const { rows } = await client.query(`explain (analyze, buffers, costs off, timing on) ${text}`, values);
  const plan = rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  writeFileSync(path.join(folder, `${name}.txt`), `${text.replace(/\s+/g, ' ').trim()}\n\n${plan}\n`);
  summary[name] = /Execution Time: ([\d.]+ ms)/.exec(plan)?.[1] ?? '?';
}
await client.end();
process.stdout.write(`${JSON.stringify(summary)}\n`);
