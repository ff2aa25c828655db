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
  'operator-applications-page': [
    `select * from loans where status = 'PENDING_REVIEW' order by submitted_at asc, id asc limit 20 offset 0`,
    [],
  ],
  'operator-payouts-page': [
    `select l.*, m.email, m.kyc_status, m.base from loans l inner join members m on m.id = l.member_id
      where l.status = 'SIGNED' order by l.signed_at asc, l.id asc limit 20 offset 0`,
    [],
  ],
  'operator-repayments-page': [
    `select * from repayments where status = 'PENDING' order by submitted_at asc, id asc limit 20 offset 0`,
    [],
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
mkdirSync(folder, { recursive: true });
const summary: Record<string, string> = {};
for (const [name, [text, values]] of Object.entries(queries)) {
  const { rows } = await client.query(`explain (analyze, buffers, costs off, timing on) ${text}`, values);
  const plan = rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  writeFileSync(path.join(folder, `${name}.txt`), `${text.replace(/\s+/g, ' ').trim()}\n\n${plan}\n`);
  summary[name] = /Execution Time: ([\d.]+ ms)/.exec(plan)?.[1] ?? '?';
}
await client.end();
process.stdout.write(`${JSON.stringify(summary)}\n`);
