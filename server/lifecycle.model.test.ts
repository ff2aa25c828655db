import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeApplicationStatuses, canTransition, type LoanStatus } from '../domain/loan/lifecycle';
import { freshSession, giveProfile, pendingLoan, signOffer } from '../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../tests/helpers/members';
import { createTestApp, type TestContext } from '../tests/helpers/test-app';
import { loanBills, loanEvents, loans, repayments } from './db/schema';
import {
  type OperatorContext,
  operatorApprove,
  operatorConfirmRepayment,
  operatorDisburse,
  operatorRefuseRepayment,
  operatorReject,
} from './modules/operator/operator-service';

/**
 * A model test of the lifecycle: random sequences of borrower and operator actions and time passing, run
 * against the server and against a small reference model of what must have happened. After every command
 * the stored state must equal the model's and no invariant may break.
 */

type BillState = 'TO_BE_REPAID' | 'TO_BE_CONFIRMED' | 'REPAID';

interface Model {
  loanIds: number[];
  status: LoanStatus | null;
  offerExpiresAt: number | null;
  bills: Map<number, BillState>;
  pending: { id: number; billIds: number[] }[];
  totalDue: number;
}

interface Real {
  member: TestMember;
}

let ctx: TestContext;
let dataDir: string;
let operator: OperatorContext;
let voucherCounter = 0;
const reached = { disbursed: 0, confirmed: 0, refused: 0, settled: 0, expired: 0 };

const current = (model: Model) => model.loanIds.at(-1)!;

