/**
 * How long each console report takes on a database filled to scale (bench/seed-scale.ts: 25,000 loans paid
 * out over the last twelve months with their ledgers): the report's own service, in this process, timed
 * from the first query to the last figure, three times each (the first warms PostgreSQL's cache and the
 * process's JIT), with this process's CPU time (reading the rows, replaying, counting; PostgreSQL's own is
 * not in it) and the load average. Prints one JSON line per report; bench/README.md ("Reports at scale")
 * keeps the figures.
 *
 *   node --import tsx bench/reports-scale.ts postgres://…/bench_scale
 */
import { loadavg } from 'node:os';
import { addMonthsTo, lastDayOf, monthOf, monthsOf } from '../domain/reports/periods';
import { bookAt, placeOf, placesAt } from '../domain/reports/roll-rates';
import { parseConfig } from '../server/config';
import { ManualClock } from '../server/lib/clock';
import { walkBook } from '../server/modules/operator/reports/book-walk';
import {
  applicationsIn,
  loanBookOn,
  payoutsIn,
  rollRatesIn,
} from '../server/modules/operator/reports/reports-service';
import { businessDateOf } from '../server/modules/servicing/servicing-front-door';
import { createRuntime } from '../server/runtime';

const [url] = process.argv.slice(2);
if (!url?.startsWith('postgres')) {
  process.stderr.write('usage: reports-scale.ts <postgres url>\n');
  process.exit(2);
}
const config = parseConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
});
const runtime = await createRuntime(config);
const deps = { db: runtime.db, clock: new ManualClock(new Date()) };
const to = monthOf(await businessDateOf(deps));

async function timed(name: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  const cpu: number[] = [];
  let figures: unknown;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    const used = process.cpuUsage();
    figures = await run();
    const spent = process.cpuUsage(used);
    times.push(Math.round(performance.now() - started));
    cpu.push(Math.round((spent.user + spent.system) / 1000));
  }
  const load = loadavg()[0]?.toFixed(1);
  process.stdout.write(`${JSON.stringify({ report: name, ms: times, cpuMs: cpu, load, figures })}\n`);
}

await timed('loan-book', async () => {
  const report = await loanBookOn(deps);
  return { total: report.total, byBucket: report.byBucket.map((row) => [row.key, row.loans]) };
});
await timed('roll-rates 6 months', async () => {
  const report = await rollRatesIn(deps, { from: addMonthsTo(to, -5), to });
  return { rows: report.rows.length, loans: report.rows.reduce((sum, row) => sum + row.loans, 0) };
});
await timed('roll-rates 12 months', async () => {
  const report = await rollRatesIn(deps, { from: addMonthsTo(to, -11), to });
  return { rows: report.rows.length, loans: report.rows.reduce((sum, row) => sum + row.loans, 0) };
});
await timed('applications 12 months', async () => {
  const report = await applicationsIn(deps, { from: addMonthsTo(to, -11), to });
  return report.total;
});
await timed('payouts 12 months', async () => {
  const report = await payoutsIn(deps, { from: addMonthsTo(to, -11), to });
  return report.total;
});
// Roll rates read each month end from one replay where the ledger allows (domain/reports/roll-rates.ts
// `placesAt`): at scale, every loan's places are compared with its ledger replayed at each month end.
{
  const started = performance.now();
  const businessDate = await businessDateOf(deps);
  const ends = [...monthsOf(addMonthsTo(to, -12), addMonthsTo(to, -1)).map(lastDayOf), businessDate];
  let loans = 0;
  let differ = 0;
  await walkBook(runtime.db, ['DISBURSED', 'CHARGED_OFF', 'SETTLED'], ({ terms, entries }) => {
    loans += 1;
    const slow = ends.map((end) => {
      const book = bookAt(terms, entries, end);
      return book ? { place: placeOf(book), balance: book.principalOutstanding } : null;
    });
    if (JSON.stringify(placesAt(terms, entries, ends)) !== JSON.stringify(slow)) differ += 1;
  });
  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    `${JSON.stringify({ check: 'placesAt = replay at each month end', loans, ends: ends.length, differ, ms })}\n`,
  );
}
await runtime.database.close();
