import type { AuditQuery } from '../../../domain/api/operator';
import { BRAND_TIME_ZONE } from '../../../domain/brands';
import { type SettingCode, settingValueProblem } from '../../../domain/config-codes';
import type { Language } from '../../../domain/errors';
import { aprOfSchedule, exceedsAprCap } from '../../../domain/loan/apr';
import { brandDate } from '../../../domain/loan/brand-date';
import { addDays, type IsoDate } from '../../../domain/loan/dates';
import type { LoanStatus } from '../../../domain/loan/lifecycle';
import {
  APR_CAP,
  MAX_TERM_MONTHS,
  MIN_TERM_MONTHS,
  rateConfigCodeOf,
  repaymentMethods,
} from '../../../domain/loan/methods';
import { londonTimeOn, payoutDeadline } from '../../../domain/loan/payout-deadline';
import { generateSchedule } from '../../../domain/loan/schedule';
import {
  declineReasonCodes,
  kycRejectReasonCodes,
  type ReasonList,
  reasonKey,
  refusalReasonCodes,
} from '../../../domain/operator/reason-codes';
import { walletNetworkOf } from '../../../domain/wallet-address';
import type { AppDeps } from '../../app-deps';
import type { Database, Executor } from '../../db/client';
import type { KeysetPage } from '../../db/keyset';
import type { RepaymentStatus } from '../../db/schema';
import { translate } from '../../i18n/catalog';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import { versionOf } from '../../lib/item-version';
import { lastActionOn } from '../audit/audit-repository';
import { auditCsv, listAudit, recordAudit } from '../audit/audit-service';
import { hashPassword } from '../auth/passwords';
import { brandOf, getConfigValue, getSettings, setConfigValue } from '../config/config-service';
import { hardshipQueueFigure } from '../hardship/hardship-front-door';
import {
  applicationForOperator,
  findLoan,
  followBook,
  type LoanRow,
  listApplications,
  loanSummaryOf,
  markPayoutReady,
} from '../loans/loans-front-door';
import { createNotification } from '../notifications/notification-service';
import {
  confirmRepaymentIn,
  listRepayments,
  receivedPrefillOf,
  refuseRepaymentIn,
  repaymentForOperator,
} from '../repayments/repayment-service';
import { repaymentUsdtOf, usdtReceivedOf } from '../repayments/usdt-received';
import {
  arrearsQueueFigure,
  bookReceived,
  bookRefund,
  bookReversal,
  bookViewOf,
  businessDateOf,
  entryViewOf,
  entryViewsOf,
  loadLoanBook,
} from '../servicing/servicing-front-door';
import { rateStillInForce } from '../usdt/usdt-rates';
import { approveApplication, rejectApplication } from './application-decisions';
import { type ClaimView, claimsOf } from './claims';
import { decideKyc, findKyc, insertOperator, memberLanguage, pageKyc } from './kyc-repository';
import { lockedOrMissing } from './locked-loan';
import { disburseLoan, payoutUsdtFigures, topUpsOfPayouts } from './payout-service';
import { pagePayouts, queueFigures, signedTimes } from './queue-repository';

/**
 * What the operator API and the operator CLI both call. Every action writes its audit line in the
 * transaction of the change; the loans module's own functions run nested inside it (a savepoint). An
 * action may carry the version of the item the operator saw (its last change): if the item has changed
 * since, the action is refused and the operator told who changed it, rather than applied to something they
 * did not see.
 */
export interface OperatorContext {
  deps: AppDeps;
  operatorId: number;
  requestId: string;
}

/** Page numbers, or a cursor (server/db/keyset.ts): every operator list is paged by key. */
type Page = KeysetPage;

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

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRAND_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  day: 'numeric',
  month: 'short',
});

/**
 * Refuses an action on an item changed since the operator saw it (`seen`, the version they were shown).
 * When the last change was an operator's action, the refusal names them and when.
 */
