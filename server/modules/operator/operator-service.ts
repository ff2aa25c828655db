import { amountConfigCodes, type LoanConfigCode, loanConfigCodes } from '../../../domain/config-codes';
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
import { isRateString, parseRate } from '../../../domain/money';
import type { AppDeps } from '../../app-deps';
import type { Database, Executor } from '../../db/client';
import type { RepaymentStatus } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { brandOf, getConfigValue, setConfigValue } from '../config/config-service';
import { brandDate } from '../loans/brand-date';
import { type LoanRow, lockLoan } from '../loans/loan-repository';
import { approveApplication, disburseLoan, listApplications, rejectApplication } from '../loans/loan-service';
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
  return listApplications(ctx.deps.db, query);
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
  return { list: await readLoanConfig(ctx.deps.db) };
}

// One query at a time: inside a transaction there is one connection, and pg refuses overlapping queries.
async function readLoanConfig(db: Executor) {
  const list: { code: LoanConfigCode; value: string }[] = [];
  for (const code of loanConfigCodes) list.push({ code, value: await getConfigValue(db, code) });
  return list;
}

/**
 * Changes a loan setting after checking it against the others: amounts are positive whole pence with
 * minimum < maximum; rates are decimals in [0, 1]; and every method's APR, on a representative loan at the
 * boundaries (minimum and maximum amount × 12 and 60 months), stays within the 29.9% cap.
 */
export function operatorSetConfig(ctx: OperatorContext, input: { code: LoanConfigCode; value: string }) {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const current = new Map((await readLoanConfig(tx)).map((item) => [item.code, item.value]));
    const value = input.value.trim();
    validateShape(input.code, value);
    const proposed = new Map(current).set(input.code, value);
    const min = Number(proposed.get('LOAN_MINIMUM_AMOUNT'));
    const max = Number(proposed.get('LOAN_MAXIMUM_AMOUNT'));
    if (!(min < max)) throw conflict('config.amount.order');
    checkAprCap(proposed, [min, max], brandDate(now));
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
    return { list: await readLoanConfig(tx) };
  });
}

function validateShape(code: LoanConfigCode, value: string): void {
  if ((amountConfigCodes as readonly string[]).includes(code)) {
    if (!/^\d{1,15}$/.test(value) || Number(value) <= 0) {
      throw invalid({ value: 'config.amount.invalid' }, 'config.amount.invalid');
    }
    return;
  }
  if (!isRateString(value)) throw invalid({ value: 'config.rate.invalid' }, 'config.rate.invalid');
  const { num, den } = parseRate(value);
  if (num < 0n || num > den) throw invalid({ value: 'config.rate.invalid' }, 'config.rate.invalid');
}

function checkAprCap(config: Map<LoanConfigCode, string>, amounts: number[], today: string): void {
  for (const method of repaymentMethods) {
    const annualRate = config.get(rateConfigCodeOf[method]);
    if (annualRate === undefined) continue;
    for (const principal of amounts) {
      for (const termMonths of [MIN_TERM_MONTHS, MAX_TERM_MONTHS]) {
        const schedule = generateSchedule({ principal, annualRate, termMonths, method, startDate: today });
        const apr = aprOfSchedule(schedule);
        if (exceedsAprCap(apr)) {
          throw new AppError('C409', 'config.aprCap', {
            params: { method: `loan.method.${method}`, apr, cap: APR_CAP },
          });
        }
      }
    }
  }
}
