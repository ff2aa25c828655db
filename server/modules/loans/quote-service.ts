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
import { eligibilityOf } from './applicant-profile';
import { findApplicantProfile } from './loan-repository';
import { loanSettings } from './loan-settings';
import { outstandingDebtOfMember } from './member-debt';
import { findDraft, insertQuote, type QuoteRow, upsertDraft } from './quote-repository';

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

/**
 * A quote "as if disbursed today": the method's configured rate, the schedule, the APR and the
 * eligibility outcome from the borrower's profile and any money still owed on an earlier loan, stored and
 * valid for 30 days.
 */
export async function createQuote(
  deps: AppDeps,
  memberId: number,
  request: QuoteRequest,
): Promise<QuoteResponse> {
  const { db, clock } = deps;
  const settings = await loanSettings(db);
  if (request.amount < settings.minAmount) {
    throw invalid({
      amount: encodeMessage(M.amountMin, {
        money: formatMoney(settings.minAmount, 'en', { currency: 'GBP' }),
      }),
    });
  }
  if (request.amount > settings.maxAmount) {
    throw invalid({
      amount: encodeMessage(M.amountMax, {
        money: formatMoney(settings.maxAmount, 'en', { currency: 'GBP' }),
      }),
    });
  }
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
  const reasons = [...fromProfile.reasons, ...(await outstandingDebtOfMember(db, memberId, today))];
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
    createdAt: now,
    validUntil: new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS),
  });
  return quoteView(quote, schedule);
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
