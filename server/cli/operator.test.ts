import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveProfile, pendingLoan, signOffer } from '../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../tests/helpers/test-app';
import { auditLog, loans } from '../db/schema';
import { runOperatorCli } from './operator';

let ctx: TestContext;
let dataDir: string;
let borrower: TestMember;

async function cli(...argv: string[]) {
  const lines: string[] = [];
  const code = await runOperatorCli(argv, ctx.deps, (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

async function uploadVoucher(member: TestMember): Promise<number> {
  const png = await sharp({ create: { width: 5, height: 3, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const boundary = '----quayside-cli-boundary';
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    headers: { ...member.headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return response.json().data.id as number;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-cli-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  await createMemberWithToken(ctx, { role: 'operator', email: ctx.deps.config.OPERATOR_EMAIL });
  borrower = await createMemberWithToken(ctx);
  await giveProfile(ctx, borrower);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('operator CLI', () => {
  it('help names every command and the one-process rule of the embedded database', async () => {
    const { code, text } = await cli('help');
    expect(code).toBe(0);
    for (const command of [
      'applications',
      'approve',
      'reject',
      'disburse',
      'repayments',
      'confirm',
      'refuse',
      'kyc-confirm',
      'kyc-reject',
      'config-set',
    ]) {
      expect(text).toContain(command);
    }
    expect(text).toContain('stop the server');
  });

  it('drives a loan from the queue to settled through the same service functions, audited', async () => {
    const loanId = await pendingLoan(ctx, borrower, {
      amount: 1_000_000,
      termMonths: 12,
      method: 'ONE_TIME',
    });
    const queue = await cli('applications', '--status', 'PENDING_REVIEW');
    expect(queue.code).toBe(0);
    expect(queue.text).toMatch(new RegExp(`^${loanId}\\s+${borrower.id}\\s+PENDING_REVIEW`, 'm'));

    const raised = await cli('approve', String(loanId), '--amount', '2000000');
    expect(raised).toEqual({ code: 1, text: expect.stringContaining('C409') });
    const approved = await cli('approve', String(loanId), '--amount', '900000', '--note', 'lowered');
    expect(approved.code).toBe(0);
    expect(approved.text).toContain('APPROVED');
    expect((await signOffer(ctx, borrower, loanId)).statusCode).toBe(200);
    const disbursed = await cli('disburse', String(loanId));
    expect(disbursed).toMatchObject({ code: 0, text: expect.stringContaining('1 bills') });

    const bills = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/bills`,
      headers: borrower.headers(),
    });
    const billId = bills.json().data.list[0].billId as number;
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/repayment/submit',
      headers: { ...borrower.headers(), 'idempotency-key': randomUUID() },
      payload: { billIds: [billId], voucherUploadId: await uploadVoucher(borrower) },
    });
    const repaymentId = submitted.json().data.repaymentId as number;
    const pending = await cli('repayments', '--status', 'PENDING');
    expect(pending.text).toMatch(new RegExp(`^${repaymentId}\\s+${loanId}`, 'm'));

    const confirmed = await cli('confirm', String(repaymentId));
    expect(confirmed).toEqual({
      code: 0,
      text: `Repayment ${repaymentId} CONFIRMED; loan ${loanId} SETTLED`,
    });
    const again = await cli('confirm', String(repaymentId));
    expect(again).toEqual({ code: 1, text: 'C409 This repayment has already been reviewed' });
    const [loan] = await ctx.deps.db.select().from(loans).where(eq(loans.id, loanId));
    expect(loan?.status).toBe('SETTLED');
    const lines = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'loan'), eq(auditLog.targetId, String(loanId))));
    expect(lines.map((line) => line.action).sort()).toEqual(['loan.approve', 'loan.disburse']);
    expect(lines.every((line) => line.requestId?.startsWith('cli-'))).toBe(true);
  });

  it('refusals exit non-zero with the English reason; config is validated', async () => {
    expect(await cli('reject', '999999', '--reason', 'x')).toEqual({
      code: 1,
      text: 'N404 The record does not exist',
    });
    const capped = await cli('config-set', 'LOAN_INTEREST_FIRST_YEAR_RATE', '0.5');
    expect(capped.code).toBe(1);
    expect(capped.text).toMatch(/^C409 With this value the APR of .+ would be [\d.]+%, above the 29.9% cap$/);
    const set = await cli('config-set', 'LOAN_OVERDUE_YEAR_RATE', '0.2');
    expect(set.code).toBe(0);
    expect(set.text).toMatch(/LOAN_OVERDUE_YEAR_RATE\s+0.2/);
    expect((await cli('kyc')).code).toBe(0);
    expect((await cli('nonsense')).code).toBe(1);
  });
});
