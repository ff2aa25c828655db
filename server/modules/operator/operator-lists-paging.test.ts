import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveProfile, operatorCall, pendingLoan, seededOperator } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog, loans, members, repayments } from '../../db/schema';
import { auditLines } from '../audit/audit-repository';

/**
 * The operators' lists paged by key (server/db/keyset.ts): following `next` from the first page gives every
 * row once, in the list's order, down to rows whose times differ by a microsecond or not at all; page
 * numbers still work as before; a cursor that is not one is refused.
 */

let ctx: TestContext;
let operator: TestMember;
let loanIds: number[];

/** Times a microsecond apart within one millisecond, and two rows at exactly the same time. */
const times = [
  '2026-11-30 09:00:00.000001+00',
  '2026-11-30 09:00:00.000002+00',
  '2026-11-30 09:00:00.000002+00',
  '2026-11-30 09:00:00.000003+00',
  '2026-11-30 09:00:00.999999+00',
];

interface Page {
  list: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
  next: string | null;
}

async function read(url: string): Promise<Page> {
  const response = await operatorCall(ctx, operator, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Page;
}

/** Every page of `path` by `next`, `size` at a time: the ids in the order read, checked against the whole list. */
async function walk(path: string, idOf: (item: Record<string, unknown>) => number, size = 2) {
  const join = path.includes('?') ? '&' : '?';
  const whole = await read(`${path}${join}pageSize=100`);
  expect(whole.total).toBeLessThanOrEqual(100);
  expect(whole.next).toBeNull();
  const seen: number[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page: Page = await read(
      `${path}${join}pageSize=${size}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    expect(page.total).toBe(whole.total);
    expect(page.list.length).toBeLessThanOrEqual(size);
    seen.push(...page.list.map(idOf));
    after = page.next;
    pages += 1;
    expect(pages).toBeLessThan(200);
  } while (after);
  expect(seen).toEqual(whole.list.map(idOf));
  // Page numbers, as clients before cursors send them, read the same rows.
  const second = await read(`${path}${join}pageSize=${size}&page=2`);
  expect(second.list.map(idOf)).toEqual(seen.slice(size, size * 2));
  return seen;
}

/** Sets `column` of the rows `ids` to `times`, one each, to the microsecond. */
async function timeRows(table: 'loans' | 'members' | 'repayments', column: string, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await ctx.deps.db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${times[index]}::timestamptz where id = ${id}`,
    );
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set('2026-12-01T10:00:00Z');
  operator = await seededOperator(ctx);
  loanIds = [];
  for (const _ of times) {
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    loanIds.push(await pendingLoan(ctx, member));
  }
  await timeRows('loans', 'submitted_at', loanIds);
});
afterAll(() => ctx.close());

const byLoan = (item: Record<string, unknown>) => item.loanId as number;

describe('the operators’ lists, paged by key', () => {
  it('applications: oldest and newest first, of one status and of all, to the microsecond', async () => {
    const oldest = await walk('/api/operator/applications?status=PENDING_REVIEW&order=oldest', byLoan);
    // Same time: id breaks the tie, the same way as the time runs.
    expect(oldest.filter((id) => loanIds.includes(id))).toEqual(loanIds);
    const newest = await walk('/api/operator/applications', byLoan);
    expect(newest.filter((id) => loanIds.includes(id))).toEqual([...loanIds].reverse());
  });

  it('identity checks waiting, oldest first', async () => {
    const waiting: number[] = [];
    for (const _ of times) waiting.push((await createMemberWithToken(ctx)).id);
    await ctx.deps.db.update(members).set({ kycStatus: 'PENDING' }).where(inArray(members.id, waiting));
    await timeRows('members', 'updated_at', waiting);
    const seen = await walk('/api/operator/kyc?order=oldest', (item) => item.memberId as number);
    expect(seen.filter((id) => waiting.includes(id))).toEqual(waiting);
  });

  it('repayments of one status and of all', async () => {
    const [loan] = await ctx.deps.db.select().from(loans).where(inArray(loans.id, loanIds)).limit(1);
    if (!loan) throw new Error('no loan');
    const made = await ctx.deps.db
      .insert(repayments)
      .values(
        times.map(() => ({
          memberId: loan.memberId,
          loanId: loan.id,
          kind: 'BILLS' as const,
          billIds: [],
          amount: 100,
          voucherUploadId: 1,
          voucherSha256: randomBytes(32).toString('hex'),
          submittedAt: ctx.clock.now(),
        })),
      )
      .returning({ id: repayments.id });
    const ids = made.map((row) => row.id);
    await timeRows('repayments', 'submitted_at', ids);
    const byRepayment = (item: Record<string, unknown>) => item.repaymentId as number;
    const pending = await walk('/api/operator/repayments?status=PENDING&order=oldest', byRepayment);
    expect(pending.filter((id) => ids.includes(id))).toEqual(ids);
    const all = await walk('/api/operator/repayments', byRepayment, 3);
    expect(all.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
  });

  it('payouts, oldest signature first', async () => {
    await ctx.deps.db.update(loans).set({ status: 'SIGNED' }).where(inArray(loans.id, loanIds));
    await timeRows('loans', 'signed_at', loanIds);
    const seen = await walk('/api/operator/payouts', byLoan);
    expect(seen.filter((id) => loanIds.includes(id))).toEqual(loanIds);
    await ctx.deps.db.update(loans).set({ status: 'PENDING_REVIEW' }).where(inArray(loans.id, loanIds));
  });

  it('the audit log, newest first, and its CSV export in batches that each start where the last ended', async () => {
    const at = new Date('2026-11-30T09:00:00Z');
    await ctx.deps.db.insert(auditLog).values(
      Array.from({ length: 7 }, (_, index) => ({
        operatorId: operator.id,
        action: 'paging.test',
        targetType: 'loan',
        targetId: String(index),
        // Four lines in one millisecond, three in the next.
        at: new Date(at.getTime() + (index < 4 ? 0 : 1)),
      })),
    );
    const seen = await walk('/api/operator/audit?action=paging.test', (item) => item.id as number, 3);
    expect(seen).toHaveLength(7);
    const streamed: number[] = [];
    for await (const row of auditLines(ctx.deps.db, { action: 'paging.test' }, 2)) streamed.push(row.line.id);
    expect(streamed).toEqual(seen);
  });

  it('refuses a cursor that is not one', async () => {
    for (const after of [
      'x',
      '2026-11-30T09:00:00Z_1',
      '2026-11-30T09:00:00.000001Z_0',
      '2026-13-45T09:00:00.000001Z_3',
    ]) {
      const response = await operatorCall(
        ctx,
        operator,
        'GET',
        `/api/operator/applications?after=${encodeURIComponent(after)}`,
      );
      expect(response.statusCode, after).toBe(400);
      expect(response.json().code).toBe('V400');
    }
  });
});
