import { MAX_DRAFT_BYTES, type QuoteRequest, type QuoteResponse } from '../../../domain/api/loans';
import { aprOfSchedule } from '../../../domain/loan/apr';
import { brandDate } from '../../../domain/loan/brand-date';
import { QUOTE_VALID_DAYS } from '../../../domain/loan/lifecycle';
import { generateSchedule, type Schedule } from '../../../domain/loan/schedule';
import { encodeMessage, M } from '../../../domain/messages';
import { formatMoney } from '../../../domain/money';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { StoredScheduleLine } from '../../db/schema/loans';
import { AppError, invalid } from '../../lib/app-error';
import { softSearchAtQuote } from '../credit/credit-search-service';
import { businessDateOf } from '../servicing/servicing-front-door';
import { eligibilityOf } from './applicant-profile';
import { findApplicantProfile } from './loan-repository';
import { loanSettings } from './loan-settings';
import { outstandingDebtOfMember } from './member-debt';
import { findDraft, insertQuote, type QuoteRow, upsertDraft } from './quote-repository';
import { topUpOfQuote } from './top-up-eligibility';

const DAY_MS = 86_400_000;

export function storedLines(schedule: Schedule): StoredScheduleLine[] {
  return schedule.lines.map(({ period, dueDate, principal, interest, total }) => ({
    period,
    dueDate,
    principal,
    interest,
    total,
  }));
}

/** The configured range, in the words the loan step uses for it too. */
export function checkAmountRange(settings: { minAmount: number; maxAmount: number }, amount: number): void {
  if (amount < settings.minAmount) {
    throw invalid({
      amount: encodeMessage(M.amountMin, {
        money: formatMoney(settings.minAmount, 'en', { currency: 'GBP' }),
      }),
    });
  }
  if (amount > settings.maxAmount) {
    throw invalid({
      amount: encodeMessage(M.amountMax, {
        money: formatMoney(settings.maxAmount, 'en', { currency: 'GBP' }),
      }),
    });
  }
}

/**
 * A quote "as if disbursed today": the method's configured rate, the schedule, the APR and the
 * eligibility outcome from the borrower's profile and any money still owed on an earlier loan, stored and
 * valid for 30 days. With a loan running it is a top-up of that loan: its settlement figure as at the
 * expected payout day and what the borrower would receive are part of the quote.
 */
export async function createQuote(
  deps: AppDeps,
  memberId: number,
  request: QuoteRequest,
): Promise<QuoteResponse> {
  const { db, clock } = deps;
  const settings = await loanSettings(db);
  checkAmountRange(settings, request.amount);
  const now = clock.now();
  const today = brandDate(now);
  const annualRate = settings.rateOf(request.method);
  const schedule = generateSchedule({
    principal: request.amount,
    annualRate,
    termMonths: request.termMonths,
    method: request.method,
    startDate: today,
  });
  const apr = aprOfSchedule(schedule);
  const profile = await findApplicantProfile(db, memberId);
  if (!profile) throw new AppError('U403', 'session.expired');
  // Money still owed on an earlier loan stops an application as surely as the profile rules do, so the
  // quote names it among the reasons rather than letting the borrower find out on submitting.
  const fromProfile = eligibilityOf(profile, today);
  const topUp = await topUpOfQuote(deps, memberId, request.amount, today);
  const reasons = [
    ...fromProfile.reasons,
    ...(await outstandingDebtOfMember(db, memberId, today)),
    ...topUp.reasons,
  ];
  const eligibility = { eligible: reasons.length === 0, reasons };
  const quote = await insertQuote(db, {
    memberId,
    amount: request.amount,
    termMonths: request.termMonths,
    method: request.method,
    annualRate,
    apr,
    schedule: storedLines(schedule),
    eligibility,
    topUp: topUp.topUp,
    createdAt: now,
    validUntil: new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS),
  });
  // A quote is a soft search (DESIGN §4): no other lender sees it, and it tells the borrower before a hard
  // search would whether their file holds what we do not lend past.
  const creditCheck = await softSearchAtQuote(deps, {
    memberId,
    quoteId: quote.id,
    profile,
    asOf: await businessDateOf(deps),
  });
  return { ...quoteView(quote, schedule), creditCheck };
}

function quoteView(quote: QuoteRow, schedule: Schedule): QuoteResponse {
  return {
    quoteId: quote.id,
    amount: quote.amount,
    termMonths: quote.termMonths,
    method: quote.method,
    annualRate: quote.annualRate,
    apr: quote.apr,
    instalment: schedule.instalment,
    totalInterest: schedule.totalInterest,
    totalPayable: schedule.totalPayable,
    validUntil: quote.validUntil.toISOString(),
    schedule: quote.schedule,
    eligibility: quote.eligibility,
    ...(quote.topUp ? { topUp: { ...quote.topUp, estimate: true } } : {}),
  };
}

export async function getDraft(db: Executor, memberId: number) {
  const row = await findDraft(db, memberId);
  if (!row) return { draft: null, updatedAt: null };
  return { draft: row.draft as Record<string, unknown>, updatedAt: row.updatedAt.toISOString() };
}

export async function saveDraft(deps: AppDeps, memberId: number, draft: Record<string, unknown>) {
  if (Buffer.byteLength(JSON.stringify(draft), 'utf8') > MAX_DRAFT_BYTES) {
    throw new AppError('V400', 'body.tooLarge', { status: 413 });
  }
  const now = deps.clock.now();
  await upsertDraft(deps.db, memberId, draft, now);
  return { draft, updatedAt: now.toISOString() };
}