async function checkSeen(
  tx: Executor,
  seen: string | undefined,
  current: { version: string; changedAt: Date },
  target: { type: 'loan' | 'repayment' | 'member'; id: number },
): Promise<void> {
  if (seen === undefined || seen === current.version) return;
  const last = await lastActionOn(tx, target.type, String(target.id));
  if (last && last.at.getTime() === current.changedAt.getTime()) {
    throw new AppError('C409', 'operator.itemChangedBy', {
      params: { email: last.operatorEmail, time: clock.format(last.at) },
    });
  }
  throw new AppError('C409', 'operator.itemChanged');
}

const loanVersion = (loan: LoanRow) => versionOf(loan.status, loan.updatedAt);

/** A reason from the list, in the borrower's language, followed by the operator's own words. */
function reasonText(list: ReasonList, code: string | undefined, words: string | undefined, lang: Language) {
  const text = words?.trim() ?? '';
  if (!code || code === 'other') return text;
  const label = translate(reasonKey(list, code), lang);
  return text ? translate('reason.withWords', lang, { reason: label, words: text }) : label;
}

function withClaims<T extends { id: number }>(rows: T[], claims: Map<number, ClaimView>) {
  return rows.map((row) => claims.get(row.id) ?? null);
}

export async function operatorApplications(
  ctx: OperatorContext,
  query: Page & { status?: LoanStatus | undefined; order?: 'oldest' | 'newest' | undefined },
) {
  const page = await listApplications(ctx.deps, query);
  const claims = await claimsOf(
    ctx.deps.db,
    'application',
    page.list.map((item) => item.loanId),
    ctx.operatorId,
    ctx.deps.clock.now(),
  );
  return {
    ...page,
    list: page.list.map((item) => ({ ...item, claim: claims.get(item.loanId) ?? null })),
  };
}

export async function operatorApplication(ctx: OperatorContext, loanId: number) {
  return applicationForOperator(ctx.deps, loanId);
}

export function operatorApprove(
  ctx: OperatorContext,
  input: {
    loanId: number;
    amount?: number | undefined;
    annualRate?: string | undefined;
    note?: string | undefined;
    version?: string | undefined;
  },
) {
  return ctx.deps.db.transaction(async (tx) => {
    const before = await lockedOrMissing(tx, input.loanId);
    await checkSeen(tx, input.version, loanVersion(before), { type: 'loan', id: before.id });
    const result = await approveApplication(within(ctx.deps, tx), { ...input, operatorId: ctx.operatorId });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'loan.approve',
      targetType: 'loan',
      targetId: input.loanId,
      memberId: before.memberId,
      before: loanBrief(before),
      after: result,
      reason: input.note ?? null,
      requestId: ctx.requestId,
      at: ctx.deps.clock.now(),
    });
    return result;
  });
}

export function operatorReject(
  ctx: OperatorContext,
  input: {
    loanId: number;
    reason?: string | undefined;
    reasonCode?: string | undefined;
    version?: string | undefined;
  },
) {
  return ctx.deps.db.transaction(async (tx) => {
    const before = await lockedOrMissing(tx, input.loanId);
    await checkSeen(tx, input.version, loanVersion(before), { type: 'loan', id: before.id });
    const lang = await memberLanguage(tx, before.memberId);
    const reason = reasonText('decline', input.reasonCode, input.reason, lang);
    const result = await rejectApplication(within(ctx.deps, tx), {
      loanId: input.loanId,
      reason,
      reasonCode: input.reasonCode ?? 'other',
      operatorId: ctx.operatorId,
    });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'loan.reject',
      targetType: 'loan',
      targetId: input.loanId,
      memberId: before.memberId,
      before: loanBrief(before),
      after: { ...result, reasonCode: input.reasonCode ?? 'other' },
      reason,
      requestId: ctx.requestId,
      at: ctx.deps.clock.now(),
    });
    return result;
  });
}

/** Above PAYOUT_SECOND_APPROVAL_ABOVE a payout takes two operators: one marks it ready, another sends it. */
async function secondApprovalThreshold(db: Executor): Promise<number> {
  return Number(await getConfigValue(db, 'PAYOUT_SECOND_APPROVAL_ABOVE'));
}

