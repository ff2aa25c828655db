import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RepaymentMethod } from '../../domain/loan/methods';
import { members } from '../../server/db/schema';
import { createSession } from '../../server/modules/auth/sessions';
import { approveApplication, disburseLoan } from '../../server/modules/loans/loan-service';
import type { TestMember } from './members';
import type { TestContext } from './test-app';

/** A TRC-20 address with a valid checksum (the USDT contract on Tron). */
export const TEST_USDT_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export const eligibleProfile = {
  base: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-05-14',
    nationality: 'British',
    idNumber: 'AB123456C',
    idFrontUploadId: 1,
    idBackUploadId: 2,
    phone: '+447700900123',
    email: 'ada@example.com',
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
  },
  contactAddress: {
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
    yearsAtAddress: 5,
  },
  employment: {
    status: 'FULL_TIME',
    employerName: 'Harbour Works Ltd',
    employerPhone: '+447700900456',
    workingYears: 8,
    personalAnnualIncome: 4_200_000,
    familyAnnualIncome: 6_000_000,
  },
};

/** Writes the profile sections an application needs (what the member routes would have stored). */
export async function giveProfile(
  ctx: TestContext,
  member: { id: number },
  sections: Partial<typeof eligibleProfile> = eligibleProfile,
): Promise<void> {
  await ctx.deps.db
    .update(members)
    .set({
      base: sections.base ?? null,
      contactAddress: sections.contactAddress ?? null,
      employment: sections.employment ?? null,
    })
    .where(eq(members.id, member.id));
}

export interface QuoteInput {
  amount?: number;
  termMonths?: number;
  method?: RepaymentMethod;
}

export async function requestQuote(ctx: TestContext, member: TestMember, input: QuoteInput = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/loan/quote',
    headers: member.headers(),
    payload: { amount: 1_000_000, termMonths: 12, method: 'EQUAL_INSTALLMENT', ...input },
  });
  if (response.statusCode !== 200) throw new Error(`quote failed: ${response.body}`);
  return response.json().data as { quoteId: number; apr: string; annualRate: string; totalPayable: number };
}

export function applyBody(quoteId: number) {
  return {
    quoteId,
    purpose: 'EDUCATION',
    receivingAddress: TEST_USDT_ADDRESS,
    consentTerms: true,
    consentAgreement: true,
  };
}

export async function submitApplication(
  ctx: TestContext,
  member: TestMember,
  quoteId: number,
  key = randomUUID(),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/loan/apply',
    headers: { ...member.headers(), 'idempotency-key': key },
    payload: applyBody(quoteId),
  });
}

/** Quote → apply for a member whose profile is already complete; answers the new application's id. */
export async function pendingLoan(
  ctx: TestContext,
  member: TestMember,
  input: QuoteInput = {},
): Promise<number> {
  const quote = await requestQuote(ctx, member, input);
  const response = await submitApplication(ctx, member, quote.quoteId);
  if (response.statusCode !== 200) throw new Error(`apply failed: ${response.body}`);
  return (response.json().data as { loanId: number }).loanId;
}

export async function approvedLoan(
  ctx: TestContext,
  member: TestMember,
  operatorId: number,
  input: QuoteInput = {},
): Promise<number> {
  const loanId = await pendingLoan(ctx, member, input);
  await approveApplication(ctx.deps, { loanId, operatorId });
  return loanId;
}

/** Reads the agreement and signs it with the profile's name and the agreement's version hash. */
export async function signOffer(
  ctx: TestContext,
  member: TestMember,
  loanId: number,
  fullName = 'Ada Lovelace',
) {
  const contract = await ctx.app.inject({
    method: 'GET',
    url: `/api/loan/${loanId}/contract`,
    headers: member.headers(),
  });
  if (contract.statusCode !== 200) throw new Error(`contract failed: ${contract.body}`);
  const { versionHash } = contract.json().data as { versionHash: string };
  return ctx.app.inject({
    method: 'POST',
    url: `/api/loan/${loanId}/sign`,
    headers: { ...member.headers(), 'idempotency-key': randomUUID() },
    payload: { fullName, versionHash },
  });
}

export async function signedLoan(
  ctx: TestContext,
  member: TestMember,
  operatorId: number,
  input: QuoteInput = {},
) {
  const loanId = await approvedLoan(ctx, member, operatorId, input);
  const signed = await signOffer(ctx, member, loanId);
  if (signed.statusCode !== 200) throw new Error(`sign failed: ${signed.body}`);
  return loanId;
}

/** A member's loan all the way to DISBURSED, with its bills generated from today. */
export async function disbursedLoan(
  ctx: TestContext,
  member: TestMember,
  operatorId: number,
  input: QuoteInput = {},
) {
  const loanId = await signedLoan(ctx, member, operatorId, input);
  await disburseLoan(ctx.deps, { loanId, operatorId });
  return loanId;
}

/**
 * A new session for a member after a test moved the clock past the idle limit: time rules of weeks are
 * tested by moving the clock, and no session survives that.
 */
export async function freshSession(ctx: TestContext, member: TestMember): Promise<TestMember> {
  const { token } = await createSession(ctx.deps.db, ctx.deps.config, member.id, ctx.clock.now());
  return { ...member, token, headers: (lang) => ({ token, ...(lang ? { lang } : {}) }) };
}
