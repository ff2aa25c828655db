import { type SettingCode, settingValueProblem } from '../../../domain/config-codes';
import { aprOfSchedule, exceedsAprCap } from '../../../domain/loan/apr';
import type { LoanStatus } from '../../../domain/loan/lifecycle';
import {
  APR_CAP,
  MAX_TERM_MONTHS,
  MIN_TERM_MONTHS,
  rateConfigCodeOf,
  repaymentMethods,
} from '../../../domain/loan/methods';
import { generateSchedule } from '../../../domain/loan/schedule';
import type { AppDeps } from '../../app-deps';
import type { Database, Executor } from '../../db/client';
import type { RepaymentStatus } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { brandOf, getSettings, setConfigValue } from '../config/config-service';
import { brandDate } from '../loans/brand-date';
import { type LoanRow, lockLoan } from '../loans/loan-repository';
import {
  applicationForOperator,
  approveApplication,
  disburseLoan,
  listApplications,
  rejectApplication,
} from '../loans/loan-service';
import { createNotification } from '../notifications/notification-service';
import { confirmRepaymentIn, listRepayments, refuseRepaymentIn } from '../repayments/repayment-service';
import { decideKyc, pageKyc } from './kyc-repository';

/**
 * What the operator API and the operator CLI both call. Every action writes its audit line in the
 * transaction of the change; the loans module's own functions run nested inside it (a savepoint).
 */
export interface OperatorContext {
  deps: AppDeps;
  operatorId: number;
  requestId: string;
}

interface Page {
  page: number;
  pageSize: number;
}

/** The loans module's functions open a transaction on `deps.db`; given `tx` they nest inside ours. */
function within(deps: AppDeps, tx: Executor): AppDeps {
  return { ...deps, db: tx as unknown as Database };
}

function loanBrief(loan: LoanRow) {
  return {
    status: loan.status,
    amount: loan.amount,
    annualRate: loan.annualRate,
    offerAmount: loan.offerAmount,
    offerRate: loan.offerRate,
  };
}

async function loanOrMissing(tx: Executor, loanId: number): Promise<LoanRow> {
  const loan = await lockLoan(tx, loanId);
  if (!loan) throw notFound();
  return loan;
}

export function operatorApplications(
  ctx: OperatorContext,
  query: Page & { status?: LoanStatus | undefined },
) {
  return listApplications(ctx.deps, query);
}

export function operatorApplication(ctx: OperatorContext, loanId: number) {
  return applicationForOperator(ctx.deps, loanId);
}

export function operatorApprove(
  ctx: OperatorContext,
  input: {
    loanId: number;
    amount?: number | undefined;
    annualRate?: string | undefined;
    note?: string | undefined;
  },
) {
  return ctx.deps.db.transaction(async (tx) => {
    const before = await loanOrMissing(tx, input.loanId);
    const result = await approveApplication(within(ctx.deps, tx), { ...input, operatorId: ctx.operatorId });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'loan.approve',
      targetType: 'loan',
      targetId: input.loanId,
      before: loanBrief(before),
      after: result,
      reason: input.note ?? null,
      requestId: ctx.requestId,
      at: ctx.deps.clock.now(),
    });
    return result;
  });
}

export function operatorReject(ctx: OperatorContext, input: { loanId: number; reason: string }) {
  return ctx.deps.db.transaction(async (tx) => {
    const before = await loanOrMissing(tx, input.loanId);
    const result = await rejectApplication(within(ctx.deps, tx), { ...input, operatorId: ctx.operatorId });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'loan.reject',
      targetType: 'loan',
      targetId: input.loanId,
      before: loanBrief(before),
      after: result,
      reason: input.reason,
      requestId: ctx.requestId,
      at: ctx.deps.clock.now(),
    });
    return result;
  });
}

export function operatorDisburse(ctx: OperatorContext, input: { loanId: number }) {
  return ctx.deps.db.transaction(async (tx) => {
    const before = await loanOrMissing(tx, input.loanId);
    const result = await disburseLoan(within(ctx.deps, tx), { ...input, operatorId: ctx.operatorId });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'loan.disburse',
      targetType: 'loan',
      targetId: input.loanId,
      before: loanBrief(before),
      after: result,
      requestId: ctx.requestId,
      at: ctx.deps.clock.now(),
    });
    return result;
  });
}

