import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDate } from '../domain/loan/brand-date';
import { addDays, addMonths, compareDates, daysBetween, type IsoDate } from '../domain/loan/dates';
import { dayText } from '../domain/loan/day-text';
import {
  activeApplicationStatuses,
  type BillKind,
  type BillStatus,
  canTransition,
  type LoanStatus,
  owedBillStatuses,
} from '../domain/loan/lifecycle';
import { generateSchedule } from '../domain/loan/schedule';
import { type WithdrawalCredit, withdrawalBalance, withdrawalDue } from '../domain/loan/settlement';
import type { LoanBook } from '../domain/servicing/book';
import type { LedgerEntry } from '../domain/servicing/ledger-entries';
import { replayLoan } from '../domain/servicing/replay';
import type { ServicingLine } from '../domain/servicing/servicing-terms';
import {
  applyBody,
  disbursedLoan,
  freshSession,
  giveProfile,
  referEveryApplication,
  signOffer,
  uploadVoucher,
  verifyIdentity,
} from '../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../tests/helpers/members';
import { createTestApp, type TestContext } from '../tests/helpers/test-app';
import { loanBillEvents, loanBills, loanEvents, loans, notifications, repayments } from './db/schema';
import { setConfigValue } from './modules/config/config-service';
import {
  type OperatorContext,
  operatorApprove,
  operatorConfirmRepayment,
  operatorDisburse,
  operatorRefuseRepayment,
  operatorReject,
} from './modules/operator/operator-service';

/**
 * A model test of the lifecycle: random sequences of borrower and operator actions, illegal actions and
 * time passing, run against the server and against a small reference model of what must have happened.
 * The model computes every figure itself from the domain's maths (the schedule at disbursement, overdue
 * interest, the withdrawal payoff) and the dates it has seen — never from the database. Once the money is
 * out, a confirmed voucher is a payment of what it asked, dated the day it was sent, and what it pays is what
 * the model's own ledger replayed by domain/servicing says (oldest bill first; credit held covers the next
 * bills whole or waits) — not the bills it named. After every
 * command the stored state must equal the model's and no invariant may break. An illegal command must be
 * refused with its code and message and change nothing at all.
 */

const APPLIED = 300_000;
const OFFERED = 250_000;
const RATE = '0.12';
const OVERDUE_RATE = '0.24';
const TERM_MONTHS = 12;
const OFFER_DAYS = 14;
const WITHDRAWAL_DAYS = 14;
const WITHDRAWAL_REPAY_DAYS = 30;
const REAPPLY_MONTHS = 3;

interface ModelBill {
  period: number;
  kind: BillKind;
  state: BillStatus;
  dueDate: IsoDate;
  total: number;
}

interface ModelRepayment {
  id: number;
  billIds: number[];
  amount: number;
  day: IsoDate;
}

interface Model {
  /** Every application of the borrower and the state it must be in. */
  statuses: Map<number, LoanStatus>;
  /** The latest application: the one the commands act on. */
  current: number | null;
  offerExpiresAt: number | null;
  signedOn: IsoDate | null;
  disbursedOn: IsoDate | null;
  /** The day the last application ended WITHDRAWN or SETTLED: the 3-month reapply clock. */
  closedOn: IsoDate | null;
  bills: Map<number, ModelBill>;
  pending: ModelRepayment[];
  confirmed: ModelRepayment[];
  /** The schedule the loan is serviced against, from the payout; null before it. */
  schedule: ServicingLine[] | null;
  /** The model's ledger after the PAYOUT: each confirmed voucher on a running loan, as a payment. */
  payments: { on: IsoDate; amount: number }[];
  /**
   * After a withdrawal: what was paid before it and the payoff. Σ confirmed + the payoff still owed equals
   * it plus what paying the payoff late added (`extra`). A running loan is checked against its book instead.
   */
  due: number;
  extra: number;
  withdrawal: { dueDate: IsoDate; credits: WithdrawalCredit[] } | null;
}

interface Real {
  member: TestMember;
  /** One uploaded voucher kept for refused submissions (a refusal never consumes it). */
  spareVoucher: number | null;
}

let ctx: TestContext;
let operator: OperatorContext;
/** Another borrower's running loan: the target of "repay someone else's bill". */
let strangerBillId: number;
const reached = {
  disbursed: 0,
  confirmed: 0,
  refused: 0,
  settled: 0,
  expired: 0,
  restored: 0,
  withdrawnSigned: 0,
  withdrawnDisbursed: 0,
  withdrawnAfterPayment: 0,
  payoffRepaid: 0,
  ledgerPayments: 0,
  /** Illegal commands refused, by kind. */
  illegal: {
    applyWhileActive: 0,
    applyWhileOwing: 0,
    reapplyTooSoon: 0,
    signRefused: 0,
    withdrawTooLate: 0,
    withdrawWhileReviewed: 0,
    repayOthersBill: 0,
    confirmAsBorrower: 0,
  },
};

