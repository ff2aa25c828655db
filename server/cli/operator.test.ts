import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveProfile, pendingLoan, signOffer, verifyIdentity } from '../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../tests/helpers/test-app';
import { auditLog, loans, members, sessions } from '../db/schema';
import { seed } from '../db/seed';
import { cliOptionsFromEnv, DEFAULT_URL, runOperatorCli } from './operator';

let ctx: TestContext;
let dataDir: string;
let borrower: TestMember;
let baseUrl: string;

/** The CLI as a terminal runs it: over HTTP, against the server listening on a free 127.0.0.1 port. */
async function cli(...argv: string[]) {
  const lines: string[] = [];
  const {
    OPERATOR_EMAIL: email,
    OPERATOR_PASSWORD: password,
    OPERATOR_TOTP_SECRET: totpSecret,
  } = ctx.deps.config;
  const sessionFile = path.join(dataDir, 'operator-session.json');
  // The authenticator app's code at the server's (test) time.
  const now = () => ctx.clock.now();
  const code = await runOperatorCli(
    argv,
    { baseUrl, email, password, sessionFile, totpSecret, now },
    (line) => lines.push(line),
  );
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
  // The seeded operator, with the password the CLI logs in with.
  await seed(ctx.deps.db, ctx.deps.config, ctx.clock.now());
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  borrower = await createMemberWithToken(ctx);
  await giveProfile(ctx, borrower);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('operator CLI', () => {
  it('help names every command and says it talks to the running server', async () => {
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
    expect(text).toContain('operator API of the running server');
    expect(text).toContain('--url');
  });

  it('drives a loan from the queue to settled through the running server’s operator API, audited', async () => {
    const loanId = await pendingLoan(ctx, borrower, {
      amount: 1_000_000,
      termMonths: 12,
      method: 'ONE_TIME',
    });
    const queue = await cli('applications', '--status', 'PENDING_REVIEW');
    expect(queue.code).toBe(0);
    expect(queue.text).toMatch(new RegExp(`^${loanId}\\s+${borrower.id}\\s+PENDING_REVIEW`, 'm'));
    // Why it waits for a person: the policy's referral, in manual mode.
    expect(queue.text).toMatch(new RegExp(`^${loanId}\\s.*REFER by policy: mode\\.manual`, 'm'));
    const record = await cli('application', String(loanId));
    expect(record.code).toBe(0);
    expect(record.text).toContain(`Loan ${loanId} PENDING_REVIEW: 1000000 over 12 months, ONE_TIME`);
    expect(record.text).toMatch(/Decision \d+: REFER by policy credit-policy-2 at /);
    expect(record.text).toContain('reasons: mode.manual');
    expect(record.text).toContain('rules: file.present passed; file.insolvency passed;');
    expect(record.text).toContain('affordability.minimum passed; ');
    expect(record.text).toContain('mode failed');
    expect(record.text).toContain('"personalAnnualIncome":4200000');

    const raised = await cli('approve', String(loanId), '--amount', '2000000');
    expect(raised).toEqual({ code: 1, text: expect.stringContaining('C409') });
    const approved = await cli('approve', String(loanId), '--amount', '900000', '--note', 'lowered');
    expect(approved.code).toBe(0);
    expect(approved.text).toContain('APPROVED');
    expect((await signOffer(ctx, borrower, loanId)).statusCode).toBe(200);
    // The money waits for the identity check, and the operator is told why.
    expect(await cli('disburse', String(loanId))).toEqual({
      code: 1,
      text: 'C409 The money cannot be sent until the borrower’s identity check is verified',
    });
    await verifyIdentity(ctx, borrower);
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
    // Audited by the server like any API call: the operator and the request that did it.
    const [operator] = await ctx.deps.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, ctx.deps.config.OPERATOR_EMAIL));
    expect(lines.every((line) => line.operatorId === operator?.id && line.requestId)).toBe(true);
    // One login served every command (the server allows 10 an account in 15 minutes); `logout` ends it.
    const operatorSessions = () =>
      ctx.deps.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.memberId, operator!.id), isNull(sessions.revokedAt)));
    expect(await operatorSessions()).toHaveLength(1);
    expect(await cli('logout')).toEqual({ code: 0, text: 'Logged out' });
    expect(await operatorSessions()).toEqual([]);
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

  it('says plainly when no server answers, or the credentials are wrong, and exits non-zero', async () => {
    const lines: string[] = [];
    const { OPERATOR_EMAIL: email } = ctx.deps.config;
    const down = await runOperatorCli(
      ['applications'],
      { baseUrl: 'http://127.0.0.1:1', email, password: 'x', sessionFile: null },
      (line) => lines.push(line),
    );
    expect(down).toBe(1);
    expect(lines.join('\n')).toContain('No Quayside server answers at http://127.0.0.1:1');
    lines.length = 0;
    const wrong = await runOperatorCli(
      ['applications'],
      { baseUrl, email, password: 'Not-the-password-1', sessionFile: null },
      (line) => lines.push(line),
    );
    expect(wrong).toBe(1);
    expect(lines.join('\n')).toMatch(/^A401 /);
    lines.length = 0;
    const notOperator = await runOperatorCli(
      ['applications', '--url', baseUrl],
      {
        baseUrl: 'http://127.0.0.1:1',
        email: ctx.deps.config.DEMO_BORROWER_EMAIL,
        password: ctx.deps.config.DEMO_BORROWER_PASSWORD,
        sessionFile: null,
      },
      (line) => lines.push(line),
    );
    expect(notOperator).toBe(1);
    expect(lines.join('\n')).toContain('is not an operator account');
  });

  it('keeps its session in an owner-only file and logs in again when the server ended it', async () => {
    expect((await cli('config')).code).toBe(0);
    const file = path.join(dataDir, 'operator-session.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await ctx.deps.db.update(sessions).set({ revokedAt: ctx.clock.now() });
    // A minute on, as a person would come back: this step's code and the next were used by the logins above.
    ctx.clock.advance(60_000);
    const again = await cli('config');
    expect(again.code).toBe(0);
    expect(again.text).toContain('LOAN_OVERDUE_YEAR_RATE');
    expect((await cli('logout')).code).toBe(0);
  });

  it('reads the server address and the operator from the environment, with the server defaults', () => {
    expect(cliOptionsFromEnv({ XDG_CONFIG_HOME: '/home/ops/.config' })).toEqual({
      baseUrl: DEFAULT_URL,
      email: 'ops@quayside.example',
      password: 'Quayside-ops-1',
      sessionFile: '/home/ops/.config/quayside/operator-session.json',
      totpSecret: 'QUAYSIDEDEMOOPSONE2FAKEYAAAAAAAA',
    });
    expect(cliOptionsFromEnv({ OPERATOR_TOTP_CODE: '123456' }).totpCode).toBe('123456');
    expect(cliOptionsFromEnv({ PORT: '3100' }).baseUrl).toBe('http://127.0.0.1:3100');
    expect(
      cliOptionsFromEnv({ QUAYSIDE_URL: 'http://10.0.0.5:8080', OPERATOR_EMAIL: 'boss@quayside.example' }),
    ).toMatchObject({ baseUrl: 'http://10.0.0.5:8080', email: 'boss@quayside.example' });
  });
});
