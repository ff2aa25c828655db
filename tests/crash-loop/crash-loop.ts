// The crash loop (issue 17): the real server as a child process, killed with SIGKILL at random moments
// while concurrent clients upload photos, apply for loans and report repayments with Idempotency-Keys,
// then restarted on the same data — on PGlite and on a throw-away PostgreSQL database. Afterwards every
// key is sent again with its identical body:
// - an acknowledged key must replay its answer (else it is "lost");
// - an unacknowledged key must end as exactly one effect, answered within STUCK_MS (else "stuck");
// - no key may have two effects ("doubled"), no file may lack its row nor a row its file ("orphans"),
//   and each loan's figures must add up (Σ paid or under review + outstanding = total due).
// `npm test` runs it bounded: 12 kills, six on each database (20 took 157–235 s on this 2-core machine, and
// each kill is one more sample of the same proof; at most 420 s, split between the two databases, before it
// stops and fails for too few kills: a loaded machine spends most of that on set-up and restarts);
// `npm run soak` runs 300 kills for minutes.
// Then, on PostgreSQL, a close of business killed mid-run (issue 33): the server, started outside production so its
// business date may move, is asked to move the date past the loans' second due dates (two payments fallen
// due unpaid: each loan owes an s86B notice) and is SIGKILLed once the run it answers with has closed a
// third of the days; started again, its worker finishes the run, and the same move sent again is refused.
// Every date must then have one finished run, every running loan one progress row and one DPD line per date,
// and every loan one notice, none twice.
// Prints the figures and `N passed, N failed` over its checks; exits 1 on any failure.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { addDays, compareDates, type IsoDate } from '../../domain/loan/dates';
import { startSimulatedBureau } from '../../server/bacs-bureau/simulated-bureau-server';
import { parseConfig } from '../../server/config';
import { startSimulatedAgency } from '../../server/credit-agency/simulated-agency-server';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import {
  cobLoanProgress,
  cobRuns,
  decisions,
  loanBills,
  loanDpdLog,
  loans,
  members,
  notifications,
  repayments,
  sessions,
  statutoryNotices,
  uploads,
} from '../../server/db/schema';
import { hashToken } from '../../server/modules/auth/sessions';
import { eligibleProfile, TEST_USDT_ADDRESS } from '../helpers/loans';
import { freePort, ServerProcess, sleep } from './server-process';

const STUCK_MS = 2000;

// The server runs in production, which needs a credit reference agency: the simulated one, in this process,
// so that it outlives every kill of the server.
const agency = await startSimulatedAgency();
const bureau = await startSimulatedBureau();
agency.unref();

const IN_PROGRESS_MSG = 'This request is still being processed, please wait';

const { values: args } = parseArgs({
  options: {
    kills: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '420' },
    engines: { type: 'string', default: 'pglite,postgres' },
    clients: { type: 'string', default: '6' },
  },
});
const totalKills = Number(args.kills);
const budgetMs = Number(args.seconds) * 1000;
const clients = Number(args.clients);
const adminUrl = process.env.CRASH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Answer {
  status: number;
  body: { code: string; msg: string; data: Record<string, unknown> | null };
  replayed: boolean;
}

interface Op {
  kind: 'upload' | 'apply' | 'repay';
  key: string;
  send: () => Promise<Answer>;
  acked: Answer | null;
  final?: Answer;
  /** The applicant, for an application. */
  memberId?: number;
}

interface Actor {
  id: number;
  token: string;
}

interface EngineReport {
  engine: string;
  kills: number;
  acknowledged: number;
  unacknowledged: number;
  lost: number;
  doubled: number;
  stuck: number;
  refused: number;
  orphans: number;
  invariantBreaks: number;
  restartMs: number[];
  /** The close of business killed mid-run: what it closed, and every break of its invariants. */
  cob: { dates: number; loanDays: number; notices: number; killedIn: string; breaks: number } | null;
  /** Seconds spent setting up, in the kill loop, re-sending every key, and checking. */
  phases: Record<string, number>;
  notes: string[];
}

// ─── one engine ────────────────────────────────────────────────────────────────────────────────────────