// The brand's day (Europe/London), computed here rather than with the server's helper.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const today = (): IsoDate => dayFormat.format(ctx.clock.now());

const statusOf = (model: Model): LoanStatus | null =>
  model.current === null ? null : (model.statuses.get(model.current) ?? null);
const lapsed = (model: Model) =>
  statusOf(model) === 'APPROVED' && ctx.clock.now().getTime() >= model.offerExpiresAt!;
/** A read of the application through the borrower's routes moves a lapsed offer to EXPIRED. */
function observeExpiry(model: Model): void {
  if (!lapsed(model)) return;
  model.statuses.set(model.current!, 'EXPIRED');
  // The application ended when the offer ran out, whenever the server first sees it lapsed: the reapply
  // wait counts from the offer's last moment, in the brand's time zone.
  model.closedOn = brandDate(new Date(model.offerExpiresAt!));
  reached.expired += 1;
}
const billsIn = (model: Model, state: BillStatus) =>
  [...model.bills].filter(([, bill]) => bill.state === state).map(([id]) => id);
const withdrawalTerms = (model: Model) => ({
  principal: OFFERED,
  annualRate: RATE,
  drawdownDate: model.disbursedOn!,
  credits: model.withdrawal!.credits,
  dueDate: model.withdrawal!.dueDate,
  overdueRate: OVERDUE_RATE,
});

/** The model's ledger replayed to `asOf`: the PAYOUT, then every voucher confirmed on the running loan. */
function modelBook(model: Model, asOf: IsoDate): LoanBook {
  const entries: LedgerEntry[] = [
    { id: 1, kind: 'PAYOUT', on: model.disbursedOn!, amount: OFFERED },
    ...model.payments.map(
      ({ on, amount }, index): LedgerEntry => ({
        id: index + 2,
        kind: 'PAYMENT',
        on,
        amount,
        channel: 'VOUCHER',
      }),
    ),
  ];
  const terms = { method: 'EQUAL_INSTALLMENT' as const, annualRate: RATE, overdueRate: OVERDUE_RATE };
  return replayLoan({ ...terms, schedule: model.schedule! }, entries, asOf);
}

/**
 * What the model says a repayment of these bills costs today: an instalment what its book says is left
 * of it (the instalment and its overdue interest, less what was paid); the payoff bill by the withdrawal
 * rule.
 */
function priceOf(model: Model, billIds: number[]): number {
  const book = model.schedule ? modelBook(model, today()) : null;
  return billIds.reduce((sum, id) => {
    const bill = model.bills.get(id)!;
    if (bill.kind === 'WITHDRAWAL_PAYOFF')
      return sum + withdrawalDue(withdrawalTerms(model), today()).totalDue;
    const line = book!.bills.find((entry) => entry.period === bill.period)!;
    return sum + line.outstandingTotal;
  }, 0);
}

/**
 * The stored states the model's book gives, as the ledger's bills follow it: paid, or covered whole by
 * credit held before it falls due → REPAID; otherwise owed — still waiting while a voucher other than the
 * one just decided is under review.
 */
function followModelBook(model: Model, book: LoanBook, reviewed: readonly number[]): void {
  const covered = new Set<number>();
  let credit = book.creditHeld;
  for (const line of book.bills) {
    if (line.state !== 'NOT_DUE' || line.outstandingTotal === 0) continue;
    if (line.outstandingTotal > credit) break;
    credit -= line.outstandingTotal;
    covered.add(line.period);
  }
  const byPeriod = new Map(book.bills.map((line) => [line.period, line]));
  for (const [id, bill] of model.bills) {
    if (bill.kind !== 'INSTALMENT' || bill.state === 'CANCELLED') continue;
    const paid = byPeriod.get(bill.period)?.state === 'PAID' || covered.has(bill.period);
    const waiting = bill.state === 'TO_BE_CONFIRMED' && !reviewed.includes(id);
    bill.state = paid ? 'REPAID' : waiting ? 'TO_BE_CONFIRMED' : 'TO_BE_REPAID';
  }
}

function newApplication(model: Model, loanId: number): void {
  model.statuses.set(loanId, 'PENDING_REVIEW');
  Object.assign(model, { current: loanId, ...noLoanYet() });
}

/** What the model knows of an application before any of it has happened (the reapply clock is kept). */
function noLoanYet(): Omit<Model, 'statuses' | 'current' | 'closedOn'> {
  return {
    offerExpiresAt: null,
    signedOn: null,
    disbursedOn: null,
    bills: new Map(),
    pending: [],
    confirmed: [],
    schedule: null,
    payments: [],
    due: 0,
    extra: 0,
    withdrawal: null,
  };
}

