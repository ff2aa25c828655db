import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Borrower, borrowerWithRecords } from '../tests/helpers/borrower-world';
import { pendingLoan, seededOperator } from '../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../tests/helpers/members';
import { routeAccess } from '../tests/helpers/route-access';
import { captureRoutes, fillPath, type RegisteredRoute } from '../tests/helpers/route-table';
import { createTestApp, type TestContext } from '../tests/helpers/test-app';
import { privilegedFields } from '../tests/helpers/zod-arbitrary';
import { loans, members } from './db/schema';

/**
 * Mass assignment on every write route with a body: a valid body joined by every privileged field its
 * contract does not name (role, status, kyc status, account type, amounts, rates, owner ids…) is refused
 * (a strict contract: V400 naming the field) or the fields are dropped (a plain one) — and the privileged
 * columns of every row stay as they were. A write route with a body and no example here fails the suite.
 */

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const CHALLENGE = 'c'.repeat(43);
const PASSKEY_ANSWER = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} };
const examples: Record<string, (world: Borrower) => Record<string, unknown>> = {
  'POST /api/member/register': () => ({
    email: 'new@quayside.uk',
    code: '123456',
    password: 'Harbour-light-9',
  }),
  'POST /api/member/login': (w) => ({ email: w.member.email, password: 'Harbour-light-9' }),
  // The second step of a sign-in and a member's own factors (decision 106): a challenge nobody holds.
  'POST /api/member/login/code': () => ({ challenge: CHALLENGE, code: '123456' }),
  'POST /api/member/login/recovery-code': () => ({ challenge: CHALLENGE, recoveryCode: 'abcde-fghjk' }),
  'POST /api/member/login/passkey/options': () => ({ challenge: CHALLENGE }),
  'POST /api/member/login/passkey': () => ({ challenge: CHALLENGE, response: PASSKEY_ANSWER }),
  'POST /api/member/login/enrol': () => ({ challenge: CHALLENGE }),
  'POST /api/member/login/enrol/confirm': () => ({ challenge: CHALLENGE, code: '123456' }),
  'POST /api/member/second-factor/totp/confirm': () => ({ code: '123456' }),
  'POST /api/member/second-factor/totp/disable': () => ({ password: 'Harbour-light-9' }),
  'POST /api/member/second-factor/recovery-codes': () => ({ code: '123456' }),
  'POST /api/member/second-factor/passkeys': () => ({ name: 'Laptop', response: PASSKEY_ANSWER }),
  'POST /api/member/resetPassword': (w) => ({
    email: w.member.email,
    code: '123456',
    password: 'Harbour-light-9',
  }),
  'POST /api/verification/emailCode': () => ({ email: 'fresh@quayside.uk', purpose: 'register' }),
  'POST /api/verification/smsCode': () => ({ mobile: '+447700900999' }),
  'PUT /api/notification/preferences': () => ({ emailGroups: ['payments'] }),
  'POST /api/notification/push/subscribe': () => ({
    subscription: {
      endpoint: 'https://push.example.net/wpush/mass',
      keys: {
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      },
    },
    preferences: { groups: ['payments'], anyTimeGroups: [], showAmounts: false },
  }),
  'POST /api/notification/push/unsubscribe': () => ({ endpoint: 'https://push.example.net/wpush/mass' }),
  'POST /api/notification/test': () => ({ channel: 'email' }),
  'PUT /api/member/saveOrUpdateContactAddress': () => ({
    country: 'UK',
    city: 'Leeds',
    address: '3 Mill Lane',
    postcode: 'LS1 1AA',
    yearsAtAddress: 6,
  }),
  'PUT /api/member/saveOrUpdateEmploymentInfo': () => ({
    status: 'RETIRED',
    workingYears: 30,
    personalAnnualIncome: 2_000_000,
    familyAnnualIncome: 3_000_000,
  }),
  'PUT /api/member/saveOrUpdateFamilyInfo': () => ({ maritalStatus: 'MARRIED', hasChildren: false }),
  'PUT /api/member/saveOrUpdateContactInfo': () => ({
    contacts: [{ relationship: 'Sister', name: 'Mary', phone: '+447700900111', employer: 'NHS' }],
  }),
  'PUT /api/member/updatePassword': () => ({
    currentPassword: 'Harbour-light-9',
    newPassword: 'Harbour-light-9',
    confirmPassword: 'Harbour-light-9',
  }),
  'PUT /api/member/updateWalletAddress': () => ({ walletAddress: USDT, password: 'Harbour-light-9' }),
  'PUT /api/member/updateBankAccount': () => ({
    accountHolderName: 'Jane Smith',
    sortCode: '089999',
    accountNumber: '66374958',
    password: 'Harbour-light-9',
  }),
  'PUT /api/member/payoutMethod': () => ({ payoutMethod: 'USDT', password: 'Harbour-light-9' }),
  'PUT /api/member/updateMobile': () => ({ mobile: '+447700900222', code: '123456' }),
  'PUT /api/member/updateEmail': () => ({ email: 'other@quayside.uk', code: '123456' }),
  // Above the running loan's settlement figure: with a loan running, a quote is a top-up of it.
  'POST /api/loan/quote': () => ({ amount: 2_000_000, termMonths: 12, method: 'EQUAL_INSTALLMENT' }),
  'POST /api/loan/agreement-preview': () => ({
    amount: 500_000,
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
  }),
  'PUT /api/loan/draft': () => ({ draft: { step: 'work' } }),
  'POST /api/repayment/submit': (w) => ({ billIds: [w.ids.bill[0]], voucherUploadId: w.ids.upload[0] }),
  'POST /api/operator/applications/:id/approve': () => ({ note: 'fine' }),
  'POST /api/operator/business-date': () => ({ date: '2026-12-31' }),
  'POST /api/operator/loans/:id/default-notice': () => ({
    breach: 'Two instalments unpaid',
    sum: 100,
    remedyDate: '2030-01-02',
  }),
  'POST /api/operator/arrears/:id/contacts': () => ({
    channel: 'PHONE',
    direction: 'OUTBOUND',
    summary: 'Called; borrower will pay on Friday',
    outcome: 'PROMISE_TO_PAY',
  }),
  'POST /api/operator/arrears/:id/promises': () => ({ promisedOn: '2030-01-04', amount: 10_000 }),
  'PUT /api/operator/arrears/:id/next-action': () => ({ on: '2030-01-07', note: 'Check the promise' }),
  'POST /api/operator/loans/:id/charge-off': () => ({ reason: 'Remedy date passed unpaid' }),
  'POST /api/operator/applications/:id/reject': () => ({ reason: 'Income not shown' }),
  'POST /api/operator/repayments/:id/refuse': () => ({ reason: 'Amount does not match' }),
  'POST /api/operator/kyc/:memberId/reject': () => ({ reason: 'Photo blurred' }),
  'PUT /api/operator/config/:code': () => ({ value: '0.2' }),
  'POST /api/operator/usdt-rate': () => ({ rate: '1.25' }),
  'POST /api/operator/loans/:id/payout-ready': () => ({}),
  'POST /api/operator/loans/:id/disburse': () => ({ reference: '0x5f2c9a' }),
  'POST /api/operator/repayments/:id/confirm': () => ({}),
  'POST /api/operator/kyc/:memberId/confirm': () => ({}),
  'POST /api/operator/loans/:id/payments': () => ({
    amount: 1_000,
    receivedOn: '2026-01-05',
    reference: 'BANK-REF-1',
  }),
  'POST /api/operator/loans/:id/refunds': () => ({ amount: 100, reason: 'Asked back' }),
  'POST /api/operator/loans/:id/reversals': () => ({ entryId: 1, reason: 'Entered twice' }),
  'POST /api/operator/operators': () => ({ email: 'new-operator@quayside.uk', password: 'Harbour-light-9' }),
  'POST /api/operator/hardship/:id/preview': () => ({
    terms: { kind: 'PAYMENT_HOLIDAY', months: 2, freezeInterest: true },
  }),
  'POST /api/operator/hardship/:id/offer': () => ({
    terms: { kind: 'TERM_EXTENSION', months: 24 },
  }),
  'POST /api/operator/hardship/:id/offers/:offerId/approve': () => ({}),
  'POST /api/operator/hardship/:id/offers/:offerId/withdraw': () => ({}),
  'POST /api/operator/hardship/:id/waive': () => ({ amount: 500, reason: 'Illness in the family' }),
  'POST /api/operator/hardship/:id/waive/approve': () => ({}),
  'POST /api/operator/hardship/:id/waive/withdraw': () => ({}),
  'POST /api/operator/hardship/:id/decline': () => ({ reason: 'Payments can be met from the income shown' }),
  'POST /api/complaints/public': () => ({
    name: 'Grace Hopper',
    email: 'grace@quayside.example',
    whatHappened: 'A payment was taken twice.',
    wanted: 'Refund it.',
  }),
  'POST /api/operator/complaints': () => ({
    channel: 'PHONE',
    receivedOn: '2026-01-05',
    receivedTime: '10:00',
    name: 'Grace Hopper',
    whatHappened: 'A payment was taken twice.',
    wanted: 'Refund it.',
  }),
  'POST /api/operator/complaints/:id/acknowledge': () => ({}),
  'POST /api/operator/complaints/:id/notes': () => ({ text: 'Bank statement shows two payments.' }),
  'POST /api/operator/complaints/:id/summary-resolution': () => ({ text: 'Refunded the second payment.' }),
  'POST /api/operator/complaints/:id/final-response': () => ({
    outcome: 'UPHELD',
    redress: 1_000,
    text: 'We took it twice and refunded it.',
  }),
  'POST /api/operator/complaints/:id/close': () => ({}),
  'POST /api/operator/borrowers/:memberId/notes': () => ({ text: 'Called about the March bill' }),
};

