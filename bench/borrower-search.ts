/**
 * The operators' borrower search (issue 38 §3, decision 107) at the scale of issue 26: a PostgreSQL
 * database filled by bench/seed-scale.ts (100,000 borrowers, 25,000 loans), every borrower then given a
 * name, a phone, a USDT address and (one in three) a bank account of their own — the seed copies one
 * borrower, and a search of 100,000 identical names measures nothing. For each kind of query it calls the
 * server's own repository (`searchBorrowers`), 60 times with different values, and prints p50 and p99 of
 * the whole call (the page and its capped count, which run side by side) and the EXPLAIN (ANALYZE,
 * BUFFERS) of each SQL statement the call sent, written to bench/plans/borrower-search-<kind>.txt.
 *
 *   node --import tsx bench/borrower-search.ts            (fills `bench_borrowers` at BENCH_POSTGRES_URL)
 *   node --import tsx bench/borrower-search.ts --reuse    (the database filled by an earlier run)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { borrowerSearchKeys } from '../domain/operator/borrower-search';
import * as schema from '../server/db/schema';
import { searchBorrowers } from '../server/modules/operator/borrowers/borrower-search-repository';
import { runJson, tsx } from './lib/processes';

const BASE = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const NAME = 'bench_borrowers';
const url = `${BASE}/${NAME}`;
const RUNS = Number(process.env.RUNS ?? 60);
const folder = fileURLToPath(new URL('./plans', import.meta.url));

async function fill(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${BASE}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${NAME} with (force)`);
  await admin.query(`create database ${NAME}`);
  await admin.end();
  const data = await runJson<{ memberId: number }>(tsx('bench/bench-data.ts', url), { TMPDIR: os.tmpdir() });
  const seeded = await runJson<Record<string, number>>(
    tsx('bench/seed-scale.ts', url, String(data.memberId)),
    {},
    1_800_000,
  );
  process.stderr.write(`filled: ${JSON.stringify(seeded)}\n`);
}

/** Names, phones, addresses and accounts of their own: 40 first names × 250 surnames, numbers from n. */
async function individualise(client: pg.Client): Promise<void> {
  const firsts = [
    'Ada',
    'Ben',
    'Cara',
    'Dev',
    'Ella',
    'Finn',
    'Gita',
    'Hugo',
    'Iris',
    'Jon',
    'Kai',
    'Lena',
    'Max',
    'Nia',
    'Omar',
    'Pia',
    'Quin',
    'Rosa',
    'Sam',
    'Tara',
    'Uma',
    'Vic',
    'Wen',
    'Xiu',
    'Yara',
    'Zac',
    'Mei',
    'Li',
    'Hao',
    'Jun',
    'Ravi',
    'Anya',
    'Tom',
    'Eve',
    'Noor',
    'Liam',
    'Zoe',
    'Ivan',
    'Sofia',
    'Wei',
  ];
  const heads = [
    'Ash',
    'Brook',
    'Clay',
    'Dun',
    'East',
    'Fair',
    'Green',
    'Hill',
    'Iron',
    'King',
    'Lang',
    'Marsh',
    'North',
    'Oak',
    'Pen',
    'Rad',
    'Stan',
    'Thorn',
    'Under',
    'West',
    'Whit',
    'Wood',
    'York',
    'Chen',
    'Wong',
  ];
  const tails = ['ley', 'ford', 'ton', 'wood', 'well', 'by', 'field', 'more', 'croft', 'ham'];
  const list = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(',')}]`;
  await client.query(`
    update members m set
      base = jsonb_set(jsonb_set(jsonb_set(coalesce(m.base, '{}'::jsonb),
        '{firstName}', to_jsonb((${list(firsts)})[1 + s.n % ${firsts.length}])),
        '{lastName}', to_jsonb((${list(heads)})[1 + (s.n / ${firsts.length}) % ${heads.length}] || (${list(tails)})[1 + (s.n / ${firsts.length * heads.length}) % ${tails.length}])),
        '{phone}', to_jsonb('+4477' || lpad(s.n::text, 8, '0'))),
      mobile = '+4478' || lpad(s.n::text, 8, '0'),
      wallet_address = 'T' || substr(md5('w' || s.n) || md5('x' || s.n), 1, 33),
      bank_account = case when s.n % 3 = 0 then jsonb_build_object(
        'accountHolderName', 'Scale ' || s.n, 'sortCode', '089999',
        'accountNumber', lpad(((s.n * 7919) % 100000000)::text, 8, '0'), 'accountType', 'PERSONAL',
        'copOutcome', 'MATCH', 'modulus', 'VALID', 'checkedAt', '2027-01-01T00:00:00.000Z') end
    from (select id, row_number() over (order by id) as n from members where email like 'scale-%') s
    where m.id = s.id`);
  await client.query(`update loans l set receiving_address = m.wallet_address from members m
    where m.id = l.member_id and l.contract_number like 'SCALE-%'`);
  await client.query('vacuum analyze members');
  await client.query('vacuum analyze loans');
}

const pick = (n: number) => 1 + ((n * 7919) % 99_000);
/** Each kind of query, the n-th of its 60 values. */
const kinds: Record<string, (n: number) => string> = {
  'surname-prefix': (n) =>
    ['Ashley', 'Greenwood', 'Kingston', 'Marshfield', 'Oakley', 'Chenby'][n % 6] ?? 'Ashley',
  'full-name': (n) => ['Ada Ashley', 'Wei Chenford', 'Tom Kingsby', 'Zoe Westwood'][n % 4] ?? 'Ada Ashley',
  'two-letters': (n) => ['as', 'gr', 'ki', 'sc', 'we'][n % 5] ?? 'as',
  'email-prefix': (n) => `scale-${pick(n)}@`,
  phone: (n) => `077 ${String(pick(n)).padStart(8, '0')}`,
  'phone-international': (n) => `+44 78${String(pick(n)).padStart(8, '0')}`,
  'loan-number': (n) => String(pick(n) % 25_000),
  'contract-number': (n) => `SCALE-${pick(n) % 25_000}`,
  'usdt-address': () => '',
  'bank-last4': (n) => String(pick(n)).padStart(4, '0').slice(-4),
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

if (!process.argv.includes('--reuse')) await fill();
const client = new pg.Client({ connectionString: url });
await client.connect();
if (!process.argv.includes('--reuse')) await individualise(client);
const addresses = (
  await client.query<{ a: string }>(
    `select wallet_address as a from members where email like 'scale-%' order by id limit ${RUNS}`,
  )
).rows.map((row) => row.a);
kinds['usdt-address'] = (n) => addresses[n % addresses.length] ?? 'T';

const captured: { sql: string; params: unknown[] }[] = [];
const pool = new pg.Pool({ connectionString: url, max: 4 });
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
});
mkdirSync(folder, { recursive: true });
const summary: Record<string, { p50: number; p99: number; found: number; plan: string }> = {};
for (const [kind, valueAt] of Object.entries(kinds)) {
  const times: number[] = [];
  let found = 0;
  for (let n = 0; n < RUNS; n += 1) {
    const keys = borrowerSearchKeys(valueAt(n));
    captured.length = 0;
    const started = performance.now();
    const result = await searchBorrowers(db as never, keys, { page: 1, pageSize: 20 }, 1000);
    times.push(performance.now() - started);
    found = Math.max(found, result.total);
  }
  times.sort((a, b) => a - b);
  // The plans of the last call's statements, run again under EXPLAIN ANALYZE with the same values.
  const plans: string[] = [];
  for (const { sql, params } of captured) {
    const { rows } = await client.query(`explain (analyze, buffers, costs off) ${sql}`, params);
    plans.push(
      `${sql}\n-- ${JSON.stringify(params)}\n\n${rows.map((row) => String(row['QUERY PLAN'])).join('\n')}`,
    );
  }
  const text = plans.join('\n\n');
  writeFileSync(path.join(folder, `borrower-search-${kind}.txt`), `${text}\n`);
  const seqScan = /Seq Scan on (members|loans)\b/.test(text) ? 'SEQ SCAN' : 'indexes';
  summary[kind] = {
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    found,
    plan: seqScan,
  };
  process.stderr.write(`${kind}: ${JSON.stringify(summary[kind])}\n`);
}
await pool.end();
await client.end();
const load = os.loadavg()[0]?.toFixed(1);
process.stdout.write(`${JSON.stringify({ runs: RUNS, loadAverage: load, ...summary })}\n`);