/** The invariants, read from the database after every command. */
async function checkInvariants(model: Model, real: Real): Promise<void> {
  const { db } = ctx.deps;
  const memberLoans = await db.select().from(loans).where(eq(loans.memberId, real.member.id));
  const active = memberLoans.filter((loan) =>
    (activeApplicationStatuses as readonly string[]).includes(loan.status),
  );
  expect(active.length).toBeLessThanOrEqual(1);
  expect(new Map(memberLoans.map((loan) => [loan.id, loan.status]))).toEqual(model.statuses);
  if (memberLoans.length === 0) return;

  // Applications only move along the table, as a chain from DRAFT to the stored status.
  const events = await db
    .select()
    .from(loanEvents)
    .where(
      inArray(
        loanEvents.loanId,
        memberLoans.map((loan) => loan.id),
      ),
    )
    .orderBy(asc(loanEvents.id));
  for (const loan of memberLoans) {
    let at: LoanStatus = 'DRAFT';
    for (const event of events.filter((row) => row.loanId === loan.id)) {
      expect(event.fromStatus).toBe(at);
      expect(canTransition(event.fromStatus, event.toStatus)).toBe(true);
      at = event.toStatus;
    }
    expect(at).toBe(loan.status);
  }

  // The current loan's bills are the model's: figures, dates and states.
  const loanId = model.current!;
  const bills = await db.select().from(loanBills).where(eq(loanBills.loanId, loanId));
  expect(
    new Map(
      bills.map((bill) => [
        bill.id,
        {
          period: bill.period,
          kind: bill.kind,
          state: bill.status,
          dueDate: bill.dueDate,
          total: bill.total,
        },
      ]),
    ),
  ).toEqual(model.bills);
  // Bills only move along the bill table, as a chain from their creation to the stored status.
  const billEvents = await db
    .select()
    .from(loanBillEvents)
    .where(eq(loanBillEvents.loanId, loanId))
    .orderBy(asc(loanBillEvents.id));
  for (const bill of bills) {
    let at: BillStatus | null = null;
    for (const event of billEvents.filter((row) => row.billId === bill.id)) {
      expect(event.fromStatus).toBe(at);
      if (at !== null) expect(canTransition(at, event.toStatus, 'bill')).toBe(true);
      at = event.toStatus;
    }
    expect(at).toBe(bill.status);
  }

  // Repayments are the model's, to the penny; no bill is repaid twice.
  const rows = await db.select().from(repayments).where(eq(repayments.loanId, loanId));
  const shape = (list: ModelRepayment[]) =>
    new Map(list.map((row) => [row.id, { amount: row.amount, billIds: row.billIds }]));
  const ofStatus = (status: string) =>
    new Map(
      rows
        .filter((row) => row.status === status)
        .map((row) => [row.id, { amount: row.amount, billIds: row.billIds }]),
    );
  expect(ofStatus('PENDING')).toEqual(shape(model.pending));
  expect(ofStatus('CONFIRMED')).toEqual(shape(model.confirmed));
  // A payoff bill is repaid by one voucher. An instalment may be named by two: on the ledger a voucher is
  // money received and the book decides what it pays, so nothing is paid twice there (checked below).
  const payoffBills = model.confirmed
    .flatMap((row) => row.billIds)
    .filter((id) => model.bills.get(id)?.kind === 'WITHDRAWAL_PAYOFF');
  expect(new Set(payoffBills).size).toBe(payoffBills.length);

  const paid = rows.filter((row) => row.status === 'CONFIRMED').reduce((sum, row) => sum + row.amount, 0);
  const status = model.statuses.get(loanId);
  if (model.schedule && (status === 'DISBURSED' || status === 'SETTLED')) {
    // A running loan's books: every penny confirmed is on the ledger, put on a bill or held, and the
    // borrower's bills are what the model's own replay says, part by part.
    const book = modelBook(model, today());
    expect(book.totals.received).toBe(paid);
    expect(book.totals.allocated + book.creditHeld).toBe(paid);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/bills`,
      headers: real.member.headers(),
    });
    const served = new Map(
      (response.json().data.list as { period: number; state?: string; outstandingTotal?: number }[]).map(
        (bill) => [bill.period, { state: bill.state, outstandingTotal: bill.outstandingTotal }],
      ),
    );
    for (const line of book.bills) {
      // No bill is paid beyond what it asked: paid + left = the instalment and its overdue interest.
      const paidOfLine = line.paid.overdueInterest + line.paid.interest + line.paid.principal;
      expect(paidOfLine + line.outstandingTotal).toBe(line.total + line.overdueInterest);
      const pending = [...model.bills.values()].some(
        (bill) => bill.period === line.period && bill.state === 'TO_BE_CONFIRMED',
      );
      // A bill under review is read as of its voucher's day (its figure stops growing while we review).
      if (pending) continue;
      expect(served.get(line.period)).toEqual({ state: line.state, outstandingTotal: line.outstandingTotal });
    }
  } else if (model.withdrawal || status === 'WITHDRAWN') {
    // After a withdrawal: Σ confirmed + the payoff still owed = paid before it + the payoff + lateness.
    const owed = bills
      .filter((bill) => (owedBillStatuses as readonly string[]).includes(bill.status))
      .reduce((sum, bill) => sum + bill.total, 0);
    expect(paid + owed).toBe(model.due + model.extra);
  } else {
    expect(paid).toBe(0);
  }
}

/** What an illegal command must not change: the borrower's rows and their histories. */
async function snapshot(real: Real) {
  const { db } = ctx.deps;
  const memberId = real.member.id;
  const [loanRows, billRows, repaymentRows, loanEventCount, billEventCount, told] = await Promise.all([
    db
      .select({ id: loans.id, status: loans.status, updatedAt: loans.updatedAt })
      .from(loans)
      .where(eq(loans.memberId, memberId)),
    db
      .select({ id: loanBills.id, status: loanBills.status, submittedAt: loanBills.submittedAt })
      .from(loanBills)
      .where(eq(loanBills.memberId, memberId)),
    db
      .select({ id: repayments.id, status: repayments.status })
      .from(repayments)
      .where(eq(repayments.memberId, memberId)),
    db
      .select({ n: count() })
      .from(loanEvents)
      .innerJoin(loans, eq(loans.id, loanEvents.loanId))
      .where(eq(loans.memberId, memberId)),
    db
      .select({ n: count() })
      .from(loanBillEvents)
      .innerJoin(loanBills, eq(loanBills.id, loanBillEvents.billId))
      .where(eq(loanBills.memberId, memberId)),
    db.select({ n: count() }).from(notifications).where(eq(notifications.memberId, memberId)),
  ]);
  const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);
  return {
    loans: byId(loanRows),
    bills: byId(billRows),
    repayments: byId(repaymentRows),
    counts: [loanEventCount[0]?.n, billEventCount[0]?.n, told[0]?.n],
  };
}

/** Runs an illegal action: refused with this code, HTTP status and English message, and nothing changed. */
async function expectRefused(
  kind: keyof typeof reached.illegal,
  real: Real,
  action: () => Promise<{ statusCode: number; json(): { code: string; msg: string } }>,
  expected: { status: number; code: string; msg: string },
) {
  const before = await snapshot(real);
  const response = await action();
  expect(response.statusCode).toBe(expected.status);
  expect(response.json()).toMatchObject({ code: expected.code, msg: expected.msg });
  expect(await snapshot(real)).toEqual(before);
  reached.illegal[kind] += 1;
}

async function quoteAndApply(real: Real) {
  const quote = await ctx.app.inject({
    method: 'POST',
    url: '/api/loan/quote',
    headers: real.member.headers(),
    payload: { amount: APPLIED, termMonths: TERM_MONTHS, method: 'EQUAL_INSTALLMENT' },
  });
  expect(quote.statusCode).toBe(200);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/loan/apply',
    headers: { ...real.member.headers(), 'idempotency-key': randomUUID() },
    payload: applyBody(quote.json().data.quoteId),
  });
}

async function spareVoucher(real: Real): Promise<number> {
  real.spareVoucher ??= await uploadVoucher(ctx, real.member);
  return real.spareVoucher;
}

type Command = fc.AsyncCommand<Model, Real>;

/**
 * Apply with nothing in flight: accepted; or refused while a withdrawal's payoff is owed, open or under
 * review, whatever the date (docs/decisions/011); or within 3 months of a withdrawal or settlement.
 */
class Apply implements Command {
  check = (model: Model) =>
    lapsed(model) || [null, 'REJECTED', 'EXPIRED', 'WITHDRAWN', 'SETTLED'].includes(statusOf(model));
  async run(model: Model, real: Real) {
    // Applying moves a lapsed offer to EXPIRED first: it is no longer in flight. Read it first so that a
    // refusal below is compared with a database that already holds the expiry (which is not the apply's).
    if (lapsed(model)) {
      await ctx.app.inject({
        method: 'GET',
        url: `/api/loan/${model.current}/detail`,
        headers: real.member.headers(),
      });
    }
    observeExpiry(model);
    const status = statusOf(model);
    const waitUntil = model.closedOn === null ? null : addMonths(model.closedOn, REAPPLY_MONTHS);
    const owesPayoff = [...model.bills.values()].some(
      (bill) =>
        bill.kind === 'WITHDRAWAL_PAYOFF' && (owedBillStatuses as readonly string[]).includes(bill.state),
    );
    if (owesPayoff) {
      await expectRefused('applyWhileOwing', real, () => quoteAndApply(real), {
        status: 409,
        code: 'C409',
        msg: 'You still owe the amount due on a withdrawn loan. A new application is possible once it has been repaid and we have confirmed the payment',
      });
    } else if (
      (status === 'REJECTED' || status === 'EXPIRED' || status === 'WITHDRAWN' || status === 'SETTLED') &&
      compareDates(today(), waitUntil!) < 0
    ) {
      await expectRefused('reapplyTooSoon', real, () => quoteAndApply(real), {
        status: 409,
        code: 'C409',
        msg: `A new application is possible 3 months after the previous one, from ${dayText(waitUntil!, 'en')}`,
      });
    } else {
      const response = await quoteAndApply(real);
      expect(response.json()).toMatchObject({ code: '0', data: { status: 'PENDING_REVIEW' } });
      newApplication(model, response.json().data.loanId);
    }
    await checkInvariants(model, real);
  }
  toString = () => 'apply';
}

/** Illegal: a second application while one is in flight. */
class ApplyWhileActive implements Command {
  check = (model: Model) =>
    !lapsed(model) && ['PENDING_REVIEW', 'APPROVED', 'SIGNED'].includes(statusOf(model) ?? '');
  async run(model: Model, real: Real) {
    await expectRefused('applyWhileActive', real, () => quoteAndApply(real), {
      status: 409,
      code: 'C409',
      msg: 'You already have an application in progress; only one can be open at a time',
    });
    await checkInvariants(model, real);
  }
  toString = () => 'apply-while-active';
}

class Approve implements Command {
  check = (model: Model) => statusOf(model) === 'PENDING_REVIEW';
  async run(model: Model, real: Real) {
    const result = await operatorApprove(operator, { loanId: model.current!, amount: OFFERED });
    expect(result.status).toBe('APPROVED');
    model.statuses.set(model.current!, 'APPROVED');
    model.offerExpiresAt = ctx.clock.now().getTime() + OFFER_DAYS * 86_400_000;
    expect(Date.parse(result.offer.expiresAt)).toBe(model.offerExpiresAt);
    await checkInvariants(model, real);
  }
  toString = () => 'approve';
}

class Reject implements Command {
  check = (model: Model) => statusOf(model) === 'PENDING_REVIEW';
  async run(model: Model, real: Real) {
    await operatorReject(operator, { loanId: model.current!, reason: 'Affordability' });
    model.statuses.set(model.current!, 'REJECTED');
    model.closedOn = today();
    await checkInvariants(model, real);
  }
  toString = () => 'reject';
}

class Sign implements Command {
  check = (model: Model) => statusOf(model) === 'APPROVED';
  async run(model: Model, real: Real) {
    if (lapsed(model)) {
      // The offer lapsed while time passed: reading it moves it to EXPIRED, and there is nothing to sign.
      const contract = await ctx.app.inject({
        method: 'GET',
        url: `/api/loan/${model.current}/contract`,
        headers: real.member.headers(),
      });
      expect(contract.json()).toMatchObject({ code: 'C409' });
      observeExpiry(model);
    } else {
      const response = await signOffer(ctx, real.member, model.current!);
      expect(response.json()).toMatchObject({ code: '0', data: { status: 'SIGNED' } });
      model.statuses.set(model.current!, 'SIGNED');
      model.signedOn = today();
    }
    await checkInvariants(model, real);
  }
  toString = () => 'sign';
}

/** Illegal: signing a rejected or expired application. */
class SignRefused implements Command {
  check = (model: Model) => lapsed(model) || ['REJECTED', 'EXPIRED'].includes(statusOf(model) ?? '');
  async run(model: Model, real: Real) {
    const sign = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/loan/${model.current}/sign`,
        headers: { ...real.member.headers(), 'idempotency-key': randomUUID() },
        payload: { fullName: 'Ada Lovelace', versionHash: 'a'.repeat(64) },
      });
    if (lapsed(model)) {
      // The first read of a lapsed offer records its expiry (a change, but not the signature's): do it first.
      await ctx.app.inject({
        method: 'GET',
        url: `/api/loan/${model.current}/detail`,
        headers: real.member.headers(),
      });
      observeExpiry(model);
    }
    const msg =
      statusOf(model) === 'EXPIRED'
        ? 'This offer has expired; you can restore your credit request'
        : 'This application cannot go from "Rejected" to "Signed"';
    await expectRefused('signRefused', real, sign, { status: 409, code: 'C409', msg });
    await checkInvariants(model, real);
  }
  toString = () => 'sign-refused';
}

