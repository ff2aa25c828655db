import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { migrationsFolder } from '../../db/client';

// Each test breaks its own throw-away database.
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

const shippedMigrationFiles = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;
const notReadyMsg = {
  en: 'The service is starting up or under maintenance, please try again shortly',
  cn: '服务正在启动或维护中，请稍后再试',
  tw: '服務正在啟動或維護中，請稍後再試',
} as const;

function ready(lang: 'en' | 'cn' | 'tw' = 'en') {
  return ctx.app.inject({ method: 'GET', url: '/api/ready', headers: { lang } });
}

function expectNotReady(
  res: Awaited<ReturnType<typeof ready>>,
  lang: keyof typeof notReadyMsg,
  data: { reason: string; pendingMigrations: number | null },
) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toEqual({
    code: 'E500',
    msg: notReadyMsg[lang],
    data: { status: 'not-ready', ...data, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
  });
}

describe('GET /api/ready', () => {
  it('is ready when the database answers and holds every shipped migration', async () => {
    expect(shippedMigrationFiles).toBeGreaterThan(0);
    expect(await ctx.deps.database.pendingMigrations()).toBe(0);
    const res = await ready('cn');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: '0',
      msg: '成功',
      data: { status: 'ready', database: ctx.deps.database.kind },
    });
  });

  it('answers 503 when the newest shipped migration is not applied', async () => {
    await ctx.deps.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expectNotReady(await ready('tw'), 'tw', { reason: 'migrations-pending', pendingMigrations: 1 });
  });

  it('answers 503 with every migration pending when the migrations table is missing', async () => {
    await ctx.deps.db.execute(sql`drop schema drizzle cascade`);
    expectNotReady(await ready('cn'), 'cn', {
      reason: 'migrations-pending',
      pendingMigrations: shippedMigrationFiles,
    });
  });

  it('answers 503 without the driver error when the database does not answer', async () => {
    const { database } = ctx.deps;
    const realPing = database.ping;
    database.ping = () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432'));
    try {
      const res = await ready('en');
      expectNotReady(res, 'en', { reason: 'database-unreachable', pendingMigrations: null });
      expect(res.body).not.toMatch(/ECONNREFUSED|10\.1\.2\.3|5432/);
    } finally {
      database.ping = realPing;
    }
  });
});