async function runEngine(
  engine: 'pglite' | 'postgres',
  kills: number,
  deadline: number,
): Promise<EngineReport> {
  const report: EngineReport = {
    engine,
    kills: 0,
    acknowledged: 0,
    unacknowledged: 0,
    lost: 0,
    doubled: 0,
    stuck: 0,
    refused: 0,
    orphans: 0,
    invariantBreaks: 0,
    restartMs: [],
    cob: null,
    phases: {},
    notes: [],
  };
  let phaseStarted = Date.now();
  const phase = (name: string) => {
    report.phases[name] = Math.round((Date.now() - phaseStarted) / 100) / 10;
    phaseStarted = Date.now();
  };
  const dataDir = await mkdtemp(path.join(tmpdir(), `quayside-crash-${engine}-`));
  let databaseName: string | null = null;
  let server: ServerProcess | null = null;
  cleanups.push(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
    if (databaseName) await dropDatabase(databaseName);
  });
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    CREDIT_REFERENCE_URL: agency.url,
    BACS_BUREAU_URL: bureau.url,
    // One copy owns this DATA_DIR: the grace that protects other copies' files in flight is not needed,
    // and the start after the last kill must take that kill's orphans, as PGlite's does. With a second of
    // grace, a `.partial` written in the last second before the kill outlived a restart that swept in under
    // a second (seen once on PostgreSQL): no grace, as on PGlite.
    ORPHAN_GRACE_SECONDS: '0',
  };
  if (engine === 'postgres') {
    databaseName = `quayside_crash_${randomBytes(5).toString('hex')}`;
    env.DATABASE_URL = await createDatabase(databaseName);
  }

  // Members and sessions straight into the database, before the server owns it (PGlite: one process).
  const setup = await openEngine(env);
  await setup.migrate();
  const config = parseConfig({ ...env, SESSION_IDLE_MINUTES: '600' });
  // In bulk: one statement per kind, so that setting up costs the same however many members a run needs.
  const makeActors = async (count: number, role: 'borrower' | 'operator', profile: boolean) => {
    const rows = await setup.db
      .insert(members)
      .values(
        Array.from({ length: count }, () => ({
          email: `crash-${randomBytes(8).toString('hex')}@quayside.example`,
          passwordHash: 'not-a-hash',
          role,
          ...(profile
            ? {
                base: eligibleProfile.base,
                contactAddress: eligibleProfile.contactAddress,
                employment: eligibleProfile.employment,
                // Confirmed by an operator beforehand: the payout waits for the identity check.
                kycStatus: 'VERIFIED' as const,
              }
            : {}),
        })),
      )
      .returning({ id: members.id });
    const now = new Date();
    const expiresAt = new Date(now.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000);
    const actors = rows.map((row) => ({ id: row.id, token: randomBytes(32).toString('base64url') }));
    await setup.db.insert(sessions).values(
      actors.map((actor) => ({
        memberId: actor.id,
        tokenHash: hashToken(actor.token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
      })),
    );
    return actors;
  };
  const scale = Math.max(1, Math.ceil(kills / 10));
  const [operator] = await makeActors(1, 'operator', false);
  // Enough members that the per-member upload limit (30 in 10 minutes) never answers a retry instead.
  const uploaders = await makeActors(24 * scale, 'borrower', false);
  // One application per applicant (one may be in flight at a time); a few per kill are sent.
  const applicants = await makeActors(20 + 8 * kills, 'borrower', true);
  // Each client reports about one bill per kill; a loan has 12.
  const repayers = await makeActors(clients * scale, 'borrower', true);
  await setup.close();

  server = new ServerProcess({ ...env, SESSION_IDLE_MINUTES: '600' }, await freePort());
  await server.start();
  const api = client(server.baseUrl);

  // One disbursed loan per client, driven through the API as a borrower and an operator would.
  const bills: { billId: number; repayer: Actor }[][] = Array.from({ length: clients }, () => []);
  const loanIds: number[] = [];
  for (const [index, repayer] of repayers.entries()) {
    const loanId = await disburse(api, repayer, operator!);
    loanIds.push(loanId);
    const listed = await api.json('GET', `/api/loan/${loanId}/bills`, repayer);
    const list = (listed.body.data as { list?: { billId: number }[] } | null)?.list ?? [];
    bills[index % clients]!.push(...list.map((bill) => ({ billId: bill.billId, repayer })));
  }

  phase('setup');
  // The loop: clients work while the server is up; it is killed at a random moment and started again.
  const ops: Op[] = [];
  const answered = () => ops.reduce((count, op) => count + (op.acked ? 1 : 0), 0);
  let up = true;
  let stopping = false;
  const workers = Array.from({ length: clients }, (_, index) =>
    work(index, {
      api,
      ops,
      isUp: () => up,
      isStopping: () => stopping,
      uploaders,
      applicants,
      bills: bills[index]!,
    }),
  );
  for (let cycle = 0; cycle < kills && Date.now() < deadline; cycle += 1) {
    // A random moment with work in flight: after a random number of answers since the start (so that
    // acknowledged keys accumulate however slow the machine is), then a random few milliseconds more.
    const answeredBefore = answered();
    const wanted = Math.floor(Math.random() * 12);
    const waitUntil = Date.now() + 8000;
    while (answered() - answeredBefore < wanted && Date.now() < waitUntil) await sleep(5);
    await sleep(Math.random() * 250);
    up = false;
    await server.kill();
    report.kills += 1;
    report.restartMs.push(await server.start());
    up = true;
    process.stdout.write(
      `${engine}: kill ${report.kills}/${kills}, back in ${report.restartMs.at(-1)} ms, ${answered()} answers so far\n`,
    );
  }
  stopping = true;
  await Promise.all(workers);
  phase('loop');

  // Every key again, with its identical body.
  // Acknowledged keys four at a time; unacknowledged ones one at a time, since their latency is measured
  // and a queue behind other retries (PGlite runs one transaction at a time) would be counted against them.
  const resend = async (op: Op) => {
    const started = Date.now();
    let answer: Answer | null = null;
    try {
      answer = await op.send();
    } catch {
      answer = null;
    }
    const ms = Date.now() - started;
    if (op.acked) {
      report.acknowledged += 1;
      if (!answer?.replayed || !sameAnswer(answer, op.acked)) {
        report.lost += 1;
        report.notes.push(
          `lost ${op.kind} ${op.key}: acknowledged ${op.acked.status}, now ${summarise(answer)}`,
        );
      }
      op.final = op.acked;
      return;
    }
    report.unacknowledged += 1;
    if (!answer || answer.status >= 500 || answer.body.msg === IN_PROGRESS_MSG || ms > STUCK_MS) {
      report.stuck += 1;
      report.notes.push(`stuck ${op.kind} ${op.key}: ${summarise(answer)} after ${ms} ms`);
      return;
    }
    const again = await op.send().catch(() => null);
    if (!again?.replayed || !sameAnswer(again, answer)) {
      report.lost += 1;
      report.notes.push(`unstable ${op.kind} ${op.key}: ${summarise(answer)} then ${summarise(again)}`);
    }
    op.final = answer;
  };
  await mapLimit(
    ops.filter((op) => op.acked),
    4,
    resend,
  );
  await mapLimit(
    ops.filter((op) => !op.acked),
    1,
    resend,
  );
  for (const op of ops) {
    if (op.final && op.final.status !== 200) {
      report.refused += 1;
      report.notes.push(`refused ${op.kind} ${op.key}: ${summarise(op.final)}`);
    }
  }
  phase('retries');
  await server.stop();
  server = null;

  // What the database and the disk hold now.
  const check = await openEngine(env);
  try {
    await checkEffects(check, ops, report);
    await checkFiles(check, dataDir, report);
    await checkLoans(check, loanIds, report);
  } finally {
    await check.close();
  }
  phase('checks');

  // The close of business, killed while it runs (issue 33) — on PostgreSQL, where money records belong
  // (DESIGN §1). The embedded PGlite has one connection: while the run holds it, the progress the phase
  // watches cannot be read, so the kill cannot be placed mid-run; its resumption is pinned there by the API
  // tests' fault points instead (server/modules/servicing/cob.test.ts).
  if (engine === 'postgres') {
    server = new ServerProcess({ ...env, ...cobEnv }, await freePort());
    report.cob = await closeOfBusinessKilled(env, server, operator!, loanIds, report);
    server = null;
    phase('cob');
  }
  return report;
}