class Restore implements Command {
  check = (model: Model) => lapsed(model) || statusOf(model) === 'EXPIRED';
  async run(model: Model, real: Real) {
    observeExpiry(model);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/loan/${model.current}/restore`,
      headers: real.member.headers(),
    });
    expect(response.json()).toMatchObject({ code: '0', data: { status: 'PENDING_REVIEW' } });
    model.statuses.set(model.current!, 'PENDING_REVIEW');
    model.offerExpiresAt = null;
    reached.restored += 1;
    await checkInvariants(model, real);
  }
  toString = () => 'restore';
}

class Disburse implements Command {
  check = (model: Model) => statusOf(model) === 'SIGNED';
  async run(model: Model, real: Real) {
    await operatorDisburse(operator, { loanId: model.current! });
    // The model's own schedule: the offer's terms from today, by the domain's maths.
    const schedule = generateSchedule({
      principal: OFFERED,
      annualRate: RATE,
      termMonths: TERM_MONTHS,
      method: 'EQUAL_INSTALLMENT',
      startDate: today(),
    });
    // Only the ids come from the database (it assigns them); everything else is the model's.
    const stored = await ctx.deps.db
      .select({ id: loanBills.id, period: loanBills.period })
      .from(loanBills)
      .where(eq(loanBills.loanId, model.current!));
    const idOf = new Map(stored.map((bill) => [bill.period, bill.id]));
    model.bills = new Map(
      schedule.lines.map((line) => [
        idOf.get(line.period)!,
        {
          period: line.period,
          kind: 'INSTALMENT',
          state: 'TO_BE_REPAID',
          dueDate: line.dueDate,
          total: line.total,
        },
      ]),
    );
    model.statuses.set(model.current!, 'DISBURSED');
    model.disbursedOn = today();
    model.schedule = schedule.lines.map(({ period, dueDate, principal, interest, total }) => ({
      period,
      dueDate,
      principal,
      interest,
      total,
    }));
    reached.disbursed += 1;
    await checkInvariants(model, real);
  }
  toString = () => 'disburse';
}

/** Withdraw: within 14 days of signing and with no repayment under review; refused otherwise. */
class Withdraw implements Command {
  constructor(readonly onlyOnceDisbursed: boolean) {}
  check = (model: Model) =>
    (this.onlyOnceDisbursed ? ['DISBURSED'] : ['SIGNED', 'DISBURSED']).includes(statusOf(model) ?? '');
  async run(model: Model, real: Real) {
    const withdraw = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/loan/${model.current}/withdraw`,
        headers: real.member.headers(),
      });
    const disbursed = statusOf(model) === 'DISBURSED';
    if (daysBetween(model.signedOn!, today()) > WITHDRAWAL_DAYS) {
      await expectRefused('withdrawTooLate', real, withdraw, {
        status: 409,
        code: 'C409',
        msg: 'The 14-day withdrawal period has ended',
      });
    } else if (disbursed && model.pending.length > 0) {
      await expectRefused('withdrawWhileReviewed', real, withdraw, {
        status: 409,
        code: 'C409',
        msg: 'A repayment of this loan is waiting for review. You can withdraw once we have decided on it',
      });
    } else {
      const credits = model.confirmed.map((row) => ({ on: row.day, amount: row.amount }));
      const payoff = disbursed
        ? withdrawalBalance(
            { principal: OFFERED, annualRate: RATE, drawdownDate: model.disbursedOn!, credits },
            today(),
          )
        : 0;
      const dueDate = addDays(today(), WITHDRAWAL_REPAY_DAYS);
      const response = await withdraw();
      expect(response.json()).toMatchObject({
        code: '0',
        data: { status: 'WITHDRAWN', payoff, asOf: today(), dueDate: payoff > 0 ? dueDate : null },
      });
      model.statuses.set(model.current!, 'WITHDRAWN');
      model.closedOn = today();
      for (const id of billsIn(model, 'TO_BE_REPAID')) model.bills.get(id)!.state = 'CANCELLED';
      if (payoff > 0) {
        model.bills.set(response.json().data.payoffBillId, {
          period: 0,
          kind: 'WITHDRAWAL_PAYOFF',
          state: 'TO_BE_REPAID',
          dueDate,
          total: payoff,
        });
        model.withdrawal = { dueDate, credits };
      }
      // What the loan now costs: what was paid before the withdrawal, and the payoff.
      model.due = credits.reduce((sum, credit) => sum + credit.amount, 0) + payoff;
      model.extra = 0;
      model.schedule = null;
      if (disbursed) reached.withdrawnDisbursed += 1;
      else reached.withdrawnSigned += 1;
      if (credits.length > 0) reached.withdrawnAfterPayment += 1;
    }
    await checkInvariants(model, real);
  }
  toString = () => (this.onlyOnceDisbursed ? 'withdraw-disbursed' : 'withdraw');
}

