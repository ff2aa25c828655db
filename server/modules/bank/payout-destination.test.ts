import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshot } from '../../../tests/helpers/db-snapshot';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, members } from '../../db/schema';
import { call, envelope, expectEnvelope, PASSWORD, registerMember } from '../members/member-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Lang = 'en' | 'cn' | 'tw';

function save(token: string, body: Record<string, unknown>, options: { key?: string; lang?: Lang } = {}) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/member/updateBankAccount',
    headers: {
      token,
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: { password: PASSWORD, ...body },
  });
}

const jane = { accountHolderName: 'Jane Smith', sortCode: '08-99-99', accountNumber: '66374958' };

/** A first request after sign-in marks the session seen; taken before a snapshot so only the write counts. */
async function registered() {
  const borrower = await registerMember(ctx);
  await call(ctx, { method: 'GET', url: `/api/member/${borrower.id}/info`, token: borrower.token });
  return borrower;
}

async function storedOf(id: number) {
  const [row] = await ctx.deps.db.select().from(members).where(eq(members.id, id));
  return row!;
}

describe('member/updateBankAccount', () => {
  it('keeps a matching account as where loans are paid, shows its number by the last four, and audits it', async () => {
    const borrower = await registered();
    const res = await save(borrower.token, jane, { key: randomUUID() });
    const body = expectEnvelope(res, 200, '0', 'Modified successfully');
    expect(body.data).toMatchObject({
      payoutMethod: 'BANK',
      bankAccount: {
        accountHolderName: 'Jane Smith',
        sortCode: '089999',
        accountNumberLast4: '4958',
        accountType: 'PERSONAL',
        copOutcome: 'MATCH',
      },
    });
    expect(res.body).not.toContain('66374958');
    const row = await storedOf(borrower.id);
    expect(row.payoutMethod).toBe('BANK');
    expect(row.bankAccount).toMatchObject({
      accountNumber: '66374958',
      sortCode: '089999',
      modulus: 'VALID',
    });
    const lines = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.bankAccount'), eq(auditLog.memberId, borrower.id)));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.after).toMatchObject({
      payoutMethod: 'BANK',
      bankAccount: { accountNumberLast4: '4958', copOutcome: 'MATCH' },
    });
    expect(JSON.stringify(lines[0])).not.toContain('66374958');
  });

  it('saves once for a repeated key: the same answer again and one audit line', async () => {
    const borrower = await registered();
    const key = randomUUID();
    const first = await save(borrower.token, jane, { key });
    expectEnvelope(first, 200, '0');
    const before = await snapshot(ctx);
    const again = await save(borrower.token, jane, { key });
    expectEnvelope(again, 200, '0');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(envelope(again).data).toEqual(envelope(first).data);
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
    // The same name in another spelling is the same request once parsed; another account is not.
    const respelt = await save(borrower.token, { ...jane, accountHolderName: ' Jane  Smith' }, { key });
    expect(respelt.headers['idempotent-replayed']).toBe('true');
    const other = await save(
      borrower.token,
      { accountHolderName: 'Jane Smith', sortCode: '999999', accountNumber: '12345678' },
      { key },
    );
    expectEnvelope(other, 409, 'C409');
  });

  it.each<[string, Record<string, unknown>, string, string, Lang]>([
    [
      'a wrong password',
      { ...jane, password: 'Not-the-password-1' },
      'password',
      'The current password is incorrect',
      'en',
    ],
    [
      'a pair failing the modulus check',
      { ...jane, accountNumber: '66374959' },
      'accountNumber',
      '此账号与该银行分行代码不符：请对照银行对账单核对两者',
      'cn',
    ],
    [
      'a sort code of five digits',
      { ...jane, sortCode: '12-34-5' },
      'sortCode',
      '銀行分行代碼為 6 位數字，例如 12-34-56',
      'tw',
    ],
    [
      'a name the bank does not hold',
      { ...jane, accountHolderName: 'Peter Jones' },
      'accountHolderName',
      'This name does not match the account: the bank holds a different name. Check the name, sort code and account number',
      'en',
    ],
    [
      'a check the bank cannot answer',
      { accountHolderName: 'Sam Lee', sortCode: '070116', accountNumber: '34012583' },
      'accountHolderName',
      'The name on this account could not be checked with the bank just now: try again later',
      'en',
    ],
  ])('refuses %s on its field and changes nothing', async (_case, body, field, message, lang) => {
    const borrower = await registered();
    const before = await snapshot(ctx);
    const res = await save(borrower.token, body, { lang, key: randomUUID() });
    const answer = expectEnvelope(res, 400, 'V400', message);
    expect((answer.data as { fields: Record<string, string> }).fields).toEqual({ [field]: message });
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });

  it('answers a close match with the name the bank holds, and saves when the borrower takes it', async () => {
    const borrower = await registered();
    const before = await snapshot(ctx);
    const close = await save(borrower.token, { ...jane, accountHolderName: 'Jayne Smith' });
    const refused = expectEnvelope(
      close,
      400,
      'V400',
      'The bank holds the name Jane Smith for this account: use that name, or correct the name you typed',
    );
    expect(refused.data).toMatchObject({
      cop: { outcome: 'CLOSE_MATCH', heldName: 'Jane Smith', heldAccountType: null },
    });
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
    const taken = await save(borrower.token, { ...jane, accountHolderName: 'Jane Smith' });
    expect(expectEnvelope(taken, 200, '0').data).toMatchObject({ bankAccount: { copOutcome: 'MATCH' } });
  });

  it('answers a business account as a close match with its type, and saves it as a business account', async () => {
    const borrower = await registered();
    const business = {
      accountHolderName: 'Smith Trading Ltd',
      sortCode: '107999',
      accountNumber: '88837491',
    };
    const close = await save(borrower.token, business);
    expect(expectEnvelope(close, 400, 'V400').data).toMatchObject({
      cop: { outcome: 'CLOSE_MATCH', heldName: 'Smith Trading Ltd', heldAccountType: 'BUSINESS' },
    });
    const taken = await save(borrower.token, { ...business, accountType: 'BUSINESS' });
    expect(expectEnvelope(taken, 200, '0').data).toMatchObject({
      bankAccount: { accountType: 'BUSINESS', copOutcome: 'MATCH' },
    });
  });

  it('saves a no match only after the borrower acknowledges the risk, and keeps that answer', async () => {
    const borrower = await registered();
    const res = await save(borrower.token, {
      ...jane,
      accountHolderName: 'Peter Jones',
      acceptNameRisk: true,
    });
    expect(expectEnvelope(res, 200, '0').data).toMatchObject({ bankAccount: { copOutcome: 'NO_MATCH' } });
    expect((await storedOf(borrower.id)).bankAccount?.copOutcome).toBe('NO_MATCH');
  });

  it('treats a bank that does not answer in time as unavailable', async () => {
    const borrower = await registered();
    const silent = { accountHolderName: 'Sam Lee', sortCode: '180002', accountNumber: '00000190' };
    const res = await save(borrower.token, silent);
    expect(expectEnvelope(res, 400, 'V400').data).toMatchObject({ cop: { outcome: 'UNAVAILABLE' } });
  }, 20_000);

  it('accepts a sort code the Vocalink table does not cover, as Vocalink says, and pads a seven-digit number', async () => {
    const borrower = await registered();
    const res = await save(borrower.token, {
      accountHolderName: 'Sam Lee',
      sortCode: '99-99-99',
      accountNumber: '1234567',
    });
    expectEnvelope(res, 200, '0');
    expect((await storedOf(borrower.id)).bankAccount).toMatchObject({
      accountNumber: '01234567',
      modulus: 'NOT_CHECKED',
    });
  });
});

