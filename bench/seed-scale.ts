/**
 * Fills a PostgreSQL database prepared by bench/bench-data.ts to the scale of issue 26: 100,000 borrowers,
 * 300,000 bills (25,000 disbursed loans of 12), 1,000,000 messages (10 a borrower) and 50,000 uploads, in
 * one transaction of set-based inserts (`generate_series`), then VACUUM ANALYZE. Every new row copies a row the
 * bench's borrower made through the API, so each passes the schema's checks as real ones do; only the
 * owner, the keys that must be unique and the times differ. Prints one JSON line with the counts and time.
 *
 * The loans are a book to close (issue 33): the n-th was paid out n mod 12 months and a day before the
 * template's payout (its bills moved back with it), so every one is running on the day before and 0–11 of
 * its bills have fallen due. Each has its ledger as the payout and the payments would have written it: the
 * template's PAYOUT entry on its own payout day, and a PAYMENT (recorded, the bill's total, on its due
 * date) for each bill fallen due, which is marked REPAID — except on every tenth loan, whose bills fallen
 * due are left unpaid: arrears of 0–11 instalments, so a close of business has DPD to age, buckets to
 * move and, from two unpaid, s86B notices to raise.
 *
 *   node --import tsx bench/seed-scale.ts postgres://…/bench_scale <memberId of the template borrower>
 */
import pg from 'pg';
import { columnsOf as columnsOfTable, copied, quoted } from './lib/row-copies';

const [url, templateArg] = process.argv.slice(2);
if (!url || !templateArg) {
  process.stderr.write('usage: seed-scale.ts <postgres url> <template member id>\n');
  process.exit(2);
}
const template = Number(templateArg);
const BORROWERS = Number(process.env.SCALE_BORROWERS ?? 100_000);
const LOANS = Math.floor(BORROWERS / 4);
const MESSAGES_EACH = 10;
const UPLOADS = Math.floor(BORROWERS / 2);

const client = new pg.Client({ connectionString: url });
await client.connect();

const columnsOf = (table: string, given: string[]) => columnsOfTable(client, table, given);