/**
 * The server of the close-of-business phase: outside production (so the business date may move), and the
 * per-client pace lifted, since the phase watches the run through the API every few milliseconds.
 */
const cobEnv = { NODE_ENV: 'test', SESSION_IDLE_MINUTES: '600', API_RATE_PER_MINUTE: '100000000' };

/**
 * Moves the business date past every loan's second due date and kills the server in the middle of the
 * close of business that move runs, then lets a new start finish it, and checks what it left.
 */
async function closeOfBusinessKilled(
  env: Record<string, string>,
  server: ServerProcess,
  operator: Actor,
  loanIds: number[],
  report: EngineReport,
): Promise<NonNullable<EngineReport['cob']>> {
  const result = { dates: 0, loanDays: 0, notices: 0, killedIn: '', breaks: 0 };
  const fail = (note: string) => {
    result.breaks += 1;
    report.notes.push(`cob: ${note}`);
  };
  // Two instalments fallen due unpaid on every loan (none of the repayments reported was confirmed).
  const before = await openEngine(env);
  const second = await before.db
    .select({ dueDate: loanBills.dueDate })
    .from(loanBills)
    .where(and(inArray(loanBills.loanId, loanIds), eq(loanBills.period, 2)));
  await before.close();
  const target = addDays(
    second
      .map((row) => row.dueDate as IsoDate)
      .sort(compareDates)
      .at(-1)!,
    3,
  );

  type DateView = {
    businessDate: IsoDate;
    lastCob: { businessDate: IsoDate; finishedAt: string | null } | null;
  };
  const api = client(server.baseUrl);
  const dateView = async () => {
    const answer = await api.json('GET', '/api/operator/business-date', operator);
    if (answer.status !== 200) throw new Error(`business date: ${summarise(answer)}`);
    return answer.body.data as unknown as DateView;
  };
  await server.start();
  const today = (await dateView()).businessDate;
  const killFrom = addDays(today, Math.floor(Math.abs(daysFrom(today, target)) / 3));
  const move = api.json('POST', '/api/operator/business-date', operator, { date: target }).catch(() => null);
  // Killed once the run in hand is a third of the way through the days: seen through the API, not timed.
  const until = Date.now() + 60_000;
  for (;;) {
    const view = await dateView().catch(() => null);
    const date = view?.lastCob?.businessDate;
    if (date && compareDates(date, killFrom) >= 0) break;
    if (Date.now() > until) {
      fail(`the close of business never reached ${killFrom} (last seen ${date ?? 'none'})`);
      break;
    }
    await sleep(10);
  }
  await server.kill();
  // The kill cuts the move's connection: an answer means the move had ended first.
  if ((await move)?.status === 200) fail('the move had finished before the kill');
  const atKill = await openEngine(env);
  try {
    const runs = await atKill.db.select().from(cobRuns);
    const open = runs.find((run) => run.finishedAt === null);
    const last = runs
      .map((run) => run.businessDate as IsoDate)
      .sort(compareDates)
      .at(-1);
    if (!open && last === addDays(target, -1)) fail('the kill came after the close of business ended');
    if (open) {
      const done = await atKill.db
        .select({ loanId: cobLoanProgress.loanId })
        .from(cobLoanProgress)
        .where(eq(cobLoanProgress.businessDate, open.businessDate));
      result.killedIn = `${open.businessDate} (${done.length} of ${loanIds.length} loans done)`;
    } else {
      result.killedIn = `between runs, after ${last}`;
    }
  } finally {
    await atKill.close();
  }

  // Started again: its worker (checking every second) resumes the run and closes every date left.
  const resumed = new ServerProcess({ ...env, ...cobEnv, COB_CHECK_INTERVAL_SECONDS: '1' }, server.port);
  cleanups.push(() => resumed.kill());
  report.restartMs.push(await resumed.start());
  const resumedApi = client(resumed.baseUrl);
  const finishedBy = Date.now() + 90_000;
  for (;;) {
    const view = (await resumedApi.json('GET', '/api/operator/business-date', operator)).body
      .data as unknown as DateView;
    if (view.lastCob?.businessDate === addDays(target, -1) && view.lastCob.finishedAt) break;
    if (Date.now() > finishedBy) {
      fail(`the close of business was not finished 90 s after the restart: ${JSON.stringify(view.lastCob)}`);
      break;
    }
    await sleep(50);
  }
  // The same move again: the date is there already, so it is refused and closes nothing more.
  const again = await resumedApi.json('POST', '/api/operator/business-date', operator, { date: target });
  if (again.status === 200) fail(`the same move sent again was done again: ${summarise(again)}`);
  await resumed.stop();

  const check = await openEngine(env);
  try {
    const runs = await check.db.select().from(cobRuns);
    const dates = runs.map((run) => run.businessDate as IsoDate).sort(compareDates);
    result.dates = dates.length;
    for (const run of runs) if (!run.finishedAt) fail(`the run of ${run.businessDate} never finished`);
    for (let index = 1; index < dates.length; index += 1) {
      if (dates[index] !== addDays(dates[index - 1]!, 1))
        fail(`no run between ${dates[index - 1]} and ${dates[index]}`);
    }
    if (dates.at(-1) !== addDays(target, -1))
      fail(`the last date closed is ${dates.at(-1)}, not the day before ${target}`);
    const running = await check.db
      .select({ id: loans.id, memberId: loans.memberId, disbursedOn: loans.disbursedOn })
      .from(loans)
      .where(inArray(loans.id, loanIds));
    const progress = await check.db
      .select()
      .from(cobLoanProgress)
      .where(inArray(cobLoanProgress.loanId, loanIds));
    const dpd = await check.db.select().from(loanDpdLog).where(inArray(loanDpdLog.loanId, loanIds));
    const count = (rows: { loanId: number; businessDate: string }[]) => {
      const counts = new Map<string, number>();
      for (const row of rows) {
        const key = `${row.loanId}@${row.businessDate}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    };
    const progressCounts = count(progress);
    const dpdCounts = count(dpd);
    for (const loan of running) {
      for (const date of dates) {
        if (!loan.disbursedOn || compareDates(date, loan.disbursedOn as IsoDate) < 0) continue;
        const key = `${loan.id}@${date}`;
        result.loanDays += 1;
        if (progressCounts.get(key) !== 1)
          fail(`loan ${loan.id} has ${progressCounts.get(key) ?? 0} progress rows for ${date}`);
        if (dpdCounts.get(key) !== 1)
          fail(`loan ${loan.id} has ${dpdCounts.get(key) ?? 0} DPD lines for ${date}`);
      }
    }
    for (const row of progress)
      if (row.outcome !== 'DONE') fail(`loan ${row.loanId} failed on ${row.businessDate}: ${row.error}`);
    for (const run of runs) {
      const done = progress.filter((row) => row.businessDate === run.businessDate).length;
      if (run.loansDone !== done)
        fail(`the run of ${run.businessDate} counts ${run.loansDone} loans for ${done} rows`);
    }
    const notices = await check.db
      .select({ loanId: statutoryNotices.loanId, businessDate: statutoryNotices.businessDate })
      .from(statutoryNotices)
      .where(and(inArray(statutoryNotices.loanId, loanIds), eq(statutoryNotices.kind, 'ARREARS_S86B')));
    result.notices = notices.length;
    const told = await check.db
      .select({ memberId: notifications.memberId })
      .from(notifications)
      .where(
        and(
          inArray(
            notifications.memberId,
            running.map((loan) => loan.memberId),
          ),
          eq(notifications.titleKey, 'notify.notice.arrears.title'),
        ),
      );
    for (const loan of running) {
      const raised = notices.filter((notice) => notice.loanId === loan.id);
      if (raised.length !== 1) {
        fail(
          `loan ${loan.id} has ${raised.length} s86B notices (${raised.map((n) => n.businessDate).join(', ')})`,
        );
      }
      const messages = told.filter((row) => row.memberId === loan.memberId).length;
      if (messages !== raised.length)
        fail(`loan ${loan.id}: ${messages} notice messages for ${raised.length} notices`);
    }
  } finally {
    await check.close();
  }
  return result;
}

function daysFrom(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function openEngine(env: Record<string, string>): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL, poolSize: 2 })
    : openDatabase({ dataDir: path.join(env.DATA_DIR!, 'pglite'), fsync: true });
}

// ─── the clients ───────────────────────────────────────────────────────────────────────────────────────

interface WorkContext {
  api: ReturnType<typeof client>;
  ops: Op[];
  isUp: () => boolean;
  isStopping: () => boolean;
  uploaders: Actor[];
  applicants: Actor[];
  bills: { billId: number; repayer: Actor }[];
}

async function work(index: number, context: WorkContext): Promise<void> {
  const { api, ops } = context;
  let turn = index;
  while (!context.isStopping()) {
    if (!context.isUp()) {
      await sleep(20);
      continue;
    }
    turn += 1;
    const roll = Math.random();
    if (roll < 0.3 && context.bills.length > 0) {
      // A repayment: its voucher first (an upload with its own key), then the report of one bill.
      const bill = context.bills[0]!;
      const voucher = uploadOp(api, bill.repayer, await randomPng());
      ops.push(voucher);
      await attempt(voucher);
      const voucherId = voucher.acked?.status === 200 ? (voucher.acked.body.data?.id as number) : null;
      if (voucherId === null) continue;
      context.bills.shift();
      const repay = keyed('repay', (key) =>
        api.json(
          'POST',
          '/api/repayment/submit',
          bill.repayer,
          { billIds: [bill.billId], voucherUploadId: voucherId },
          key,
        ),
      );
      ops.push(repay);
      await attempt(repay);
    } else if (roll < 0.5 && context.applicants.length > 0) {
      const applicant = context.applicants.pop()!;
      const quote = await api
        .json('POST', '/api/loan/quote', applicant, {
          amount: 1_000_000,
          termMonths: 12,
          method: 'EQUAL_INSTALLMENT',
        })
        .catch(() => null);
      const quoteId = quote?.status === 200 ? (quote.body.data?.quoteId as number) : null;
      if (quoteId === null) {
        context.applicants.push(applicant);
        continue;
      }
      const apply = keyed('apply', (key) =>
        api.json(
          'POST',
          '/api/loan/apply',
          applicant,
          {
            quoteId,
            purpose: 'EDUCATION',
            receivingAddress: TEST_USDT_ADDRESS,
            consentTerms: true,
            consentAgreement: true,
          },
          key,
        ),
      );
      apply.memberId = applicant.id;
      ops.push(apply);
      await attempt(apply);
    } else {
      const uploader = context.uploaders[turn % context.uploaders.length]!;
      const op = uploadOp(api, uploader, await randomPng());
      ops.push(op);
      await attempt(op);
    }
  }
}

/** Sends once; an answer is acknowledged, a cut connection is not. */
async function attempt(op: Op): Promise<void> {
  try {
    op.acked = await op.send();
    if (op.acked.status >= 500) op.acked = null;
  } catch {
    op.acked = null;
  }
}

function keyed(kind: Op['kind'], send: (key: string) => Promise<Answer>): Op {
  const key = randomUUID();
  return { kind, key, send: () => send(key), acked: null };
}

function uploadOp(api: ReturnType<typeof client>, member: Actor, png: Buffer): Op {
  return keyed('upload', (key) => api.upload(member, png, key));
}

async function randomPng(): Promise<Buffer> {
  return sharp(randomBytes(8 * 8 * 3), { raw: { width: 8, height: 8, channels: 3 } })
    .png()
    .toBuffer();
}

function client(baseUrl: string) {
  const read = async (response: Response): Promise<Answer> => ({
    status: response.status,
    body: (await response.json()) as Answer['body'],
    replayed: response.headers.get('idempotent-replayed') === 'true',
  });
  return {
    async json(method: string, url: string, who: Actor, body?: object, key?: string): Promise<Answer> {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          token: who.token,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
      return read(response);
    },
    async upload(who: Actor, png: Buffer, key: string): Promise<Answer> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
      const response = await fetch(`${baseUrl}/api/upload/img`, {
        method: 'POST',
        headers: { token: who.token, 'idempotency-key': key },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      return read(response);
    },
  };
}

async function disburse(api: ReturnType<typeof client>, member: Actor, operator: Actor): Promise<number> {
  const must = (answer: Answer, step: string) => {
    if (answer.status !== 200) throw new Error(`${step} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data ?? {};
  };
  const quote = must(
    await api.json('POST', '/api/loan/quote', member, {
      amount: 1_000_000,
      termMonths: 12,
      method: 'EQUAL_INSTALLMENT',
    }),
    'quote',
  );
  const applied = must(
    await api.json(
      'POST',
      '/api/loan/apply',
      member,
      {
        quoteId: quote.quoteId,
        purpose: 'EDUCATION',
        receivingAddress: TEST_USDT_ADDRESS,
        consentTerms: true,
        consentAgreement: true,
      },
      randomUUID(),
    ),
    'apply',
  );
  const loanId = applied.loanId as number;
  // The credit policy may already have made the offer at submit (£10,000.00 on £42,000.00 a year is a
  // counter-offer); an application it referred waits for the operator.
  if (applied.status === 'PENDING_REVIEW') {
    must(await api.json('POST', `/api/operator/applications/${loanId}/approve`, operator, {}), 'approve');
  }
  const contract = must(await api.json('GET', `/api/loan/${loanId}/contract`, member), 'contract');
  must(
    await api.json(
      'POST',
      `/api/loan/${loanId}/sign`,
      member,
      { fullName: 'Ada Lovelace', versionHash: contract.versionHash },
      randomUUID(),
    ),
    'sign',
  );
  must(await api.json('POST', `/api/operator/loans/${loanId}/disburse`, operator, {}), 'disburse');
  return loanId;
}

// ─── the checks ────────────────────────────────────────────────────────────────────────────────────────

/** One row per answered key, and no row that no key's answer names. */
async function checkEffects(handle: DatabaseHandle, ops: Op[], report: EngineReport): Promise<void> {
  const answered = (kind: Op['kind'], field: string) =>
    new Set(
      ops
        .filter((op) => op.kind === kind && op.final?.status === 200)
        .map((op) => op.final!.body.data?.[field] as number),
    );
  const uploadIds = answered('upload', 'id');
  const loanIds = answered('apply', 'loanId');
  const repaymentIds = answered('repay', 'repaymentId');
  const db = handle.db;

  const uploadRows = await db.select({ id: uploads.id }).from(uploads);
  compare(
    'upload',
    uploadRows.map((row) => row.id),
    uploadIds,
    report,
  );

  // Applicants are members with exactly one keyed apply each; the disbursed loans came before the loop.
  const applicantIds = [
    ...new Set(ops.flatMap((op) => (op.kind === 'apply' && op.memberId !== undefined ? [op.memberId] : []))),
  ];
  const loanRows = applicantIds.length
    ? await db.select({ id: loans.id }).from(loans).where(inArray(loans.memberId, applicantIds))
    : [];
  compare(
    'apply',
    loanRows.map((row) => row.id),
    loanIds,
    report,
  );
  // Each application was decided exactly once, however often its key was replayed across the kills.
  const decided = loanRows.length
    ? await db
        .select({ loanId: decisions.loanId })
        .from(decisions)
        .where(
          inArray(
            decisions.loanId,
            loanRows.map((row) => row.id),
          ),
        )
    : [];
  const decisionsPerLoan = new Map<number, number>();
  for (const row of decided) decisionsPerLoan.set(row.loanId, (decisionsPerLoan.get(row.loanId) ?? 0) + 1);
  for (const row of loanRows) {
    const count = decisionsPerLoan.get(row.id) ?? 0;
    if (count === 0) {
      report.lost += 1;
      report.notes.push(`lost decision: application ${row.id} was never decided`);
    } else if (count > 1) {
      report.doubled += 1;
      report.notes.push(`doubled decision: application ${row.id} was decided ${count} times`);
    }
  }

  const repaymentRows = await db.select({ id: repayments.id }).from(repayments);
  compare(
    'repay',
    repaymentRows.map((row) => row.id),
    repaymentIds,
    report,
  );
}

function compare(kind: string, rows: number[], answered: Set<number>, report: EngineReport): void {
  const seen = new Set(rows);
  for (const id of answered) {
    if (!seen.has(id)) {
      report.lost += 1;
      report.notes.push(`lost ${kind}: answered id ${id} has no row`);
    }
  }
  for (const id of rows) {
    if (!answered.has(id)) {
      report.doubled += 1;
      report.notes.push(`doubled ${kind}: row ${id} answers no key`);
    }
  }
}

/** Files no row names, `.partial`s, and rows whose file is missing. */
async function checkFiles(handle: DatabaseHandle, dataDir: string, report: EngineReport): Promise<void> {
  const rows = await handle.db.select({ storageKey: uploads.storageKey }).from(uploads);
  const named = new Set(rows.map((row) => row.storageKey));
  const folder = path.join(dataDir, 'uploads');
  const onDisk = new Set<string>();
  if (existsSync(folder)) {
    for (const sub of await readdir(folder)) {
      for (const name of await readdir(path.join(folder, sub))) onDisk.add(`${sub}/${name}`);
    }
  }
  for (const file of onDisk) {
    if (!named.has(file)) {
      report.orphans += 1;
      report.notes.push(`orphan file ${file}`);
    }
  }
  for (const key of named) {
    if (!onDisk.has(key)) {
      report.orphans += 1;
      report.notes.push(`row names a missing file ${key}`);
    }
  }
}

/** Per loan: Σ repaid or under review + outstanding = total due, and one repayment per bill under review. */
async function checkLoans(handle: DatabaseHandle, loanIds: number[], report: EngineReport): Promise<void> {
  for (const loanId of loanIds) {
    const bills = await handle.db.select().from(loanBills).where(eq(loanBills.loanId, loanId));
    const paid = await handle.db.select().from(repayments).where(eq(repayments.loanId, loanId));
    const totalDue = bills.reduce((sum, bill) => sum + bill.total, 0);
    const outstanding = bills
      .filter((bill) => bill.status === 'TO_BE_REPAID')
      .reduce((sum, bill) => sum + bill.total, 0);
    const reported = paid
      .filter((row) => row.status === 'PENDING' || row.status === 'CONFIRMED')
      .reduce((sum, row) => sum + row.amount, 0);
    const underReview = bills.filter((bill) => bill.status === 'TO_BE_CONFIRMED').length;
    const pending = paid.filter((row) => row.status === 'PENDING').length;
    if (reported + outstanding !== totalDue || underReview !== pending) {
      report.invariantBreaks += 1;
      report.notes.push(
        `loan ${loanId}: reported ${reported} + outstanding ${outstanding} ≠ total due ${totalDue}, or ${underReview} bills under review for ${pending} repayments`,
      );
    }
  }
}

// ─── helpers ───────────────────────────────────────────────────────────────────────────────────────────

function sameAnswer(a: Answer, b: Answer): boolean {
  return a.status === b.status && JSON.stringify(a.body) === JSON.stringify(b.body);
}

function summarise(answer: Answer | null): string {
  return answer ? `${answer.status} ${answer.body.code} ${answer.body.msg}` : 'no answer';
}

async function mapLimit<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(name: string): Promise<string> {
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
}

async function postgresReachable(): Promise<boolean> {
  try {
    await admin((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

function p99(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> = Promise.resolve();
/** Kills this run's server, removes its folders and drops its database; a second caller waits for the first. */
function cleanUp(): Promise<void> {
  cleaning = cleaning.then(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  });
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

// ─── main ──────────────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<number> {
  const started = Date.now();
  let engines = args.engines
    .split(',')
    .filter((name): name is 'pglite' | 'postgres' => name === 'pglite' || name === 'postgres');
  if (engines.includes('postgres') && !(await postgresReachable())) {
    process.stdout.write(`PostgreSQL at ${adminUrl} does not answer: every kill goes to PGlite\n`);
    engines = engines.filter((engine) => engine !== 'postgres');
  }
  const reports: EngineReport[] = [];
  for (const [index, engine] of engines.entries()) {
    const remaining = engines.length - index;
    const kills = Math.ceil((totalKills - reports.reduce((sum, r) => sum + r.kills, 0)) / remaining);
    // A safety bound, not a schedule: each engine's loop stops at its share of --seconds.
    const deadline = started + (budgetMs * (index + 1)) / engines.length;
    try {
      reports.push(await runEngine(engine, kills, deadline));
    } finally {
      await cleanUp();
    }
  }

  const say = (line: string) => process.stdout.write(`${line}\n`);
  for (const r of reports) {
    say(
      `${r.engine.padEnd(9)} kills ${r.kills}, acknowledged ${r.acknowledged}, unacknowledged ${r.unacknowledged}, ` +
        `lost ${r.lost}, doubled ${r.doubled}, stuck ${r.stuck}, refused ${r.refused}, orphans ${r.orphans}, ` +
        `loan invariant breaks ${r.invariantBreaks}, restart p99 ${p99(r.restartMs)} ms ` +
        `(${Object.entries(r.phases)
          .map(([name, s]) => `${name} ${s} s`)
          .join(', ')})`,
    );
    if (r.cob) {
      say(
        `${''.padEnd(9)} close of business killed in ${r.cob.killedIn}: ${r.cob.dates} dates, ${r.cob.loanDays} loan-days, ${r.cob.notices} s86B notices, breaks ${r.cob.breaks}`,
      );
    }
    for (const note of r.notes.slice(0, 20)) say(`  ${note}`);
  }
  const sum = (field: keyof EngineReport) => reports.reduce((total, r) => total + (r[field] as number), 0);
  const restarts = reports.flatMap((r) => r.restartMs);
  say(
    `total     kills ${sum('kills')}, acknowledged ${sum('acknowledged')}, unacknowledged ${sum('unacknowledged')}, ` +
      `lost ${sum('lost')}, doubled ${sum('doubled')}, stuck ${sum('stuck')}, orphans ${sum('orphans')}, ` +
      `restart p99 ${p99(restarts)} ms, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const checks: [string, boolean][] = [
    [`at least ${Math.min(totalKills, 20)} kills`, sum('kills') >= Math.min(totalKills, 20)],
    ['no acknowledged key lost', sum('lost') === 0],
    ['no key with two effects', sum('doubled') === 0],
    ['no key stuck after a restart', sum('stuck') === 0],
    ['no unexpected refusal', sum('refused') === 0],
    ['no orphan file or row', sum('orphans') === 0],
    ['loan invariants hold', sum('invariantBreaks') === 0],
    [
      'close of business killed mid-run: resumed, one run a date, one row a loan a date, no notice twice',
      reports.every((r) => (r.engine === 'pglite' ? r.cob === null : r.cob !== null && r.cob.breaks === 0)),
    ],
  ];
  for (const [name, passed] of checks) say(`${passed ? '✓' : '✗'} ${name}`);
  const failed = checks.filter(([, passed]) => !passed).length;
  say(`${checks.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    process.stderr.write(`crash loop failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    await cleanUp();
    process.stdout.write('0 passed, 1 failed\n');
    process.exit(1);
  },
);
