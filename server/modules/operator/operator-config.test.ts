import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aprOfSchedule } from '../../../domain/loan/apr';
import type { RepaymentMethod } from '../../../domain/loan/methods';
import { generateSchedule } from '../../../domain/loan/schedule';
import { operatorCall, seededOperator } from '../../../tests/helpers/loans';
import type { TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { auditLog } from '../../db/schema';
import { getConfigValue, getServicingSettings, setConfigValue } from '../config/config-service';

/**
 * The APR cap on loan settings (DESIGN §4: the server refuses a config whose APR would exceed 29.9%),
 * through PUT /api/operator/config/{code}. The rates below sit on the cap: penny rounding decides whether
 * some loan's APR shows 29.9% or 30.0%, at an amount or term other than the extremes.
 */

let ctx: TestContext;
let operator: TestMember;

const apr = (principal: number, annualRate: string, termMonths: number, method: RepaymentMethod) =>
  aprOfSchedule(generateSchedule({ principal, annualRate, termMonths, method, startDate: '2026-03-02' }));
const put = (code: string, value: string, lang?: 'en' | 'cn') =>
  operatorCall(ctx, operator, 'PUT', `/api/operator/config/${code}`, { value }, lang);
const auditLines = (code: string) =>
  ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'config'), eq(auditLog.targetId, code)));

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await seededOperator(ctx);
});
beforeEach(async () => {
  // The defaults: amounts 1,000.00–25,000.00 and rates far below the cap.
  for (const [code, value] of [
    ['LOAN_MINIMUM_AMOUNT', '100000'],
    ['LOAN_MAXIMUM_AMOUNT', '2500000'],
    ['LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.099'],
    ['LOAN_INTEREST_FIRST_YEAR_RATE', '0.109'],
    ['LOAN_SETTLEMENT_YEAR_RATE', '0.119'],
  ] as const) {
    await setConfigValue(ctx.deps.db, code, value, ctx.clock.now());
  }
});
afterAll(() => ctx.close());

describe('the APR cap on loan settings', () => {
  it('refuses a rate whose APR passes the cap only at a term between 12 and 60 months', async () => {
    // At the minimum and maximum amounts over 12 and 60 months — all an extremes-only check would try —
    // 26.4822% shows 29.9%; a 1,000.33 loan over 23 months shows 30.0%.
    for (const principal of [100_000, 2_500_000]) {
      for (const term of [12, 60]) expect(apr(principal, '0.264822', term, 'EQUAL_INSTALLMENT')).toBe('29.9');
    }
    expect(apr(100_033, '0.264822', 23, 'EQUAL_INSTALLMENT')).toBe('30.0');

    const refused = await put('LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.264822');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'C409',
      msg: 'With this value the APR of Equal principal and interest would be 30.0%, above the 29.9% cap',
    });
    const cn = await put('LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.264822', 'cn');
    expect(cn.json().msg).toBe('按此数值，等额本息 的年化利率（APR）将为 30.0%，超过 29.9% 的上限');
    expect(await getConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE')).toBe('0.099');
    expect(await auditLines('LOAN_EQUAL_AMOUNT_YEAR_RATE')).toEqual([]);
  });

  it('refuses a rate whose APR passes the cap only at an amount just above the minimum', async () => {
    expect(apr(100_000, '0.264813', 12, 'INTEREST_FIRST')).toBe('29.9');
    expect(apr(2_500_000, '0.264813', 12, 'INTEREST_FIRST')).toBe('29.9');
    expect(apr(100_033, '0.264813', 12, 'INTEREST_FIRST')).toBe('30.0');
    const refused = await put('LOAN_INTEREST_FIRST_YEAR_RATE', '0.264813');
    expect(refused.json()).toMatchObject({
      code: 'C409',
      msg: 'With this value the APR of Interest first, then principal would be 30.0%, above the 29.9% cap',
    });
  });

  it('accepts a rate whose APR is the cap itself at every amount and term, and records it', async () => {
    // Issue 3's vector: 26.4467% is 29.9% (5,000.00 over 36 months); no loan rounds it up to 30.0%.
    const accepted = await put('LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.264467');
    expect(accepted.json()).toMatchObject({ code: '0', msg: 'Done' });
    expect(accepted.json().data.list).toContainEqual({
      code: 'LOAN_EQUAL_AMOUNT_YEAR_RATE',
      value: '0.264467',
    });
    expect(await auditLines('LOAN_EQUAL_AMOUNT_YEAR_RATE')).toMatchObject([
      {
        action: 'config.set',
        operatorId: operator.id,
        before: { value: '0.099' },
        after: { value: '0.264467' },
      },
    ]);
  });

  it('checks ONE_TIME at its shortest term, where its APR is highest', async () => {
    // Simple interest for the whole term, paid at the end: the APR falls as the term grows.
    expect(apr(100_000, '0.299', 12, 'ONE_TIME')).toBe('29.9');
    expect(apr(100_000, '0.299', 60, 'ONE_TIME')).toBe('20.1');
    expect((await put('LOAN_SETTLEMENT_YEAR_RATE', '0.299')).json().code).toBe('0');
    expect((await put('LOAN_SETTLEMENT_YEAR_RATE', '0.2995')).json()).toMatchObject({
      code: 'C409',
      msg: 'With this value the APR of One-time principal and interest would be 30.0%, above the 29.9% cap',
    });
  });

  it('checks the rates again when an amount limit changes', async () => {
    await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.264822', ctx.clock.now());
    // A minimum one penny higher still allows the 1,000.33 loan over 23 months, at 30.0%.
    const refused = await put('LOAN_MINIMUM_AMOUNT', '100001');
    expect(refused.json()).toMatchObject({ code: 'C409' });
    expect(await getConfigValue(ctx.deps.db, 'LOAN_MINIMUM_AMOUNT')).toBe('100000');
  });
});

