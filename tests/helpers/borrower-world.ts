import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { loanBills, members, notifications } from '../../server/db/schema';
import { disbursedLoan, requestQuote, submitRepayment, uploadVoucher } from './loans';
import { createMemberWithToken, type TestMember } from './members';
import type { RecordKind } from './route-access';
import type { TestContext } from './test-app';
import { uniqueIdNumber, uniquePhone } from './unique-details';

/** A borrower with one of every record a member can own, and the ids of each. */
export interface Borrower {
  member: TestMember;
  /** Words only this borrower's records hold: an answer to anyone else must never contain them. */
  canary: string;
  ids: Record<RecordKind, number[]>;
}

/**
 * A borrower with a disbursed loan and its bills, a pending repayment of the first bill, uploads, a KYC
 * submission, an unused quote, a wizard draft and notifications — built through the API wherever a
 * borrower or an operator would, so the records are the ones real use makes.
 */
export async function borrowerWithRecords(
  ctx: TestContext,
  operator: TestMember,
  label: string,
): Promise<Borrower> {
  const canary = `Canary${label}${randomUUID().slice(0, 8)}`;
  const idNumber = uniqueIdNumber();
  const member = await createMemberWithToken(ctx, { email: `${canary.toLowerCase()}@quayside.example` });
  const uploads: number[] = [];
  for (let i = 0; i < 4; i += 1) uploads.push(await uploadVoucher(ctx, member));
  await ctx.deps.db
    .update(members)
    .set({
      base: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1990-05-14',
        nationality: 'British',
        idNumber,
        idFrontUploadId: uploads[0],
        idBackUploadId: uploads[1],
        phone: uniquePhone(),
        email: `${canary.toLowerCase()}@example.com`,
        country: 'United Kingdom',
        city: 'London',
        address: `1 ${canary} Street`,
        postcode: 'E1 6AN',
      },
      contactAddress: {
        country: 'United Kingdom',
        city: 'London',
        address: `1 ${canary} Street`,
        postcode: 'E1 6AN',
        yearsAtAddress: 5,
      },
      employment: {
        status: 'FULL_TIME',
        employerName: `${canary} Works Ltd`,
        employerPhone: '+447700900456',
        workingYears: 8,
        personalAnnualIncome: 4_200_000,
        familyAnnualIncome: 6_000_000,
      },
    })
    .where(eq(members.id, member.id));

  // The identity check first: the payout below waits for it (and confirms it, as an operator would).
  const kyc = await ctx.app.inject({
    method: 'PUT',
    url: '/api/member/updateKyc',
    headers: member.headers(),
    payload: {
      realName: canary,
      idNumber,
      idFrontUploadId: uploads[0],
      idBackUploadId: uploads[1],
    },
  });
  if (kyc.statusCode !== 200) throw new Error(`kyc failed: ${kyc.body}`);
  const loan = await disbursedLoan(ctx, member, operator);
  const bills = await ctx.deps.db
    .select({ id: loanBills.id })
    .from(loanBills)
    .where(eq(loanBills.loanId, loan))
    .orderBy(asc(loanBills.period));
  // The first bill is paid and waits for review; the others stay open for the suites to aim at.
  const repaid = await submitRepayment(ctx, member, { billIds: [bills[0]!.id], voucherUploadId: uploads[2] });
  if (repaid.statusCode !== 200) throw new Error(`repayment failed: ${repaid.body}`);
  const repayment = (repaid.json().data as { repaymentId: number }).repaymentId;

  const draft = await ctx.app.inject({
    method: 'PUT',
    url: '/api/loan/draft',
    headers: member.headers(),
    payload: { draft: { step: 'basic', firstName: canary } },
  });
  if (draft.statusCode !== 200) throw new Error(`draft failed: ${draft.body}`);
  // With the loan running, a quote is a top-up of it: above the figure that settles the loan.
  const quote = await requestQuote(ctx, member, { amount: 2_000_000 });

  const notes = await ctx.deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.memberId, member.id));
  if (notes.length === 0) throw new Error('the loan made no notification');
  return {
    member,
    canary,
    ids: {
      member: [member.id],
      loan: [loan],
      // Open bills first: the suites put the first id of each kind where one id goes.
      bill: bills.slice(1).map((bill) => bill.id),
      repayment: [repayment],
      // The fourth upload is used nowhere yet, so it is free to go into any field.
      upload: [uploads[3]!, uploads[0]!, uploads[1]!, uploads[2]!],
      notification: notes.map((note) => note.id),
      quote: [quote.quoteId],
    },
  };
}

/** An id no record of any kind has (the suites' tables hold a few dozen rows). */
export const UNUSED_ID = 9_000_000_000;