describe('member/payoutMethod', () => {
  it('switches between the bank account and the USDT address with the password, audited', async () => {
    const borrower = await registered();
    const choose = (payoutMethod: string, password = PASSWORD) =>
      call(ctx, {
        method: 'PUT',
        url: '/api/member/payoutMethod',
        token: borrower.token,
        body: { payoutMethod, password },
      });
    const before = await snapshot(ctx);
    expectEnvelope(await choose('BANK'), 400, 'V400', 'Add this way of being paid first');
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
    expectEnvelope(await save(borrower.token, jane), 200, '0');
    const usdt = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expectEnvelope(
      await call(ctx, {
        method: 'PUT',
        url: '/api/member/updateWalletAddress',
        token: borrower.token,
        body: { walletAddress: usdt, password: PASSWORD },
      }),
      200,
      '0',
    );
    expectEnvelope(await choose('USDT', 'Wrong-password-1'), 400, 'V400');
    expect(envelope(await choose('USDT')).data).toMatchObject({ payoutMethod: 'USDT' });
    expect(envelope(await choose('BANK')).data).toMatchObject({ payoutMethod: 'BANK' });
    const lines = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.payoutMethod'), eq(auditLog.memberId, borrower.id)));
    expect(lines.map((line) => line.after)).toEqual([{ payoutMethod: 'USDT' }, { payoutMethod: 'BANK' }]);
  });
});
