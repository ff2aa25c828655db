import path from 'node:path';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { httpCreditAgency, unconfiguredAgency } from './modules/credit/agency-http-driver';
import type { CreditReferenceAgency } from './modules/credit/credit-reference-agency';
import type { BacsBureau } from './modules/direct-debit/bacs-bureau';
import { httpBacsBureau, unconfiguredBureau } from './modules/direct-debit/bureau-http-driver';

/**
 * The real dependencies for a configuration: database (PGlite under DATA_DIR or PostgreSQL), clock, credit
 * reference agency.
 */
export async function createRuntime(config: Config): Promise<AppDeps> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    fsync: config.PGLITE_FSYNC,
  });
  await database.migrate();
  return {
    config,
    database,
    db: database.db,
    clock: systemClock,
    creditAgency: creditAgencyFor(config),
    bacsBureau: bacsBureauFor(config),
  };
}

/**
 * The agency at CREDIT_REFERENCE_URL, or, without one, an agency whose every search is unavailable (only
 * outside production: parseConfig refuses production without it, and server/main.ts sets it to the
 * simulated agency it starts).
 */
export function creditAgencyFor(config: Config): CreditReferenceAgency {
  if (!config.CREDIT_REFERENCE_URL) return unconfiguredAgency();
  return httpCreditAgency({
    url: config.CREDIT_REFERENCE_URL,
    timeoutMs: config.CREDIT_REFERENCE_TIMEOUT_MS,
    retries: 2,
  });
}

/** The bureau at BACS_BUREAU_URL, or, without one, a bureau whose every call is unavailable (as above). */
export function bacsBureauFor(config: Config): BacsBureau {
  if (!config.BACS_BUREAU_URL) return unconfiguredBureau();
  return httpBacsBureau({
    url: config.BACS_BUREAU_URL,
    timeoutMs: config.BACS_BUREAU_TIMEOUT_MS,
    retries: 2,
  });
}
