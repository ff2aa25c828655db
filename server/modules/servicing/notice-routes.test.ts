import { afterEach, describe, expect, it } from 'vitest';
import { disbursedLoan, giveProfile, operatorCall } from '../../../tests/helpers/loans';
import { createMemberWithToken } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { setConfigValue } from '../config/config-service';

// A borrower reads the statutory notices sent on their own loan, whole, as they were sent (issue 33 §5).
// 10,000.00 over 12 months at 12%, paid out on 2 March 2026 and never paid: on 3 May two payments have
// fallen due unpaid, and close of business sends the notice of sums in arrears (s86B).

let ctx: TestContext;
afterEach(() => ctx?.close());

describe("a borrower's notices", () => {
  it('are theirs to read as sent, with template version and figures; another member’s loan is N404', async () => {
    ctx = await createTestApp();
    ctx.clock.set('2026-03-02T10:00:00Z');
    const operator = await createMemberWithToken(ctx, { role: 'operator' });
    await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.12');
    const borrower = await createMemberWithToken(ctx);
    await giveProfile(ctx, borrower);
    const loanId = await disbursedLoan(ctx, borrower, operator);
    const other = await createMemberWithToken(ctx);

    const read = (who: typeof borrower, lang: 'en' | 'cn' = 'en') =>
      ctx.app.inject({ method: 'GET', url: `/api/loan/${loanId}/notices`, headers: who.headers(lang) });
    expect((await read(borrower)).json().data).toEqual({ list: [] });

    const moved = await operatorCall(ctx, operator, 'POST', '/api/operator/business-date', {
      date: '2026-05-04',
    });
    expect(moved.statusCode).toBe(200);
    const answer = await read(borrower);
    expect(answer.statusCode).toBe(200);
    const [notice] = answer.json().data.list;
    expect(notice).toMatchObject({
      kind: 'ARREARS_S86B',
      loanId,
      businessDate: '2026-05-03',
      templateId: expect.any(String),
      templateVersion: expect.any(Number),
    });
    expect(notice.body.length).toBeGreaterThan(200);
    expect(Object.keys(notice.figures).length).toBeGreaterThan(0);

    const refused = await read(other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('N404');
  });
});