export function operatorPayoutReady(
  ctx: OperatorContext,
  input: { loanId: number; version?: string | undefined },
) {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const before = await lockedOrMissing(tx, input.loanId);
    await checkSeen(tx, input.version, loanVersion(before), { type: 'loan', id: before.id });
    if (before.status !== 'SIGNED' || before.offerAmount === null) throw conflict('payout.notSigned');
    if (before.offerAmount <= (await secondApprovalThreshold(tx)))
      throw conflict('payout.secondApprovalNotNeeded');
    if (before.payoutReadyBy !== null) throw conflict('payout.alreadyReady');
    const ready = await markPayoutReady(tx, before.id, ctx.operatorId, now);
    if (!ready) throw conflict('payout.notSigned');
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'payout.ready',
      targetType: 'loan',
      targetId: before.id,
      memberId: before.memberId,
      before: loanBrief(before),
      after: { payoutReadyBy: ctx.operatorId },
      requestId: ctx.requestId,
      at: now,
    });
    return { loanId: before.id, readyBy: ctx.operatorId, readyAt: now.toISOString() };
  });
}

export async function operatorDisburse(
  ctx: OperatorContext,
  input: {
    loanId: number;
    reference?: string | undefined;
    version?: string | undefined;
    usdtRate?: string | undefined;
  },
) {
  // The rate shown is checked before the transaction: the rate in force may come from a feed.
  const usdtRate =
    input.usdtRate === undefined
      ? null
      : (await rateStillInForce(ctx.deps, ctx.deps.db, input.usdtRate)).rate;
  return ctx.deps.db.transaction(async (tx) => {
    const before = await lockedOrMissing(tx, input.loanId);
    await checkSeen(tx, input.version, loanVersion(before), { type: 'loan', id: before.id });
    // A bank payout is in pounds and is traced by its Faster Payments reference (decision 099).
    if (before.payoutBankAccount) {
      if (usdtRate !== null) throw conflict('payout.bank.noUsdt');
      if (!input.reference) throw invalid({ reference: 'payout.bank.referenceRequired' });
    }
    if (before.status === 'SIGNED' && before.offerAmount !== null) {
      if (before.offerAmount > (await secondApprovalThreshold(tx))) {
        if (before.payoutReadyBy === null) throw conflict('payout.secondApprovalRequired');
        if (before.payoutReadyBy === ctx.operatorId) throw conflict('payout.sameOperator');
      }
    }
    const result = await disburseLoan(within(ctx.deps, tx), {
      loanId: input.loanId,
      reference: input.reference ?? null,
      operatorId: ctx.operatorId,
      usdtRate,
    });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'loan.disburse',
      targetType: 'loan',
      targetId: input.loanId,
      memberId: before.memberId,
      before: loanBrief(before),
      after: { ...result, reference: input.reference ?? null },
      requestId: ctx.requestId,
      at: ctx.deps.clock.now(),
    });
    return result;
  });
}

/**
 * Signed loans waiting for their money, overdue first, with the borrower and the address checked; a top-up
 * with the loan it settles and what is left to send (refusals in the operator's `lang`).
 */