class Repay implements Command {
  constructor(
    readonly pick: number,
    readonly count: number,
  ) {}
  check = (model: Model) =>
    ['DISBURSED', 'WITHDRAWN'].includes(statusOf(model) ?? '') && billsIn(model, 'TO_BE_REPAID').length > 0;
  async run(model: Model, real: Real) {
    const open = billsIn(model, 'TO_BE_REPAID');
    const start = this.pick % open.length;
    const chosen = open.slice(start, start + this.count);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/repayment/submit',
      headers: { ...real.member.headers(), 'idempotency-key': randomUUID() },
      payload: { billIds: chosen, voucherUploadId: await uploadVoucher(ctx, real.member) },
    });
    const amount = priceOf(model, chosen);
    expect(response.json()).toMatchObject({ code: '0', data: { status: 'PENDING', amount } });
    for (const id of chosen) model.bills.get(id)!.state = 'TO_BE_CONFIRMED';
    model.pending.push({ id: response.json().data.repaymentId, billIds: chosen, amount, day: today() });
    await checkInvariants(model, real);
  }
  toString = () => `repay(${this.pick},${this.count})`;
}

/** Illegal: paying another member's bill (it is N404, as if it did not exist). */
class RepayOthersBill implements Command {
  // While the borrower has bills of their own, so the refusal is not simply "you have nothing to pay".
  check = (model: Model) => ['DISBURSED', 'WITHDRAWN'].includes(statusOf(model) ?? '');
  async run(model: Model, real: Real) {
    const voucherUploadId = await spareVoucher(real);
    await expectRefused(
      'repayOthersBill',
      real,
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/repayment/submit',
          headers: { ...real.member.headers(), 'idempotency-key': randomUUID() },
          payload: { billIds: [strangerBillId], voucherUploadId },
        }),
      { status: 404, code: 'N404', msg: 'The record does not exist' },
    );
    const [theirs] = await ctx.deps.db.select().from(loanBills).where(eq(loanBills.id, strangerBillId));
    expect(theirs!.status).toBe('TO_BE_REPAID');
    await checkInvariants(model, real);
  }
  toString = () => 'repay-others-bill';
}

