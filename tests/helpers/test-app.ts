import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import type { AppDeps } from '../../server/app-deps';
import { type Config, parseConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { ManualClock } from '../../server/lib/clock';
import { bacsBureauFor, creditAgencyFor } from '../../server/runtime';
import { testBacsBureauUrl } from './bacs-bureau';
import { testCreditAgencyUrl } from './credit-agency';
import { loadTemplate } from './pglite-template';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  clock: ManualClock;
  /** The throw-away PostgreSQL database's address, on that engine (tools such as pg_dump connect to it). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** Which engine this run tests: `TEST_DB=postgres` with TEST_DATABASE_URL, else PGlite. */
export const testEngine: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A migrated, empty database of the engine under test. On PostgreSQL each call gets its own throw-away
 * database, so test files run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}> {
  if (testEngine === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory', loadDataDir: loadTemplate() });
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `quayside_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 12 });
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: ManualClock;
    deps?: Partial<AppDeps>;
    /** A built PWA folder to serve; by default none, so only /api answers. */
    distDir?: string;
    /** Fastify's logger, for a test that reads what the server logged; by default LOG_LEVEL=silent. */
    logger?: FastifyServerOptions['logger'];
    /** Extra routes or hooks a test needs, added before the app is ready. */
    beforeReady?: (app: TestContext['app']) => void | Promise<void>;
  } = {},
): Promise<TestContext> {
  const config: Config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // A test asks in seconds what a person asks in an hour, all from one address: the per-client pace and
    // minute are lifted unless the test sets them (their own tests do, in server/plugins/).
    API_RATE_PER_MINUTE: '100000000',
    // The simulated agency over HTTP, as the server outside production uses it, unless the test brings
    // its own agency (deps.creditAgency) or address.
    ...(options.deps?.creditAgency ? {} : { CREDIT_REFERENCE_URL: await testCreditAgencyUrl() }),
    // The simulated Bacs bureau over HTTP likewise, one per worker (tests/helpers/bacs-bureau.ts).
    ...(options.deps?.bacsBureau ? {} : { BACS_BUREAU_URL: await testBacsBureauUrl() }),
    ...options.env,
  });
  const { handle, url, drop } = await createTestDatabase();
  const clock = options.clock ?? new ManualClock();
  const deps: AppDeps = {
    config,
    database: handle,
    db: handle.db,
    clock,
    creditAgency: creditAgencyFor(config),
    bacsBureau: bacsBureauFor(config),
    ...options.deps,
  };
  const app = await buildApp(deps, {
    distDir: options.distDir ?? '/nonexistent',
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    deps,
    clock,
    ...(url ? { databaseUrl: url } : {}),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