export function operatorRepayments(
  ctx: OperatorContext,
  query: Page & { status?: RepaymentStatus | undefined },
) {
  return listRepayments(ctx.deps.db, { status: query.status }, query.page, query.pageSize);
}

export function operatorConfirmRepayment(ctx: OperatorContext, input: { repaymentId: number }) {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const { before, after, loanSettled } = await confirmRepaymentIn(tx, {
      repaymentId: input.repaymentId,
      operatorId: ctx.operatorId,
      now,
      currency: brandOf(ctx.deps.config).currency,
    });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'repayment.confirm',
      targetType: 'repayment',
      targetId: input.repaymentId,
      before: { status: before.status, amount: before.amount, billIds: before.billIds },
      after: { status: after.status, loanSettled },
      requestId: ctx.requestId,
      at: now,
    });
    return { repayment: after, loanSettled };
  });
}

export function operatorRefuseRepayment(
  ctx: OperatorContext,
  input: { repaymentId: number; reason: string },
) {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const { before, after } = await refuseRepaymentIn(tx, {
      repaymentId: input.repaymentId,
      operatorId: ctx.operatorId,
      reason: input.reason,
      now,
      currency: brandOf(ctx.deps.config).currency,
    });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'repayment.refuse',
      targetType: 'repayment',
      targetId: input.repaymentId,
      before: { status: before.status, amount: before.amount, billIds: before.billIds },
      after: { status: after.status },
      reason: input.reason,
      requestId: ctx.requestId,
      at: now,
    });
    return { repayment: after, loanSettled: false };
  });
}

export async function operatorKyc(
  ctx: OperatorContext,
  query: Page & { status: 'UNVERIFIED' | 'PENDING' | 'VERIFIED' | 'REJECTED' },
) {
  const { rows, total } = await pageKyc(ctx.deps.db, query.status, query.page, query.pageSize);
  return {
    list: rows.map((row) => ({ ...row, kyc: row.kyc ?? null, updatedAt: row.updatedAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function operatorDecideKyc(
  ctx: OperatorContext,
  input: { memberId: number; decision: 'VERIFIED' | 'REJECTED'; reason?: string | undefined },
) {
  const reason = input.decision === 'REJECTED' ? (input.reason ?? '').trim() : null;
  if (reason === '') throw invalid({ reason: 'repayment.reason.required' }, 'repayment.reason.required');
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const row = await decideKyc(tx, input.memberId, input.decision, reason, now);
    if (!row) throw conflict('kyc.notPending');
    await createNotification(
      tx,
      {
        memberId: row.memberId,
        type: 'account',
        titleKey: `notify.kyc.${input.decision}.title`,
        bodyKey: `notify.kyc.${input.decision}.body`,
        params: { reason: reason ?? '' },
      },
      now,
    );
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: input.decision === 'VERIFIED' ? 'kyc.confirm' : 'kyc.reject',
      targetType: 'member',
      targetId: row.memberId,
      before: { kycStatus: 'PENDING' },
      after: { kycStatus: row.kycStatus },
      reason,
      requestId: ctx.requestId,
      at: now,
    });
    return { memberId: row.memberId, kycStatus: row.kycStatus, kycRejectReason: row.kycRejectReason };
  });
}

export async function operatorConfig(ctx: OperatorContext) {
  return { list: await getSettings(ctx.deps.db) };
}

/**
 * Changes a setting after checking it against the others: its shape (`settingValueProblem`: amounts are
 * positive whole pence, rates decimals in [0, 1], the share of income in (0, 1], the decision mode auto or
 * manual); minimum < maximum; and no loan a borrower can be quoted — any method, any term of 12–60 months,
 * any amount from the minimum to the maximum — has an APR above the 29.9% cap (`checkAprCap`).
 */
export function operatorSetConfig(ctx: OperatorContext, input: { code: SettingCode; value: string }) {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const current = new Map((await getSettings(tx)).map((item) => [item.code, item.value]));
    const value = input.value.trim();
    const problem = settingValueProblem(input.code, value);
    if (problem !== null) throw invalid({ value: problem }, problem);
    const proposed = new Map(current).set(input.code, value);
    const min = Number(proposed.get('LOAN_MINIMUM_AMOUNT'));
    const max = Number(proposed.get('LOAN_MAXIMUM_AMOUNT'));
    if (!(min < max)) throw conflict('config.amount.order');
    checkAprCap(proposed, { min, max }, brandDate(now));
    await setConfigValue(tx, input.code, value, now);
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'config.set',
      targetType: 'config',
      targetId: input.code,
      before: { value: current.get(input.code) ?? null },
      after: { value },
      requestId: ctx.requestId,
      at: now,
    });
    return { list: await getSettings(tx) };
  });
}