export async function operatorPayouts(ctx: OperatorContext, query: Page, lang: Language = 'en') {
  const now = ctx.deps.clock.now();
  const [{ rows, total, next }, threshold] = await Promise.all([
    pagePayouts(ctx.deps.db, query),
    secondApprovalThreshold(ctx.deps.db),
  ]);
  const topUps = await topUpsOfPayouts(
    ctx.deps,
    rows.map((row) => row.loan),
    lang,
  );
  const usdtOf = await payoutUsdtFigures(ctx.deps, lang);
  const claims = await claimsOf(
    ctx.deps.db,
    'payout',
    rows.map((row) => row.loan.id),
    ctx.operatorId,
    now,
  );
  return {
    list: rows.map(({ loan, email, kycStatus, base, readyEmail }) => {
      const signedAt = loan.signedAt ?? loan.updatedAt;
      const deadline = payoutDeadline(signedAt);
      const network = walletNetworkOf(loan.receivingAddress);
      const amount = loan.offerAmount ?? loan.amount;
      const named = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
      const name = [named.firstName, named.lastName].filter((part) => typeof part === 'string').join(' ');
      return {
        loanId: loan.id,
        memberId: loan.memberId,
        contractNumber: loan.contractNumber,
        borrowerName: name || null,
        email,
        kycStatus,
        amount,
        receivingAddress: loan.receivingAddress,
        network,
        addressValid: network !== null,
        signedAt: signedAt.toISOString(),
        deadline: deadline.toISOString(),
        overdue: now.getTime() > deadline.getTime(),
        secondApprovalNeeded: amount > threshold,
        readyBy:
          loan.payoutReadyBy !== null && loan.payoutReadyAt
            ? {
                operatorId: loan.payoutReadyBy,
                email: readyEmail ?? '',
                at: loan.payoutReadyAt.toISOString(),
              }
            : null,
        version: versionOf(loan.status, loan.updatedAt).version,
        claim: claims.get(loan.id) ?? null,
        ...(topUps.has(loan.id) ? { topUp: topUps.get(loan.id) } : {}),
        ...(loan.payoutBankAccount
          ? { bankAccount: loan.payoutBankAccount }
          : { usdt: usdtOf(topUps.get(loan.id)?.toSend ?? amount), bankAccount: null }),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    next,
  };
}

/** The console's home: each queue's size and its oldest item, and how many payouts are late. */
export async function operatorQueues(ctx: OperatorContext) {
  const now = ctx.deps.clock.now();
  const [figures, signed, arrears, hardship] = await Promise.all([
    queueFigures(ctx.deps.db),
    signedTimes(ctx.deps.db),
    arrearsQueueFigure(ctx.deps.db),
    hardshipQueueFigure(ctx.deps.db),
  ]);
  const of = (row: { count: number; oldest: Date | null } | undefined) => ({
    count: row?.count ?? 0,
    oldestAt: row?.oldest?.toISOString() ?? null,
  });
  return {
    applications: of(figures.applications),
    kyc: of(figures.kyc),
    repayments: of(figures.repayments),
    payouts: {
      count: signed.length,
      oldestAt: signed[0]?.toISOString() ?? null,
      overdue: signed.filter((at) => payoutDeadline(at).getTime() < now.getTime()).length,
    },
    arrears: {
      count: arrears.count,
      oldestAt: arrears.oldest ? `${arrears.oldest}T00:00:00.000Z` : null,
    },
    hardship: {
      count: hardship.count,
      oldestAt: hardship.oldest ? `${hardship.oldest}T00:00:00.000Z` : null,
    },
  };
}

export async function operatorRepayments(
  ctx: OperatorContext,
  query: Page & { status?: RepaymentStatus | undefined; order?: 'oldest' | 'newest' | undefined },
) {
  const page = await listRepayments(
    ctx.deps.db,
    { status: query.status, order: query.order ?? 'newest' },
    query,
  );
  const claims = await claimsOf(
    ctx.deps.db,
    'repayment',
    page.list.map((item) => item.repaymentId),
    ctx.operatorId,
    ctx.deps.clock.now(),
  );
  return {
    ...page,
    list: page.list.map((item) => ({
      ...item,
      version: repaymentVersion({
        status: item.status,
        decidedAt: item.decidedAt ? new Date(item.decidedAt) : null,
        submittedAt: new Date(item.submittedAt),
      }).version,
      claim: claims.get(item.repaymentId) ?? null,
    })),
  };
}

/** One repayment with its bills as on the day of payment, its loan, and where the borrower was told to pay. */
export async function operatorRepayment(ctx: OperatorContext, repaymentId: number, lang: Language = 'en') {
  const { row, view, bills, loan } = await repaymentForOperator(ctx.deps, repaymentId);
  const [claim] = withClaims(
    [{ id: row.id }],
    await claimsOf(ctx.deps.db, 'repayment', [row.id], ctx.operatorId, ctx.deps.clock.now()),
  );
  const member = await findKyc(ctx.deps.db, row.memberId);
  const received =
    row.status === 'PENDING'
      ? await receivedPrefillOf(ctx.deps.db, row, await businessDateOf(ctx.deps))
      : null;
  return {
    repayment: { ...view, version: repaymentVersion(row).version, claim: claim ?? null },
    bills,
    loan: loanSummaryOf(loan),
    email: member?.email ?? '',
    repaymentAddress: brandOf(ctx.deps.config).repaymentAddress,
    received,
    usdt: await repaymentUsdtOf(ctx.deps, row, lang),
  };
}

function repaymentVersion(row: { status: string; decidedAt: Date | null; submittedAt: Date }) {
  return versionOf(row.status, row.decidedAt ?? row.submittedAt);
}

export async function operatorConfirmRepayment(
  ctx: OperatorContext,
  input: {
    repaymentId: number;
    version?: string | undefined;
    amount?: number | undefined;
    receivedOn?: string | undefined;
    usdtReceived?: string | undefined;
  },
) {
  const now = ctx.deps.clock.now();
  // USDT received is converted before the transaction: the rate of the day may come from a feed.
  const usdt =
    input.usdtReceived === undefined
      ? null
      : await usdtReceivedOf(ctx.deps, input.repaymentId, input.usdtReceived);
  return ctx.deps.db.transaction(async (tx) => {
    // Read through the transaction: on PGlite's one connection a read outside it would wait for it.
    const businessDate = await businessDateOf(within(ctx.deps, tx));
    const { before, after, loanSettled, received } = await confirmRepaymentIn(tx, {
      repaymentId: input.repaymentId,
      operatorId: ctx.operatorId,
      now,
      businessDate,
      received: {
        ...(usdt ? { amount: usdt.pence } : input.amount !== undefined ? { amount: input.amount } : {}),
        ...(input.receivedOn !== undefined ? { on: input.receivedOn } : {}),
      },
      usdt: usdt ? { amount: usdt.micro, rate: usdt.rate, from: usdt.from } : null,
      currency: brandOf(ctx.deps.config).currency,
      check: (row) => checkSeen(tx, input.version, repaymentVersion(row), { type: 'repayment', id: row.id }),
    });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'repayment.confirm',
      targetType: 'repayment',
      targetId: input.repaymentId,
      memberId: before.memberId,
      before: { status: before.status, amount: before.amount, billIds: before.billIds },
      after: { status: after.status, loanSettled, received },
      requestId: ctx.requestId,
      at: now,
    });
    const loaded = received ? await loadLoanBook(tx, before.loanId, businessDate) : null;
    return {
      repayment: after,
      loanSettled,
      received,
      book: loaded ? bookViewOf(loaded.book, loaded.rows) : null,
    };
  });
}

/** A loan's ledger as stored, with who recorded each entry and why, and its book on the business date. */
export async function operatorLedger(ctx: OperatorContext, loanId: number) {
  const businessDate = await businessDateOf(ctx.deps);
  const loaded = await loadLoanBook(ctx.deps.db, loanId, businessDate);
  if (!loaded) {
    if (!(await findLoan(ctx.deps.db, loanId))) throw notFound();
    throw conflict('servicing.noPayout');
  }
  return {
    loanId,
    businessDate,
    entries: entryViewsOf(loaded.rows),
    book: bookViewOf(loaded.book, loaded.rows),
  };
}

type LedgerAction = 'payment.record' | 'payment.refund' | 'ledger.reverse';

/**
 * One ledger action of an operator, in one transaction: the entry (checked against the replayed book),
 * the loan's bills brought in line with the book, and the audit line; the answer is the entry and the book.
 */
function ledgerAction(
  ctx: OperatorContext,
  loanId: number,
  action: LedgerAction,
  reason: string | null,
  write: (
    tx: Executor,
    recorded: { by: number; reason: string | null; now: Date },
    businessDate: string,
  ) => ReturnType<typeof bookReceived>,
) {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const businessDate = await businessDateOf(within(ctx.deps, tx));
    const { row, book } = await write(tx, { by: ctx.operatorId, reason, now }, businessDate);
    const actor = { actorId: ctx.operatorId, actorRole: 'operator' as const, now };
    const { settled } = await followBook(tx, loanId, book, actor);
    const loaded = await loadLoanBook(tx, loanId, businessDate);
    const entry = entryViewOf(row, null);
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action,
      targetType: 'loan',
      targetId: loanId,
      memberId: loaded?.loan.memberId ?? null,
      before: null,
      after: { entry, creditHeld: book.creditHeld, arrears: book.arrears, loanSettled: settled },
      reason,
      requestId: ctx.requestId,
      at: now,
    });
    return { loanId, entry, book: bookViewOf(book, loaded?.rows ?? []) };
  });
}