let ctx: TestContext;
let routes: RegisteredRoute[];
let operator: TestMember;
let world: Borrower;
let pending: number;
let applicant: TestMember;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'quayside-mass-'));
  const captured = await captureRoutes(() => createTestApp({ env: { DATA_DIR: dataDir } }));
  ctx = captured.built;
  routes = captured.routes;
  operator = await seededOperator(ctx);
  world = await borrowerWithRecords(ctx, operator, 'Mass');
  applicant = await createMemberWithToken(ctx);
  const [profile] = await ctx.deps.db
    .select({ base: members.base, contactAddress: members.contactAddress, employment: members.employment })
    .from(members)
    .where(eq(members.id, world.member.id));
  await ctx.deps.db.update(members).set(profile!).where(eq(members.id, applicant.id));
  pending = await pendingLoan(ctx, applicant);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The privileged columns of every row that has any: who owns what, states, amounts and rates. */
async function privilegedColumns() {
  const read = async (query: ReturnType<typeof sql>) =>
    ((await ctx.deps.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    members: await read(
      sql`select id, email, role, status, account_type, kyc_status from members order by id`,
    ),
    loans: await read(
      sql`select id, member_id, quote_id, status, amount, term_months, annual_rate, overdue_rate, apr, offer_amount, offer_rate, offer_apr from loans order by id`,
    ),
    quotes: await read(sql`select id, member_id, annual_rate, apr from loan_quotes order by id`),
    bills: await read(sql`select id, loan_id, principal, interest, total from loan_bills order by id`),
    repayments: await read(
      sql`select id, member_id, loan_id, amount, voucher_upload_id from repayments order by id`,
    ),
    uploads: await read(sql`select id, member_id from uploads order by id`),
  };
}

function callerFor(route: RegisteredRoute): string | undefined {
  const access = routeAccess[route.key];
  if (access?.kind === 'public') return undefined;
  return access?.kind === 'operator' ? operator.token : world.member.token;
}

/** The contract's own top-level fields: a privileged name the contract has (a quote's amount) is its own. */
function contractFields(route: RegisteredRoute): string[] {
  type Node = { _zod: { def: { type: string; shape?: Record<string, unknown>; in?: Node } } };
  let node = route.body as unknown as Node | undefined;
  while (node && node._zod.def.type === 'pipe') node = node._zod.def.in;
  return Object.keys(node?._zod.def.shape ?? {});
}

describe('mass assignment', () => {
  // One request per write route with the privileged columns read before and after each: 45–70 s on two
  // cores shared with other runs (2026-11-28), past vitest's 60 s default.
  it('refuses or drops privileged fields on every write route, and no privileged column moves', async () => {
    const writes = routes.filter((route) => route.method !== 'GET' && route.body);
    const missing = writes.filter((route) => {
      const access = routeAccess[route.key];
      return !examples[route.key] && !(access?.kind === 'owned' && (access.example || access.body));
    });
    expect(
      missing.map((route) => route.key),
      'give these a valid body in examples',
    ).toEqual([]);
    const failures: string[] = [];
    let refused = 0;
    let taken = 0;
    for (const route of writes) {
      const access = routeAccess[route.key];
      const base =
        examples[route.key]?.(world) ??
        (access?.kind === 'owned'
          ? {
              ...access.example,
              ...Object.fromEntries(
                Object.entries(access.body ?? {}).map(([name, field]) => {
                  const id = world.ids[field.replace('[]', '') as keyof Borrower['ids']][0]!;
                  return [name, field.endsWith('[]') ? [id] : id];
                }),
              ),
            }
          : {});
      const own = new Set(contractFields(route));
      const extra = Object.fromEntries(Object.entries(privilegedFields).filter(([name]) => !own.has(name)));
      const before = await privilegedColumns();
      const token = callerFor(route);
      const response = await ctx.app.inject({
        method: route.method as 'POST' | 'PUT',
        url: fillPath(route, {
          id: String(
            route.url.includes('/repayments/')
              ? world.ids.repayment[0]
              : route.url.includes('/operator/')
                ? pending
                : world.ids.loan[0],
          ),
          memberId: String(applicant.id),
          offerId: '1',
          code: 'LOAN_OVERDUE_YEAR_RATE',
        }),
        remoteAddress: `10.9.${refused + taken}.1`,
        headers: { ...(token ? { token } : {}), 'idempotency-key': randomUUID() },
        payload: { ...base, ...extra },
      });
      const body = response.json() as { code: string; data: { fields?: Record<string, string> } | null };
      if (response.statusCode >= 500) failures.push(`${route.key}: ${response.statusCode} ${response.body}`);
      if (response.statusCode === 400) {
        refused += 1;
        const named = Object.keys(body.data?.fields ?? {});
        if (!named.some((name) => name in extra || name === 'body')) {
          failures.push(
            `${route.key}: refused, but not for the privileged fields: ${response.body.slice(0, 200)}`,
          );
        }
      } else taken += 1;
      const after = await privilegedColumns();
      for (const table of Object.keys(before) as Array<keyof typeof before>) {
        const kept = after[table].slice(0, before[table].length);
        if (JSON.stringify(kept) !== JSON.stringify(before[table])) {
          // An operator's approval moves its own loan to APPROVED with an offer: checked on its own below.
          // Confirming an identity check moves the member's check to VERIFIED: that is the route's purpose
          // (the applicant's check is pending since the application sent its ID photos).
          const ownPurpose =
            (route.key.endsWith('/approve') && table === 'loans') ||
            (route.key.endsWith('/kyc/:memberId/confirm') && table === 'members');
          if (!ownPurpose) failures.push(`${route.key}: ${table} changed`);
        }
        const injectedOwner = JSON.stringify(after[table].slice(before[table].length)).includes(
          '"member_id":1,',
        );
        if (injectedOwner) failures.push(`${route.key}: a new ${table} row belongs to member 1`);
      }
    }
    expect(failures).toEqual([]);
    expect(refused + taken).toBe(writes.length);
    // The approval kept the quote's amount and rate and the applicant as owner, whatever the body said.
    const [approved] = await ctx.deps.db.select().from(loans).where(eq(loans.id, pending));
    expect(approved).toMatchObject({ memberId: applicant.id, status: 'APPROVED' });
    expect(approved!.offerAmount).toBe(approved!.amount);
    expect(approved!.offerRate).toBe(approved!.annualRate);
    // Every write route of the app, twice each: a minute on a quiet machine, more beside the rest of the suite.
  }, 180_000);

  it('keeps a new application’s figures, owner and state from the quote and the rules, not the body', async () => {
    const fresh = await createMemberWithToken(ctx);
    const [profile] = await ctx.deps.db
      .select({ base: members.base, contactAddress: members.contactAddress, employment: members.employment })
      .from(members)
      .where(eq(members.id, world.member.id));
    await ctx.deps.db.update(members).set(profile!).where(eq(members.id, fresh.id));
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/quote',
      headers: fresh.headers(),
      payload: { amount: 800_000, termMonths: 24, method: 'INTEREST_FIRST', annualRate: '0', apr: '0.0' },
    });
    const { quoteId, annualRate } = quote.json().data as { quoteId: number; annualRate: string };
    expect(annualRate).not.toBe('0');
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/loan/apply',
      headers: { ...fresh.headers(), 'idempotency-key': randomUUID() },
      payload: {
        quoteId,
        purpose: 'OTHER',
        receivingAddress: USDT,
        consentTerms: true,
        consentAgreement: true,
        ...privilegedFields,
        memberId: world.member.id,
      },
    });
    expect(applied.statusCode).toBe(200);
    const [row] = await ctx.deps.db.select().from(loans).where(eq(loans.quoteId, quoteId));
    expect(row).toMatchObject({
      memberId: fresh.id,
      status: 'PENDING_REVIEW',
      amount: 800_000,
      annualRate,
      offerAmount: null,
      offerRate: null,
    });
    const [member] = await ctx.deps.db.select().from(members).where(eq(members.id, fresh.id));
    expect(member).toMatchObject({
      role: 'borrower',
      status: 'active',
      accountType: 0,
      // Not the body's: the application's own ID photos went to the identity check, which waits for a person.
      kycStatus: 'PENDING',
    });
  });
});