/**
 * Why checking every term and a few amounts is enough, although it cannot try every amount:
 *
 * - With exact arithmetic, the APR of a method at a given nominal rate does not depend on the amount at
 *   all: every payment scales with the principal. It does not depend on the term either for
 *   EQUAL_INSTALLMENT and INTEREST_FIRST (both are paid off at the monthly rate r, so the APR is
 *   (1 + r)^12 − 1 whatever the term), and for ONE_TIME it falls as the term grows ((1 + R·t)^(1/t) − 1
 *   decreases in t). So the exact APR is flat in the amount and non-increasing in the term.
 * - What makes amounts and terms differ is penny rounding (each interest line and the payment are rounded
 *   half-up, the last line absorbs the residue). It moves the APR by an amount of the order of a few pence
 *   a month over the principal — about 0.01 of a percentage point at 1,000.00, less as the amount grows —
 *   and differently for each term, in no monotonic way. It matters only when the APR shown (one decimal,
 *   half-up) sits on the cap: real cases exist, e.g. 26.4822% equal instalments is 29.9% at the minimum
 *   and maximum amounts over 12 and 60 months but 30.0% for 1,000.33 over 23 months.
 * - So every term 12–60 is checked at the minimum and maximum amounts (cheap: 49 terms), and where the APR
 *   shown there is within one display step of the cap, every penny of the first pound above the minimum
 *   (where each rounding takes all its phases and weighs the most) and a spread of amounts up to the
 *   maximum are checked too. Measured over many rates, the APR shown for one method, rate and term never
 *   differs by more than one step (0.1) between amounts from 1,000.00 up, so a term more than one step
 *   below the cap at both ends cannot reach it. The offer itself is still checked exactly for its own
 *   amount, rate and term (loan-service `approveApplication`), so no offer above the cap can be made even if
 *   an amount between the ones tried here were to reach it.
 */
function checkAprCap(
  config: Map<SettingCode, string>,
  limits: { min: number; max: number },
  today: string,
): void {
  for (const method of repaymentMethods) {
    const annualRate = config.get(rateConfigCodeOf[method]);
    if (annualRate === undefined) continue;
    const aprOf = (principal: number, termMonths: number) =>
      aprOfSchedule(generateSchedule({ principal, annualRate, termMonths, method, startDate: today }));
    for (let termMonths = MIN_TERM_MONTHS; termMonths <= MAX_TERM_MONTHS; termMonths += 1) {
      const edges = [limits.min, limits.max].map((principal) => aprOf(principal, termMonths));
      const nearCap = edges.some((apr) => exceedsAprCap(apr, APR_NEAR_CAP));
      const amounts = nearCap || limits.min < APR_STABLE_FROM ? amountsNearTheCap(limits) : [];
      for (const apr of [...edges, ...amounts.map((principal) => aprOf(principal, termMonths))]) {
        if (exceedsAprCap(apr)) {
          throw new AppError('C409', 'config.aprCap', {
            params: { method: `loan.method.${method}`, apr, cap: APR_CAP },
          });
        }
      }
    }
  }
}

/** One display step (0.1) below the cap: an APR shown above this may reach the cap at another amount. */
const APR_NEAR_CAP = '29.8';
/**
 * Below this minimum amount (in pence) penny rounding weighs more than the measurements above cover, so
 * the amounts are always checked in full.
 */
const APR_STABLE_FROM = 100_000;
const SPREAD_POINTS = 12;

/** Every penny of the first pound above the minimum, and amounts spread geometrically to the maximum. */
function amountsNearTheCap({ min, max }: { min: number; max: number }): number[] {
  const amounts = new Set<number>();
  for (let pence = 1; pence < 100 && min + pence < max; pence += 1) amounts.add(min + pence);
  const ratio = max / min;
  for (let step = 1; step < SPREAD_POINTS; step += 1) {
    // Amounts are whole pence; `Math.trunc` picks a sample point, it does not round any money.
    amounts.add(Math.trunc(min * ratio ** (step / SPREAD_POINTS)));
  }
  return [...amounts].filter((amount) => amount > min && amount < max);
}