const started = performance.now();
await client.query('begin');
try {
  const [loan] = (
    await client.query<{ id: string; quote_id: string }>(
      'select id, quote_id from loans where member_id = $1 order by id limit 1',
      [template],
    )
  ).rows;
  if (!loan) throw new Error(`member ${template} has no loan to copy`);

  // Borrowers: the template's row under a new e-mail.
  const memberColumns = await columnsOf('members', ['email', 'created_at']);
  await client.query(
    `insert into members (email, created_at, ${quoted(memberColumns)})
     select 'scale-' || g || '@quayside.example', now() - (g || ' minutes')::interval, ${copied('t', memberColumns)}
       from members t, generate_series(1, $2::int) g where t.id = $1`,
    [template, BORROWERS],
  );
  await client.query(
    `create temp table scale_members on commit drop as
     select id, row_number() over (order by id) as n from members where email like 'scale-%@quayside.example'`,
  );

  // A quote and a disbursed loan for every fourth borrower, each with the template loan's 12 bills.
  const quoteColumns = await columnsOf('loan_quotes', ['member_id']);
  await client.query(
    `create temp table scale_quotes (n bigint, id bigint) on commit drop;
     with made as (
       insert into loan_quotes (member_id, ${quoted(quoteColumns)})
       select m.id, ${copied('q', quoteColumns)} from scale_members m, loan_quotes q
        where q.id = ${Number(loan.quote_id)} and m.n <= ${LOANS}
       returning id, member_id)
     insert into scale_quotes select m.n, made.id from made join scale_members m on m.id = made.member_id`,
  );
  const loanColumns = await columnsOf('loans', ['member_id', 'quote_id', 'contract_number']);
  await client.query(
    `create temp table scale_loans (member_id bigint, id bigint, n bigint) on commit drop;
     with made as (
       insert into loans (member_id, quote_id, contract_number, ${quoted(loanColumns)})
       select m.id, sq.id, 'SCALE-' || m.n, ${copied('l', loanColumns)}
         from scale_members m join scale_quotes sq on sq.n = m.n, loans l where l.id = ${Number(loan.id)}
       returning id, member_id)
     insert into scale_loans select made.member_id, made.id, m.n from made join scale_members m on m.id = made.member_id`,
  );
  const billColumns = await columnsOf('loan_bills', ['loan_id', 'member_id']);
  await client.query(
    `insert into loan_bills (loan_id, member_id, ${quoted(billColumns)})
     select sl.id, sl.member_id, ${copied('b', billColumns)}
       from scale_loans sl, loan_bills b where b.loan_id = ${Number(loan.id)}`,
  );

  // The book (see above): payouts moved back n mod 12 months and a day, the bills with them; the bills
  // fallen due by the template's payout day repaid (every tenth loan's left unpaid); the ledger to match.
  const { rows: days } = await client.query<{ today: string }>(
    'select disbursed_on as today from loans where id = $1',
    [loan.id],
  );
  const today = days[0]?.today;
  if (!today) throw new Error(`loan ${loan.id} has no payout day`);
  const back = `make_interval(months => (sl.n % 12)::int, days => 1)`;
  await client.query(
    `update loans l set disbursed_on = to_char(l.disbursed_on::date - ${back}, 'YYYY-MM-DD'),
            disbursed_at = l.disbursed_at - ${back}
       from scale_loans sl where l.id = sl.id`,
  );
  await client.query(
    `update loan_bills b set due_date = to_char(b.due_date::date - ${back}, 'YYYY-MM-DD')
       from scale_loans sl where b.loan_id = sl.id`,
  );
  await client.query(
    `update loan_bills b
        set status = case when sl.n % 10 = 0 then 'TO_BE_REPAID' else 'REPAID' end,
            repaid_at = case when sl.n % 10 = 0 then null else b.due_date::date + time '12:00' end,
            submitted_at = null, voucher_upload_id = null
       from scale_loans sl where b.loan_id = sl.id and b.due_date < $1`,
    [today],
  );
  const payoutColumns = await columnsOf('ledger_entries', ['loan_id', 'on', 'created_at']);
  await client.query(
    `insert into ledger_entries (loan_id, "on", created_at, ${quoted(payoutColumns)})
     select sl.id, l.disbursed_on, l.disbursed_at, ${copied('e', payoutColumns)}
       from scale_loans sl join loans l on l.id = sl.id, ledger_entries e
      where e.loan_id = ${Number(loan.id)} and e.kind = 'PAYOUT'
      order by sl.id`,
  );
  await client.query(
    `insert into ledger_entries (loan_id, kind, "on", amount, channel, reference, created_at)
     select b.loan_id, 'PAYMENT', b.due_date, b.total, 'RECORDED', 'SCALE-' || sl.n || '-' || b.period, b.repaid_at
       from loan_bills b join scale_loans sl on sl.id = b.loan_id
      where b.status = 'REPAID'
      order by b.loan_id, b.period`,
  );

  // Messages: ten a borrower, the template's first one, a minute apart.
  const noteColumns = await columnsOf('notifications', ['member_id', 'created_at']);
  await client.query(
    `insert into notifications (member_id, created_at, ${quoted(noteColumns)})
     select m.id, now() - (k || ' minutes')::interval, ${copied('t', noteColumns)}
       from scale_members m, generate_series(1, ${MESSAGES_EACH}) k,
            (select * from notifications where member_id = $1 order by id limit 1) t`,
    [template],
  );

  // Uploads: one for every other borrower; the storage key and hash are unique (no file behind them).
  const uploadColumns = await columnsOf('uploads', ['member_id', 'sha256', 'storage_key']);
  await client.query(
    `insert into uploads (member_id, sha256, storage_key, ${quoted(uploadColumns)})
     select m.id, md5('scale' || m.n) || md5('upload' || m.n), 'scale/' || m.n || '.png', ${copied('u', uploadColumns)}
       from scale_members m, (select * from uploads where member_id = $1 order by id limit 1) u
      where m.n <= ${UPLOADS}`,
    [template],
  );
  await client.query('commit');
} catch (error) {
  await client.query('rollback');
  throw error;
}
// What autovacuum does to a table soon after this many inserts (PostgreSQL 13 and later vacuum insert-only
// tables too): statistics for the planner, and the visibility map that lets a count be read from an index
// instead of from every row (the operators' lists count their whole queue for its total).
await client.query('vacuum analyze');
const counts: Record<string, number> = {};
for (const table of ['members', 'loans', 'loan_bills', 'ledger_entries', 'notifications', 'uploads']) {
  counts[table] = Number((await client.query(`select count(*) from ${table}`)).rows[0]?.count);
}
await client.end();
process.stdout.write(
  `${JSON.stringify({ seconds: Math.round((performance.now() - started) / 1000), ...counts })}\n`,
);