async function uploadVoucher(member: TestMember): Promise<number> {
  voucherCounter += 1;
  const png = await sharp({
    create: {
      width: 3,
      height: 3,
      channels: 3,
      background: { r: voucherCounter % 256, g: Math.floor(voucherCounter / 256) % 256, b: 201 },
    },
  })
    .png()
    .toBuffer();
  const boundary = '----quayside-model-boundary';
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    headers: { ...member.headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
}

/** The invariants, read from the database after every command. */
async function checkInvariants(model: Model, real: Real): Promise<void> {
  const { db } = ctx.deps;
  const memberLoans = await db.select().from(loans).where(eq(loans.memberId, real.member.id));
  const active = memberLoans.filter((loan) =>
    (activeApplicationStatuses as readonly string[]).includes(loan.status),
  );
  expect(active.length).toBeLessThanOrEqual(1);
  expect(memberLoans.map((loan) => loan.id).sort()).toEqual([...model.loanIds].sort());

  for (const loan of memberLoans) {
    // States only move along the table, as a chain from DRAFT to the stored status.
    const events = await db
      .select()
      .from(loanEvents)
      .where(eq(loanEvents.loanId, loan.id))
      .orderBy(asc(loanEvents.id));
    let at: LoanStatus = 'DRAFT';
    for (const event of events) {
      expect(event.fromStatus).toBe(at);
      expect(canTransition(event.fromStatus, event.toStatus)).toBe(true);
      at = event.toStatus;
    }
    expect(at).toBe(loan.status);
  }
  if (model.loanIds.length === 0) return;
  const loan = memberLoans.find((row) => row.id === current(model))!;
  expect(loan.status).toBe(model.status);

  const bills = await db.select().from(loanBills).where(eq(loanBills.loanId, loan.id));
  expect(new Map(bills.map((bill) => [bill.id, bill.status]))).toEqual(model.bills);
  const rows = await db.select().from(repayments).where(eq(repayments.loanId, loan.id));
  const confirmed = rows.filter((row) => row.status === 'CONFIRMED');
  // No bill repaid twice: each REPAID bill is in exactly one confirmed repayment, and no other bill is.
  const confirmedBills = confirmed.flatMap((row) => row.billIds);
  expect(new Set(confirmedBills).size).toBe(confirmedBills.length);
  expect([...confirmedBills].sort()).toEqual(
    bills
      .filter((bill) => bill.status === 'REPAID')
      .map((bill) => bill.id)
      .sort(),
  );
  // Σ confirmed + outstanding = total due: bill principal and interest, plus whatever overdue interest the
  // confirmed repayments carried on top of their bills.
  const totalOf = (ids: number[]) =>
    bills.filter((bill) => ids.includes(bill.id)).reduce((sum, bill) => sum + bill.total, 0);
  const overdueCharged = confirmed.reduce((sum, row) => sum + (row.amount - totalOf(row.billIds)), 0);
  confirmed.forEach((row) => {
    expect(row.amount).toBeGreaterThanOrEqual(totalOf(row.billIds));
  });
  const paid = confirmed.reduce((sum, row) => sum + row.amount, 0);
  const outstanding = bills
    .filter((bill) => bill.status !== 'REPAID')
    .reduce((sum, bill) => sum + bill.total, 0);
  expect(paid + outstanding).toBe(model.totalDue + overdueCharged);
}

class Apply implements fc.AsyncCommand<Model, Real> {
  check = (model: Model) => model.status === null || model.status === 'REJECTED';
  async run(model: Model, real: Real) {
    const loanId = await pendingLoan(ctx, real.member, {
      amount: 300_000,
      termMonths: 12,
      method: 'EQUAL_INSTALLMENT',
    });
    Object.assign(model, {
      status: 'PENDING_REVIEW',
      offerExpiresAt: null,
      bills: new Map(),
      pending: [],
      totalDue: 0,
    });
    model.loanIds.push(loanId);
    await checkInvariants(model, real);
  }
  toString = () => 'apply';
}

class Approve implements fc.AsyncCommand<Model, Real> {
  check = (model: Model) => model.status === 'PENDING_REVIEW';
  async run(model: Model, real: Real) {
    const result = await operatorApprove(operator, { loanId: current(model), amount: 250_000 });
    expect(result.status).toBe('APPROVED');
    model.status = 'APPROVED';
    model.offerExpiresAt = Date.parse(result.offer.expiresAt);
    await checkInvariants(model, real);
  }
  toString = () => 'approve';
}

class Reject implements fc.AsyncCommand<Model, Real> {
  check = (model: Model) => model.status === 'PENDING_REVIEW';
  async run(model: Model, real: Real) {
    await operatorReject(operator, { loanId: current(model), reason: 'Affordability' });
    model.status = 'REJECTED';
    await checkInvariants(model, real);
  }
  toString = () => 'reject';
}

class Sign implements fc.AsyncCommand<Model, Real> {
  check = (model: Model) => model.status === 'APPROVED';
  async run(model: Model, real: Real) {
    if (ctx.clock.now().getTime() >= model.offerExpiresAt!) {
      // The offer lapsed while time passed: reading it moves it to EXPIRED, and there is nothing to sign.
      const contract = await ctx.app.inject({
        method: 'GET',
        url: `/api/loan/${current(model)}/contract`,
        headers: real.member.headers(),
      });
      expect(contract.json()).toMatchObject({ code: 'C409' });
      model.status = 'EXPIRED';
      reached.expired += 1;
    } else {
      const response = await signOffer(ctx, real.member, current(model));
      expect(response.json()).toMatchObject({ code: '0', data: { status: 'SIGNED' } });
      model.status = 'SIGNED';
    }
    await checkInvariants(model, real);
  }
  toString = () => 'sign';
}

class Disburse implements fc.AsyncCommand<Model, Real> {
  check = (model: Model) => model.status === 'SIGNED';
  async run(model: Model, real: Real) {
    await operatorDisburse(operator, { loanId: current(model) });
    const bills = await ctx.deps.db
      .select()
      .from(loanBills)
      .where(eq(loanBills.loanId, current(model)));
    model.status = 'DISBURSED';
    model.bills = new Map(bills.map((bill) => [bill.id, 'TO_BE_REPAID' as BillState]));
    model.totalDue = bills.reduce((sum, bill) => sum + bill.total, 0);
    reached.disbursed += 1;
    await checkInvariants(model, real);
  }
  toString = () => 'disburse';
}

class Repay implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly count: number,
  ) {}
  check = (model: Model) =>
    model.status === 'DISBURSED' && [...model.bills.values()].some((state) => state === 'TO_BE_REPAID');
  async run(model: Model, real: Real) {
    const open = [...model.bills].filter(([, state]) => state === 'TO_BE_REPAID').map(([id]) => id);
    const start = this.pick % open.length;
    const chosen = open.slice(start, start + this.count);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/repayment/submit',
      headers: { ...real.member.headers(), 'idempotency-key': randomUUID() },
      payload: { billIds: chosen, voucherUploadId: await uploadVoucher(real.member) },
    });
    expect(response.json()).toMatchObject({ code: '0', data: { status: 'PENDING' } });
    for (const id of chosen) model.bills.set(id, 'TO_BE_CONFIRMED');
    model.pending.push({ id: response.json().data.repaymentId, billIds: chosen });
    await checkInvariants(model, real);
  }
  toString = () => `repay(${this.pick},${this.count})`;
}

