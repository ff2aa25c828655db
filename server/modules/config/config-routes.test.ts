import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingCodes } from '../../../domain/config-codes';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { configValues } from '../../db/schema';
import { seedReference } from '../../db/seed-reference';
import { getConfigValue, getLoanConfig, setConfigValue } from './config-service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CUSTOMER_SERVICE_ADDRESS: 'https://chat.quayside.example/widget' } });
  await seedReference(ctx.deps.db);
});
afterAll(() => ctx.close());

const getValue = (codes: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/config/getValue?configCodes=${encodeURIComponent(codes)}`,
    headers: lang ? { lang } : {},
  });

describe('GET /api/config/getValue', () => {
  it('answers the public codes asked for, in order, as strings', async () => {
    const res = await getValue(
      'LOAN_MINIMUM_AMOUNT,LOAN_MAXIMUM_AMOUNT,LOAN_EQUAL_AMOUNT_YEAR_RATE,CUSTOMER_SERVICE_ADDRESS',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: '0',
      msg: 'Success',
      data: [
        { configCode: 'LOAN_MINIMUM_AMOUNT', configValue: '100000' },
        { configCode: 'LOAN_MAXIMUM_AMOUNT', configValue: '2500000' },
        { configCode: 'LOAN_EQUAL_AMOUNT_YEAR_RATE', configValue: '0.099' },
        { configCode: 'CUSTOMER_SERVICE_ADDRESS', configValue: 'https://chat.quayside.example/widget' },
      ],
    });
  });

  it('refuses a code that is not public, naming it', async () => {
    const res = await getValue('LOAN_YEAR_RATE,SMTP_PASSWORD');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'V400',
      msg: 'This setting is not available',
      data: { notPublic: ['SMTP_PASSWORD'], fields: { configCodes: 'This setting is not available' } },
    });
    const cn = await getValue('DATABASE_URL', 'cn');
    expect(cn.json()).toMatchObject({
      code: 'V400',
      msg: '该配置项不可用',
      data: { notPublic: ['DATABASE_URL'] },
    });
  });

  it('refuses an empty list', async () => {
    const res = await getValue(' , ', 'tw');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'V400', msg: '請檢查您輸入的資料' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/config/getValue' });
    expect(missing.json()).toMatchObject({ code: 'V400', msg: 'Please check the information you entered' });
  });
});

describe('config service', () => {
  it('parses the loan settings and stores an operator change that the seed then keeps', async () => {
    expect(await getLoanConfig(ctx.deps.db)).toEqual({
      yearRate: '0.099',
      minimumAmount: 100000,
      maximumAmount: 2500000,
      overdueYearRate: '0.24',
      settlementYearRate: '0.119',
      equalAmountYearRate: '0.099',
      interestFirstYearRate: '0.109',
    });
    await setConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE', '0.0899', ctx.clock.now());
    await seedReference(ctx.deps.db);
    await seedReference(ctx.deps.db);
    expect(await getConfigValue(ctx.deps.db, 'LOAN_EQUAL_AMOUNT_YEAR_RATE')).toBe('0.0899');
    const res = await getValue('LOAN_EQUAL_AMOUNT_YEAR_RATE');
    expect(res.json().data).toEqual([{ configCode: 'LOAN_EQUAL_AMOUNT_YEAR_RATE', configValue: '0.0899' }]);
    expect(await ctx.deps.db.select().from(configValues)).toHaveLength(settingCodes.length);
  });

  it('refuses a malformed value', async () => {
    await expect(setConfigValue(ctx.deps.db, 'LOAN_MAXIMUM_AMOUNT', '25000.00')).rejects.toMatchObject({
      code: 'V400',
    });
    await expect(setConfigValue(ctx.deps.db, 'LOAN_YEAR_RATE', '-0.1')).rejects.toMatchObject({
      code: 'V400',
    });
  });
});

describe('GET /api/config/brand', () => {
  it('answers the default brand with fictional contacts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/brand', headers: { lang: 'cn' } });
    expect(res.json()).toEqual({
      code: '0',
      msg: '成功',
      data: {
        code: 'quayside',
        name: 'Quayside',
        supportEmail: 'help@quayside.example',
        supportPhone: '020 7946 0123',
        region: 'GB',
        timeZone: 'Europe/London',
        currency: 'GBP',
      },
    });
  });

  it('answers the brand chosen by BRAND', async () => {
    const other = await createTestApp({ env: { BRAND: 'harbourline' } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/config/brand' });
      expect(res.json().data).toMatchObject({
        code: 'harbourline',
        supportEmail: 'support@harbourline.example',
      });
    } finally {
      await other.close();
    }
  });
});
