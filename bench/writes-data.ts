/**
 * Prepares a PostgreSQL database for `npm run bench:writes` (bench/writes.ts), then exits. Writes need fresh
 * data for every request: a borrower may have one application in flight, a bill is paid once, a voucher is
 * used once. So, after the demo accounts and one borrower with a record of every kind made through the API
 * (bench-data.ts's way), it copies that borrower set-wise, as bench/seed-scale.ts does:
 *
 * - `APPLY` borrowers with the template's verified profile and a quote of their own, valid for a month;
 * - `REPAY` borrowers with a copy of the template's disbursed loan, its bills and an unused voucher upload;
 *
 * each with a live session, and `LOGINS` members who sign in with one password. One request of each kind is then made through the API, and the rows it inserted
 * are kept (`rows`) for the bare `pg` reference to insert again. Writes `<folder>/apply.json` and
 * `<folder>/repay.json` and `<folder>/login.json` (one `{ headers, body }` per request, for bench/load.ts) and prints one JSON line.
 *
 *   node --import tsx bench/writes-data.ts postgres://…/bench_writes <folder>
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../server/modules/auth/passwords';
import { createSession } from '../server/modules/auth/sessions';
import { borrowerWithRecords } from '../tests/helpers/borrower-world';
import { applyBody, seededOperator } from '../tests/helpers/loans';
import { apiInProcess } from './lib/api-in-process';
import { columnsOf as columnsOfTable, copied, quoted } from './lib/row-copies';

const [url, folder] = process.argv.slice(2);
if (!url || !folder) {
  process.stderr.write('usage: writes-data.ts <postgres url> <folder>\n');
  process.exit(2);
}
const APPLY = Number(process.env.BENCH_APPLY_BORROWERS ?? 6000);
const REPAY = Number(process.env.BENCH_REPAY_BORROWERS ?? 8000);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 2000);

const { ctx, config, close } = await apiInProcess({
  DATA_DIR: path.join(folder, 'uploads'),
  DATABASE_URL: url,
});
const { deps, clock, app } = ctx;
const operator = await seededOperator(ctx);
const template = await borrowerWithRecords(ctx, operator, `Writes${randomBytes(3).toString('hex')}`);

const client = new pg.Client({ connectionString: url });
await client.connect();

const columnsOf = (table: string, given: string[]) => columnsOfTable(client, table, given);

/** `count` copies of the template borrower under new e-mails, with a session each: [id, token][]. */
async function copyBorrowers(prefix: string, count: number): Promise<{ id: number; token: string }[]> {
  const columns = await columnsOf('members', ['email', 'created_at']);
  const { rows } = await client.query<{ id: string }>(
    `insert into members (email, created_at, ${quoted(columns)})
     select '${prefix}-' || g || '@quayside.example', now(), ${copied('t', columns)}
       from members t, generate_series(1, $2::int) g where t.id = $1
     returning id`,
    [template.member.id, count],
  );
  const made: { id: number; token: string }[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    made.push({ id, token: (await createSession(deps.db, config, id, clock.now())).token });
  }
  return made;
}

// ---- borrowers who may apply, each with a quote --------------------------------------------------------
const applicants = await copyBorrowers('writes-apply', APPLY);
const quoteColumns = await columnsOf('loan_quotes', ['member_id', 'valid_until']);
const quoteIds = new Map<number, number>();
{
  const { rows } = await client.query<{ id: string; member_id: string }>(
    `insert into loan_quotes (member_id, valid_until, ${quoted(quoteColumns)})
     select m, now() + interval '30 days', ${copied('q', quoteColumns)}
       from unnest($1::bigint[]) m, loan_quotes q where q.id = $2
     returning id, member_id`,
    [applicants.map((a) => a.id), template.ids.quote[0]],
  );
  for (const row of rows) quoteIds.set(Number(row.member_id), Number(row.id));
}
const applyVariants = applicants.map((a) => ({
  headers: { token: a.token, 'content-type': 'application/json', 'x-bench-member': String(a.id) },
  body: JSON.stringify(applyBody(quoteIds.get(a.id) ?? 0)),
}));