class Decide implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly confirm: boolean,
    readonly pick: number,
  ) {}
  check = (model: Model) => model.status === 'DISBURSED' && model.pending.length > 0;
  async run(model: Model, real: Real) {
    const [repayment] = model.pending.splice(this.pick % model.pending.length, 1);
    if (this.confirm) {
      const result = await operatorConfirmRepayment(operator, { repaymentId: repayment!.id });
      for (const id of repayment!.billIds) model.bills.set(id, 'REPAID');
      const all = [...model.bills.values()].every((state) => state === 'REPAID');
      expect(result.loanSettled).toBe(all);
      if (all) {
        model.status = 'SETTLED';
        reached.settled += 1;
      }
      reached.confirmed += 1;
    } else {
      await operatorRefuseRepayment(operator, { repaymentId: repayment!.id, reason: 'Not received' });
      for (const id of repayment!.billIds) model.bills.set(id, 'TO_BE_REPAID');
      reached.refused += 1;
    }
    // A decided repayment cannot be decided again.
    await expect(operatorConfirmRepayment(operator, { repaymentId: repayment!.id })).rejects.toMatchObject({
      code: 'C409',
    });
    await checkInvariants(model, real);
  }
  toString = () => `${this.confirm ? 'confirm' : 'refuse'}(${this.pick})`;
}

class TimePasses implements fc.AsyncCommand<Model, Real> {
  constructor(readonly days: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    ctx.clock.advanceDays(this.days);
    // Sessions end after 30 idle minutes; the borrower signs in again.
    real.member = await freshSession(ctx, real.member);
    await checkInvariants(model, real);
  }
  toString = () => `time(+${this.days}d)`;
}

const commands = [
  fc.constant(new Apply()),
  fc.constant(new Approve()),
  fc.constant(new Approve()),
  fc.constant(new Reject()),
  fc.constant(new Sign()),
  fc.constant(new Sign()),
  fc.constant(new Disburse()),
  fc.constant(new Disburse()),
  fc.tuple(fc.nat(20), fc.integer({ min: 1, max: 12 })).map(([pick, count]) => new Repay(pick, count)),
  fc.tuple(fc.nat(20), fc.integer({ min: 1, max: 12 })).map(([pick, count]) => new Repay(pick, count)),
  fc.nat(5).map((pick) => new Decide(true, pick)),
  fc.nat(5).map((pick) => new Decide(true, pick)),
  fc.nat(5).map((pick) => new Decide(false, pick)),
  fc.integer({ min: 1, max: 16 }).map((days) => new TimePasses(days)),
];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-model-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  const ops = await createMemberWithToken(ctx, { role: 'operator' });
  operator = { deps: ctx.deps, operatorId: ops.id, requestId: 'model-test' };
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('lifecycle model', () => {
  it('random sequences of actions and time never break an invariant', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        // Up to 60 drawn, of which only those valid in the model's state run (typically a handful per run).
        fc.commands(commands, { maxCommands: 60, size: '+1' }),
        async (cmds) => {
          // A fresh borrower per run: every run starts from "no application" without resetting the database.
          const member = await createMemberWithToken(ctx);
          await giveProfile(ctx, member);
          const model: Model = {
            loanIds: [],
            status: null,
            offerExpiresAt: null,
            bills: new Map(),
            pending: [],
            totalDue: 0,
          };
          await fc.asyncModelRun(() => ({ model, real: { member } }), cmds);
        },
      ),
      { seed: 20260302, numRuns: 200 },
    );
    // The sequences did reach the interesting states, so the invariants were checked where they matter.
    expect(reached.disbursed).toBeGreaterThan(30);
    expect(reached.confirmed).toBeGreaterThan(30);
    expect(reached.refused).toBeGreaterThan(10);
    expect(reached.settled).toBeGreaterThan(0);
    expect(reached.expired).toBeGreaterThan(0);
  });
});