describe('the servicing settings', () => {
  it('take an allocation order the replay supports and buckets rising from 1; each book is replayed with them', async () => {
    expect(await getConfigValue(ctx.deps.db, 'SERVICING_ALLOCATION_ORDER')).toBe(
      'BILL_BY_BILL:OVERDUE_INTEREST,INTEREST,PRINCIPAL',
    );
    expect(await getConfigValue(ctx.deps.db, 'SERVICING_DELINQUENCY_BUCKETS')).toBe('1,30,60,90');
    for (const [code, value] of [
      ['SERVICING_ALLOCATION_ORDER', 'OLDEST_FIRST'],
      ['SERVICING_ALLOCATION_ORDER', 'BILL_BY_BILL:INTEREST,PRINCIPAL'],
      ['SERVICING_ALLOCATION_ORDER', 'BILL_BY_BILL:INTEREST,INTEREST,PRINCIPAL'],
      ['SERVICING_DELINQUENCY_BUCKETS', '0,30,60'],
      ['SERVICING_DELINQUENCY_BUCKETS', '1,30,30,90'],
      ['SERVICING_DELINQUENCY_BUCKETS', '1,60,30'],
      ['SERVICING_DELINQUENCY_BUCKETS', '1;30'],
    ] as const) {
      const refused = await put(code, value);
      expect(refused.statusCode, `${code}=${value}`).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'V400',
        data: {
          fields: { value: expect.stringMatching(/^(The allocation order|Delinquency buckets) must be/) },
        },
      });
    }
    expect(await auditLines('SERVICING_DELINQUENCY_BUCKETS')).toHaveLength(0);

    const order = 'COMPONENT_BY_COMPONENT:PRINCIPAL,INTEREST,OVERDUE_INTEREST';
    expect((await put('SERVICING_ALLOCATION_ORDER', order)).statusCode).toBe(200);
    expect((await put('SERVICING_DELINQUENCY_BUCKETS', '1,15,45')).statusCode).toBe(200);
    expect(await getServicingSettings(ctx.deps.db)).toEqual({
      allocationOrder: {
        spread: 'COMPONENT_BY_COMPONENT',
        components: ['PRINCIPAL', 'INTEREST', 'OVERDUE_INTEREST'],
      },
      buckets: [
        { code: 'DPD_1_14', fromDays: 1, toDays: 14 },
        { code: 'DPD_15_44', fromDays: 15, toDays: 44 },
        { code: 'DPD_45_PLUS', fromDays: 45, toDays: null },
      ],
    });
    expect(await auditLines('SERVICING_DELINQUENCY_BUCKETS')).toHaveLength(1);
    await setConfigValue(
      ctx.deps.db,
      'SERVICING_ALLOCATION_ORDER',
      'BILL_BY_BILL:OVERDUE_INTEREST,INTEREST,PRINCIPAL',
    );
    await setConfigValue(ctx.deps.db, 'SERVICING_DELINQUENCY_BUCKETS', '1,30,60,90');
  });
});