// ---- borrowers with a disbursed loan, its open bills and an unused voucher ------------------------------
const payers = await copyBorrowers('writes-repay', REPAY);
const templateLoan = template.ids.loan[0];
const loanColumns = await columnsOf('loans', ['member_id', 'contract_number']);
const billColumns = await columnsOf('loan_bills', ['loan_id', 'member_id']);
const uploadColumns = await columnsOf('uploads', ['member_id', 'sha256', 'storage_key']);
const { rows: payerLoans } = await client.query<{ id: string; member_id: string }>(
  `insert into loans (member_id, contract_number, ${quoted(loanColumns)})
   select m, 'WRITES-' || m, ${copied('l', loanColumns)} from unnest($1::bigint[]) m, loans l where l.id = $2
   returning id, member_id`,
  [payers.map((p) => p.id), templateLoan],
);
await client.query(
  `insert into loan_bills (loan_id, member_id, ${quoted(billColumns)})
   select nl.id, nl.member_id, ${copied('b', billColumns)}
     from unnest($1::bigint[], $2::bigint[]) as nl(id, member_id), loan_bills b where b.loan_id = $3`,
  [payerLoans.map((l) => l.id), payerLoans.map((l) => l.member_id), templateLoan],
);
const { rows: vouchers } = await client.query<{ id: string; member_id: string }>(
  `insert into uploads (member_id, sha256, storage_key, ${quoted(uploadColumns)})
   select m, md5('writes' || m) || md5('voucher' || m), 'writes/' || m || '.png', ${copied('u', uploadColumns)}
     from unnest($1::bigint[]) m, uploads u where u.id = $2
   returning id, member_id`,
  [payers.map((p) => p.id), template.ids.upload[0]],
);
// The bill each pays: the first still open, as the template's second bill.
const { rows: openBills } = await client.query<{ id: string; member_id: string }>(
  `select distinct on (b.member_id) b.id, b.member_id from loan_bills b
    where b.member_id = any($1::bigint[]) and b.status = 'TO_BE_REPAID' order by b.member_id, b.period`,
  [payers.map((p) => p.id)],
);
const billOf = new Map(openBills.map((row) => [Number(row.member_id), Number(row.id)]));
const voucherOf = new Map(vouchers.map((row) => [Number(row.member_id), Number(row.id)]));
const repayVariants = payers.map((p) => ({
  headers: { token: p.token, 'content-type': 'application/json', 'x-bench-member': String(p.id) },
  body: JSON.stringify({ billIds: [billOf.get(p.id)], voucherUploadId: voucherOf.get(p.id) }),
}));

// ---- one request of each through the API: the rows it inserts ------------------------------------------
async function tablesWithId(): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string }>(
    `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id'`,
  );
  return rows.map((row) => row.table_name);
}
const tables = await tablesWithId();
async function insertedBy(request: () => Promise<{ statusCode: number; body: string }>) {
  const before = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await client.query(`select coalesce(max(id), 0) as id from "${table}"`);
    before.set(table, Number(rows[0]?.id));
  }
  const response = await request();
  if (response.statusCode !== 200) throw new Error(`sample request failed: ${response.body}`);
  const inserted: { table: string; rows: Record<string, unknown>[] }[] = [];
  for (const table of tables) {
    const { rows } = await client.query(`select * from "${table}" where id > $1 order by id`, [
      before.get(table),
    ]);
    if (rows.length > 0) inserted.push({ table, rows });
  }
  return inserted;
}
const sample = async (variants: typeof applyVariants, route: string) => {
  const variant = variants.pop();
  if (!variant) throw new Error('no variant');
  return insertedBy(() =>
    app.inject({
      method: 'POST',
      url: route,
      headers: { token: variant.headers.token, 'idempotency-key': randomUUID() },
      payload: JSON.parse(variant.body) as object,
    }),
  );
};
const applyRows = await sample(applyVariants, '/api/loan/apply');
const repayRows = await sample(repayVariants, '/api/repayment/submit');

// ---- members who sign in with a real password: one hash, copied, since sign-in is limited to ten tries
// per address and e-mail in 15 minutes; each login of the load is another member's --------------------------
const password = `Bench-${randomBytes(8).toString('hex')}`;
const passwordHash = await hashPassword(password);
const { rows: signers } = await client.query<{ email: string }>(
  `insert into members (email, password_hash, role, created_at, updated_at)
   select 'writes-login-' || g || '@quayside.example', $1, 'borrower', now(), now()
     from generate_series(1, $2::int) g
   returning email`,
  [passwordHash, LOGINS],
);
const loginVariants = signers.map((signer) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: signer.email, password }),
}));

writeFileSync(path.join(folder, 'apply.json'), JSON.stringify(applyVariants));
writeFileSync(path.join(folder, 'repay.json'), JSON.stringify(repayVariants));
writeFileSync(path.join(folder, 'login.json'), JSON.stringify(loginVariants));
// Uploads are limited to 30 per member in 10 minutes: each upload of the load is a payer's (their session).
writeFileSync(
  path.join(folder, 'upload.json'),
  JSON.stringify(payers.map((payer) => ({ headers: { token: payer.token } }))),
);
writeFileSync(path.join(folder, 'apply-rows.json'), JSON.stringify(applyRows));
writeFileSync(path.join(folder, 'repay-rows.json'), JSON.stringify(repayRows));
await client.end();
await close();
process.stdout.write(
  `${JSON.stringify({
    apply: applyVariants.length,
    repay: repayVariants.length,
    applyTables: applyRows.map((t) => `${t.table} ${t.rows.length}`),
    repayTables: repayRows.map((t) => `${t.table} ${t.rows.length}`),
    logins: loginVariants.length,
    dataDir: config.DATA_DIR,
  })}\n`,
);
