import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import { planArrangement } from '../../../domain/forbearance/plan';
import { disbursedLoan, freshSession, giveProfile } from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { loanBills } from '../../db/schema';
import { setConfigValue } from '../config/config-service';
import { loadLoanBook, lockServicedLoan } from '../servicing/ledger-repository';
import { appendChecked } from '../servicing/ledger-service';
import { followBook } from './book-bills';

/**
 * The stored bills after an accepted arrangement (decision 103). The loan: 10,000.00 over 12 months at 12%
 * paid out on 2 Mar 2026, bills of 888.49 on the 2nd from April; none paid, so on 10 May bills 1 and 2 are
 * in arrears when a three-month holiday, interest frozen, is accepted.
 */

let ctx: TestContext;
let operator: TestMember;
const ON = '2026-05-10';
const holiday: ArrangementTerms = { kind: 'PAYMENT_HOLIDAY', months: 3, freezeInterest: true };

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createMemberWithToken(ctx, { role: 'operator' });
  await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
});
afterAll(() => ctx.close());

async function accept(loanId: number) {
  return ctx.deps.db.transaction(async (tx) => {
    const loan = await lockServicedLoan(tx, loanId);
    if (!loan) throw new Error('no loan');
    const { row, book } = await appendChecked(
      tx,
      loan,
      { kind: 'ARRANGEMENT', on: ON, terms: holiday },
      { recorded: { by: null, now: ctx.clock.now() } },
      ON,
    );
    await followBook(tx, loanId, book, {
      actorId: null,
      actorRole: 'system',
      now: ctx.clock.now(),
    });
    return row.id;
  });
}

describe('bills after an arrangement', () => {
  it('retires the carried and replaced bills, adds the plan’s, and the borrower’s bills are the plan', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member);
    const loanId = await disbursedLoan(ctx, member, operator);
    ctx.clock.set(`${ON}T10:00:00Z`);
    const offered = planArrangement((await loadLoanBook(ctx.deps.db, loanId, ON))!.book, holiday);
    const entryId = await accept(loanId);

    const rows = await ctx.deps.db
      .select()
      .from(loanBills)
      .where(eq(loanBills.loanId, loanId))
      .orderBy(asc(loanBills.period));
    expect(rows.filter((row) => row.arrangementEntryId === null).map((row) => row.status)).toEqual(
      Array(12).fill('RESCHEDULED'),
    );
    const planned = rows.filter((row) => row.arrangementEntryId === entryId);
    expect(
      planned.map(({ period, dueDate, principal, interest }) => ({ period, dueDate, principal, interest })),
    ).toEqual(
      offered.after.map(({ period, dueDate, principal, interest }) => ({
        period,
        dueDate,
        principal,
        interest,
      })),
    );
    expect(planned.every((row) => row.status === 'TO_BE_REPAID')).toBe(true);

    // The ledger is still replayed against the payout's schedule: the booked plan is the offered one.
    const book = (await loadLoanBook(ctx.deps.db, loanId, ON))!.book;
    expect(book.terms.schedule).toHaveLength(12);
    expect(book.bills.filter((bill) => bill.period > 12).map((bill) => bill.total)).toEqual(
      offered.after.map((line) => line.total),
    );

    const fresh = await freshSession(ctx, member);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}/bills`,
      headers: fresh.headers(),
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.list as {
      period: number;
      status: string;
      dueDate: string;
      total: number;
    }[];
    expect(listed.filter((bill) => bill.status === 'RESCHEDULED')).toHaveLength(12);
    expect(listed.filter((bill) => bill.period > 12).map((bill) => [bill.dueDate, bill.total])).toEqual(
      offered.after.map((line) => [line.dueDate, line.total]),
    );
  });
});