/** A payment seen without a voucher (a transfer with its reference), booked as it was received. */
export function operatorRecordPayment(
  ctx: OperatorContext,
  input: {
    loanId: number;
    amount: number;
    receivedOn: string;
    reference: string;
    reason?: string | undefined;
  },
) {
  return ledgerAction(
    ctx,
    input.loanId,
    'payment.record',
    input.reason ?? null,
    (tx, recorded, businessDate) =>
      bookReceived(tx, {
        loanId: input.loanId,
        amount: input.amount,
        on: input.receivedOn,
        channel: 'RECORDED',
        reference: input.reference,
        recorded,
        businessDate,
        fields: { amount: 'amount', on: 'receivedOn' },
      }),
  );
}

/** Credit held sent back to the borrower. */
export function operatorRefund(
  ctx: OperatorContext,
  input: { loanId: number; amount: number; reference?: string | undefined; reason: string },
) {
  const reason = input.reference ? `${input.reason} (${input.reference})` : input.reason;
  return ledgerAction(ctx, input.loanId, 'payment.refund', reason, (tx, recorded, businessDate) =>
    bookRefund(tx, {
      loanId: input.loanId,
      amount: input.amount,
      recorded,
      businessDate,
      fields: { amount: 'amount' },
    }),
  );
}

