import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giveProfile,
  operatorCall,
  requestQuote,
  seededOperator,
  submitApplication,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { members } from '../../db/schema';

// The wizard takes the ID number and both ID photos on its basic step: submitting the application sends
// them as the identity check, so nobody is asked for them a second time after signing (issue 37).

let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await seededOperator(ctx);
});
afterAll(() => ctx.close());

async function identityOf(member: { id: number }) {
  const [row] = await ctx.deps.db
    .select({ kycStatus: members.kycStatus, kyc: members.kyc, base: members.base })
    .from(members)
    .where(eq(members.id, member.id));
  if (!row) throw new Error('no such member');
  return row;
}

async function apply(member: TestMember) {
  const { quoteId } = await requestQuote(ctx, member);
  const response = await submitApplication(ctx, member, quoteId);
  expect(response.json().code).toBe('0');
  return response;
}

describe('the identity check at submit', () => {
  it("is the application's own ID number and photos, under the applicant's name, in the operators' queue", async () => {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    expect((await identityOf(member)).kycStatus).toBe('UNVERIFIED');

    await apply(member);

    const { kycStatus, kyc, base } = await identityOf(member);
    const given = base as { idNumber: string; idFrontUploadId: number; idBackUploadId: number };
    expect(kycStatus).toBe('PENDING');
    expect(kyc).toEqual({
      realName: 'Ada Lovelace',
      idNumber: given.idNumber,
      idFrontUploadId: given.idFrontUploadId,
      idBackUploadId: given.idBackUploadId,
    });
    const queue = await operatorCall(ctx, operator, 'GET', '/api/operator/kyc?status=PENDING&pageSize=100');
    const items = (queue.json().data as { list: { memberId: number; kyc: unknown }[] }).list;
    expect(items.find((item) => item.memberId === member.id)?.kyc).toEqual(kyc);

    // The borrower's own view says where it stands.
    const info = await ctx.app.inject({
      method: 'GET',
      url: `/api/member/${member.id}/info`,
      headers: member.headers(),
    });
    expect(info.json().data).toMatchObject({ kycStatus: 'PENDING' });
  });

  it('leaves a check already verified, and one the team refused (new photos go through its own form)', async () => {
    const verified = await createMemberWithToken(ctx);
    await giveProfile(ctx, verified);
    await ctx.deps.db.update(members).set({ kycStatus: 'VERIFIED' }).where(eq(members.id, verified.id));
    await apply(verified);
    expect(await identityOf(verified)).toMatchObject({ kycStatus: 'VERIFIED', kyc: null });

    const refused = await createMemberWithToken(ctx);
    await giveProfile(ctx, refused);
    await ctx.deps.db
      .update(members)
      .set({ kycStatus: 'REJECTED', kycRejectReason: 'The photo of the back is blurred' })
      .where(eq(members.id, refused.id));
    await apply(refused);
    expect(await identityOf(refused)).toMatchObject({ kycStatus: 'REJECTED', kyc: null });
  });

  it('is taken once for a submit sent twice with the same key', async () => {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const { quoteId } = await requestQuote(ctx, member);
    const key = randomUUID();
    const first = await submitApplication(ctx, member, quoteId, key);
    const before = await identityOf(member);
    const again = await submitApplication(ctx, member, quoteId, key);
    expect(again.json()).toEqual(first.json());
    expect(await identityOf(member)).toEqual(before);
  });
});
