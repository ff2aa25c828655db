import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { RepaymentMethod } from '../../domain/loan/methods';
import { members } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { createSession } from '../../server/modules/auth/sessions';
import { setConfigValue } from '../../server/modules/config/config-service';
import type { TestMember } from './members';
import { signInWithTotp } from './second-factor';
import type { TestContext } from './test-app';
import { uniqueIdNumber, uniquePhone, uniqueUsdtAddress } from './unique-details';

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

/**
 * Writes the profile sections an application needs (what the member routes would have stored). The phone
 * and ID number are the member's own unless the sections name others: borrowers who share them are referred.
 */
export async function giveProfile(
  ctx: TestContext,
  member: { id: number },
  sections: Partial<typeof eligibleProfile> = eligibleProfile,
): Promise<void> {
  const base =
    sections.base?.idNumber === eligibleProfile.base.idNumber
      ? { ...sections.base, phone: uniquePhone(), idNumber: uniqueIdNumber() }
      : sections.base;
  await ctx.deps.db
    .update(members)
    .set({
      base: base ?? null,
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

/**
 * An application's body. Each quote gets a receiving address of its own (see unique-details.ts), the same
 * every time it is asked for, so a submit sent twice is the same request.
 */
export function applyBody(quoteId: number, receivingAddress = uniqueUsdtAddress(`quote:${quoteId}`)) {
  return {
    quoteId,
    purpose: 'EDUCATION',
    receivingAddress,
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

/**
 * Every application from now on waits for a person: the credit policy in manual mode refers them all
 * (DECISION_MODE=manual), as a lender does while its operators decide by hand. For tests of what an
 * operator does with an application; the policy's own outcomes are tested with the default, `auto`.
 */
export async function referEveryApplication(ctx: TestContext): Promise<void> {
  await setConfigValue(ctx.deps.db, 'DECISION_MODE', 'manual', ctx.clock.now());
}

/** The identity check passed, as an operator's confirmation leaves it: money may now be sent. */
export async function verifyIdentity(ctx: TestContext, member: { id: number }): Promise<void> {
  await ctx.deps.db.update(members).set({ kycStatus: 'VERIFIED' }).where(eq(members.id, member.id));
}

/**
 * Quote → apply for a member whose profile is already complete, with every application referred to a
 * person (`referEveryApplication`); answers the new application's id, PENDING_REVIEW.
 */
export async function pendingLoan(
  ctx: TestContext,
  member: TestMember,
  input: QuoteInput = {},
): Promise<number> {
  await referEveryApplication(ctx);
  const quote = await requestQuote(ctx, member, input);
  const response = await submitApplication(ctx, member, quote.quoteId);
  if (response.statusCode !== 200) throw new Error(`apply failed: ${response.body}`);
  return (response.json().data as { loanId: number }).loanId;
}

/** Quote → apply → the operator's offer through `POST /api/operator/applications/{id}/approve`. */
export async function approvedLoan(
  ctx: TestContext,
  member: TestMember,
  operator: TestMember,
  input: QuoteInput = {},
): Promise<number> {
  const loanId = await pendingLoan(ctx, member, input);
  const approved = await operatorCall(
    ctx,
    operator,
    'POST',
    `/api/operator/applications/${loanId}/approve`,
    {},
  );
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
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
  operator: TestMember,
  input: QuoteInput = {},
) {
  const loanId = await approvedLoan(ctx, member, operator, input);
  const signed = await signOffer(ctx, member, loanId);
  if (signed.statusCode !== 200) throw new Error(`sign failed: ${signed.body}`);
  return loanId;
}

/**
 * A member's loan all the way to DISBURSED (`POST /api/operator/loans/{id}/disburse`), with its bills
 * generated from today; the member's identity is verified first, as the payout requires.
 */
export async function disbursedLoan(
  ctx: TestContext,
  member: TestMember,
  operator: TestMember,
  input: QuoteInput = {},
) {
  const loanId = await signedLoan(ctx, member, operator, input);
  await verifyIdentity(ctx, member);
  const disbursed = await operatorCall(ctx, operator, 'POST', `/api/operator/loans/${loanId}/disburse`);
  if (disbursed.statusCode !== 200) throw new Error(`disburse failed: ${disbursed.body}`);
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

/**
 * The operator account `npm start` seeds (OPERATOR_EMAIL / OPERATOR_PASSWORD, and the authenticator of
 * OPERATOR_TOTP_SECRET), signed in through `POST /api/member/login` and its second step like a person at
 * the operator screens: its token is a real session.
 */
export async function seededOperator(ctx: TestContext): Promise<TestMember> {
  await seed(ctx.deps.db, ctx.deps.config, ctx.clock.now());
  const { OPERATOR_EMAIL: email, OPERATOR_PASSWORD: password, OPERATOR_TOTP_SECRET } = ctx.deps.config;
  const { token, member } = await signInWithTotp(ctx, email, password, OPERATOR_TOTP_SECRET);
  return { id: member.id, email, token, headers: (lang) => ({ token, ...(lang ? { lang } : {}) }) };
}

/** The second demo operator (SECOND_OPERATOR_*), signed in like the first; `seededOperator` seeds both. */
export async function seededSecondOperator(ctx: TestContext): Promise<TestMember> {
  const config = ctx.deps.config;
  const email = config.SECOND_OPERATOR_EMAIL;
  const signedIn = await signInWithTotp(
    ctx,
    email,
    config.SECOND_OPERATOR_PASSWORD,
    config.SECOND_OPERATOR_TOTP_SECRET,
  );
  const { token } = signedIn;
  return { id: signedIn.member.id, email, token, headers: (lang) => ({ token, ...(lang ? { lang } : {}) }) };
}

/**
 * A call to an operator route with `operator`'s token. Tests move the clock by days and no session
 * survives that: on a U403 the operator signs in again (a new session, as a login makes) and the call is
 * made once more.
 */
export async function operatorCall(
  ctx: TestContext,
  operator: TestMember,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang?: 'en' | 'cn' | 'tw',
) {
  // An action's body is an object even when it says nothing, as the console and the command line send it.
  const body = payload ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
  const send = (member: TestMember) =>
    ctx.app.inject({ method, url, headers: member.headers(lang), ...(body ? { payload: body } : {}) });
  const first = await send(operator);
  if (first.json().code !== 'U403') return first;
  const fresh = await freshSession(ctx, operator);
  operator.token = fresh.token;
  operator.headers = fresh.headers;
  return send(operator);
}

/**
 * Uploads a small PNG of random pixels as `member` and answers its upload id. Random pixels give every
 * voucher its own sha256, which a repayment requires (one voucher can never be used twice).
 */
export async function uploadVoucher(ctx: TestContext, member: TestMember): Promise<number> {
  const png = await sharp(randomBytes(4 * 4 * 3), { raw: { width: 4, height: 4, channels: 3 } })
    .png()
    .toBuffer();
  const boundary = '----quayside-voucher-boundary';
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    headers: { ...member.headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voucher.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return (response.json().data as { id: number }).id;
}

/** `repayment/submit` as `member`, with a fresh Idempotency-Key. */
export function submitRepayment(
  ctx: TestContext,
  member: TestMember,
  payload: object,
  lang?: 'en' | 'cn' | 'tw',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/repayment/submit',
    headers: { ...member.headers(lang), 'idempotency-key': randomUUID() },
    payload,
  });
}