/** An entry undone, with who and why: it counts as never made, and the book is replayed without it. */
export function operatorReverse(
  ctx: OperatorContext,
  input: { loanId: number; entryId: number; reason: string },
) {
  return ledgerAction(ctx, input.loanId, 'ledger.reverse', input.reason, (tx, recorded, businessDate) =>
    bookReversal(tx, {
      loanId: input.loanId,
      reverses: input.entryId,
      recorded,
      businessDate,
      fields: { reverses: 'entryId' },
    }),
  );
}

export function operatorRefuseRepayment(
  ctx: OperatorContext,
  input: {
    repaymentId: number;
    reason?: string | undefined;
    reasonCode?: string | undefined;
    version?: string | undefined;
  },
) {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    let reason = '';
    const { before, after } = await refuseRepaymentIn(tx, {
      repaymentId: input.repaymentId,
      operatorId: ctx.operatorId,
      reasonCode: input.reasonCode ?? 'other',
      // Composed once the repayment (and so the borrower) is known, in the borrower's language.
      reason: async (row) => {
        await checkSeen(tx, input.version, repaymentVersion(row), { type: 'repayment', id: row.id });
        reason = reasonText(
          'refusal',
          input.reasonCode,
          input.reason,
          await memberLanguage(tx, row.memberId),
        );
        return reason;
      },
      now,
      currency: brandOf(ctx.deps.config).currency,
    });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'repayment.refuse',
      targetType: 'repayment',
      targetId: input.repaymentId,
      memberId: before.memberId,
      before: { status: before.status, amount: before.amount, billIds: before.billIds },
      after: { status: after.status, reasonCode: input.reasonCode ?? 'other' },
      reason,
      requestId: ctx.requestId,
      at: now,
    });
    return { repayment: after, loanSettled: false };
  });
}

function kycItemOf(row: NonNullable<Awaited<ReturnType<typeof findKyc>>>, claim: ClaimView | null) {
  return {
    ...row,
    kyc: row.kyc ?? null,
    base: row.base ?? null,
    updatedAt: row.updatedAt.toISOString(),
    version: versionOf(row.kycStatus, row.updatedAt).version,
    claim,
  };
}