class Decide implements Command {
  constructor(
    readonly confirm: boolean,
    readonly pick: number,
  ) {}
  check = (model: Model) => model.pending.length > 0;
  async run(model: Model, real: Real) {
    const [repayment] = model.pending.splice(this.pick % model.pending.length, 1);
    if (this.confirm) {
      const result = await operatorConfirmRepayment(operator, { repaymentId: repayment!.id });
      const bills = repayment!.billIds.map((id) => model.bills.get(id)!);
      if (bills.every((bill) => bill.kind === 'INSTALMENT') && model.schedule) {
        // A payment of what the voucher asked, on the day it was sent; the book decides what it paid.
        model.payments.push({ on: repayment!.day, amount: repayment!.amount });
        followModelBook(model, modelBook(model, today()), repayment!.billIds);
        reached.ledgerPayments += 1;
      } else {
        model.extra += repayment!.amount - bills.reduce((sum, bill) => sum + bill.total, 0);
        for (const bill of bills) bill.state = 'REPAID';
      }
      model.confirmed.push(repayment!);
      const settles =
        statusOf(model) === 'DISBURSED' &&
        [...model.bills.values()].every(
          (bill) => !(owedBillStatuses as readonly string[]).includes(bill.state),
        );
      expect(result.loanSettled).toBe(settles);
      if (settles) {
        model.statuses.set(model.current!, 'SETTLED');
        model.closedOn = today();
        reached.settled += 1;
      }
      if (bills.some((bill) => bill.kind === 'WITHDRAWAL_PAYOFF')) reached.payoffRepaid += 1;
      reached.confirmed += 1;
    } else {
      await operatorRefuseRepayment(operator, { repaymentId: repayment!.id, reason: 'Not received' });
      // A bill the book paid meanwhile (credit held from another payment) stays paid.
      for (const id of repayment!.billIds) {
        const bill = model.bills.get(id)!;
        if (bill.state !== 'REPAID') bill.state = 'TO_BE_REPAID';
      }
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

/** Illegal: a borrower calling the operator's confirmation. */
class ConfirmAsBorrower implements Command {
  check = (model: Model) => model.pending.length > 0;
  async run(model: Model, real: Real) {
    await expectRefused(
      'confirmAsBorrower',
      real,
      () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/operator/repayments/${model.pending[0]!.id}/confirm`,
          headers: real.member.headers(),
        }),
      { status: 403, code: 'F403', msg: 'You do not have permission to do this' },
    );
    await checkInvariants(model, real);
  }
  toString = () => 'confirm-as-borrower';
}

class TimePasses implements Command {
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

const repay = fc
  .tuple(fc.nat(20), fc.integer({ min: 1, max: 12 }))
  .map(([pick, count]) => new Repay(pick, count));
const confirm = fc.nat(5).map((pick) => new Decide(true, pick));
// Each command's share of the draws is its number of entries. The main line (approve, sign, disburse,
// repay, confirm) is drawn more often than the side paths, so that most runs get money out and back.
const commands = [
  fc.constant(new Apply()),
  fc.constant(new Apply()),
  fc.constant(new ApplyWhileActive()),
  fc.constant(new Approve()),
  fc.constant(new Approve()),
  fc.constant(new Approve()),
  fc.constant(new Reject()),
  fc.constant(new Sign()),
  fc.constant(new Sign()),
  fc.constant(new Sign()),
  fc.constant(new SignRefused()),
  fc.constant(new Restore()),
  fc.constant(new Disburse()),
  fc.constant(new Disburse()),
  fc.constant(new Disburse()),
  fc.constant(new Withdraw(false)),
  // A second chance to withdraw once the money is out, after some bills may have been paid.
  fc.constant(new Withdraw(true)),
  repay,
  repay,
  repay,
  fc.constant(new RepayOthersBill()),
  confirm,
  confirm,
  confirm,
  confirm,
  fc.nat(5).map((pick) => new Decide(false, pick)),
  fc.nat(5).map((pick) => new Decide(false, pick)),
  fc.constant(new ConfirmAsBorrower()),
  fc.integer({ min: 1, max: 16 }).map((days) => new TimePasses(days)),
  fc.integer({ min: 1, max: 16 }).map((days) => new TimePasses(days)),
];

beforeAll(async () => {
  ctx = await createTestApp();
  // The operator decides every application in this model; the policy's own outcomes have their own tests.
  await referEveryApplication(ctx);
  // The figures the model computes with: set here, not read back from the server.
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', RATE);
  await setConfigValue(ctx.deps.db, 'LOAN_OVERDUE_YEAR_RATE', OVERDUE_RATE);
  const ops = await createMemberWithToken(ctx, { role: 'operator' });
  operator = { deps: ctx.deps, operatorId: ops.id, requestId: 'model-test' };
  const stranger = await createMemberWithToken(ctx);
  await giveProfile(ctx, stranger);
  const strangerLoan = await disbursedLoan(ctx, stranger, ops);
  const [bill] = await ctx.deps.db
    .select({ id: loanBills.id })
    .from(loanBills)
    .where(and(eq(loanBills.loanId, strangerLoan), eq(loanBills.period, 1)));
  strangerBillId = bill!.id;
});
afterAll(() => ctx.close());

describe('lifecycle model', () => {
  it('random sequences of actions, illegal actions and time never break an invariant', {
    timeout: 420_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        // Up to 80 drawn, of which only those valid in the model's state run: long enough for most runs
        // to get money out and back, and for some to withdraw after a payment. 200 runs took 20–30 s on
        // PGlite on two cores; each quote and application now searches the (simulated) credit agency over
        // HTTP and an application checks its rules before the search and again inside the submit: 97 s
        // with the machine busy (load 10), and up to 4 minutes with the whole suite beside it.
        fc.commands(commands, { maxCommands: 80, size: '+1' }),
        async (cmds) => {
          // A fresh borrower per run: every run starts from "no application" without resetting the database.
          const member = await createMemberWithToken(ctx);
          await giveProfile(ctx, member);
          await verifyIdentity(ctx, member);
          const model: Model = { statuses: new Map(), current: null, closedOn: null, ...noLoanYet() };
          await fc.asyncModelRun(() => ({ model, real: { member, spareVoucher: null } }), cmds);
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
    expect(reached.restored).toBeGreaterThan(0);
    expect(reached.withdrawnSigned).toBeGreaterThan(0);
    expect(reached.withdrawnDisbursed).toBeGreaterThan(0);
    expect(reached.withdrawnAfterPayment).toBeGreaterThan(0);
    expect(reached.payoffRepaid).toBeGreaterThan(0);
    expect(reached.ledgerPayments).toBeGreaterThan(10);
    for (const [kind, times] of Object.entries(reached.illegal)) {
      expect(times, `illegal command "${kind}" was tried`).toBeGreaterThan(0);
    }
  });
});