export async function operatorKyc(
  ctx: OperatorContext,
  query: Page & {
    status: 'UNVERIFIED' | 'PENDING' | 'VERIFIED' | 'REJECTED';
    order?: 'oldest' | 'newest' | undefined;
  },
) {
  const { rows, total, next } = await pageKyc(ctx.deps.db, query.status, query, query.order);
  const claims = await claimsOf(
    ctx.deps.db,
    'kyc',
    rows.map((row) => row.memberId),
    ctx.operatorId,
    ctx.deps.clock.now(),
  );
  return {
    list: rows.map((row) => kycItemOf(row, claims.get(row.memberId) ?? null)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    next,
  };
}

export async function operatorKycOf(ctx: OperatorContext, memberId: number) {
  const row = await findKyc(ctx.deps.db, memberId);
  if (!row) throw notFound();
  const claims = await claimsOf(ctx.deps.db, 'kyc', [memberId], ctx.operatorId, ctx.deps.clock.now());
  return kycItemOf(row, claims.get(memberId) ?? null);
}

export function operatorDecideKyc(
  ctx: OperatorContext,
  input: {
    memberId: number;
    decision: 'VERIFIED' | 'REJECTED';
    reason?: string | undefined;
    reasonCode?: string | undefined;
    version?: string | undefined;
  },
) {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const seen = await findKyc(tx, input.memberId);
    if (!seen) throw notFound();
    await checkSeen(tx, input.version, versionOf(seen.kycStatus, seen.updatedAt), {
      type: 'member',
      id: input.memberId,
    });
    const rejected = input.decision === 'REJECTED';
    const reason = rejected
      ? reasonText('kyc', input.reasonCode, input.reason, await memberLanguage(tx, input.memberId))
      : null;
    if (rejected && !reason)
      throw invalid({ reason: 'repayment.reason.required' }, 'repayment.reason.required');
    const row = await decideKyc(
      tx,
      input.memberId,
      input.decision,
      { text: reason, code: rejected ? (input.reasonCode ?? 'other') : null },
      now,
    );
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
      memberId: row.memberId,
      before: { kycStatus: 'PENDING' },
      after: { kycStatus: row.kycStatus, reasonCode: rejected ? (input.reasonCode ?? 'other') : null },
      reason,
      requestId: ctx.requestId,
      at: now,
    });
    return { memberId: row.memberId, kycStatus: row.kycStatus, kycRejectReason: row.kycRejectReason };
  });
}

/** The audit filter's London dates as instants: from the start of `from` to the end of `to`. */
function auditFilterOf(query: Omit<AuditQuery, 'page' | 'pageSize' | 'after'>) {
  return {
    operatorId: query.operatorId,
    action: query.action,
    memberId: query.memberId,
    from: query.from ? londonTimeOn(query.from as IsoDate, 0) : undefined,
    to: query.to ? londonTimeOn(addDays(query.to as IsoDate, 1), 0) : undefined,
  };
}

export function operatorAudit(ctx: OperatorContext, query: AuditQuery) {
  return listAudit(ctx.deps.db, auditFilterOf(query), query);
}

export function operatorAuditCsv(
  ctx: OperatorContext,
  query: Omit<AuditQuery, 'page' | 'pageSize' | 'after'>,
) {
  return auditCsv(ctx.deps.db, auditFilterOf(query));
}

/** A new operator (the command line's `add-operator`); the e-mail must be free. */
export function operatorAdd(ctx: OperatorContext, input: { email: string; password: string }) {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const created = await insertOperator(
      tx,
      input.email.toLowerCase(),
      await hashPassword(input.password),
      now,
    );
    if (!created) throw invalid({ email: 'email.taken' }, 'email.taken');
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'operator.add',
      targetType: 'member',
      targetId: created.id,
      after: { email: created.email, role: 'operator' },
      requestId: ctx.requestId,
      at: now,
    });
    return { memberId: created.id, email: created.email };
  });
}

/** The reasons to choose from, labelled in the operator's language (the borrower reads theirs). */
export function operatorReasonLists(lang: Language) {
  const labelled = (list: ReasonList, codes: readonly string[]) =>
    codes.map((code) => ({ code, label: translate(reasonKey(list, code), lang) }));
  return {
    decline: labelled('decline', declineReasonCodes),
    kyc: labelled('kyc', kycRejectReasonCodes),
    refusal: labelled('refusal', refusalReasonCodes),
  };
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
