import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { ConfirmationOfPayee } from './modules/bank/confirmation-of-payee';
import type { CreditReferenceAgency } from './modules/credit/credit-reference-agency';
import type { BacsBureau } from './modules/direct-debit/bacs-bureau';
import type { UsdtRateSource } from './modules/usdt/usdt-rate-source';
import type { FaultHook } from './plugins/idempotency-faults';

/** What the modules need from the outside world; tests pass their own (a moved clock, a test SMTP). */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  /** Searched at quote (soft) and submit (hard); tests use the simulated agency or one of their own. */
  creditAgency: CreditReferenceAgency;
  /** Lodges Direct Debit mandates and takes collections (decision 100); tests use the simulated bureau. */
  bacsBureau: BacsBureau;
  /**
   * Where the GBP→USDT rate comes from; unset, the feed at FX_RATE_URL or else the Settings rate
   * (modules/usdt/usdt-rates.ts). Tests pass a feed of their own.
   */
  usdtRateSource?: UsdtRateSource;
  /** The name check of a UK bank account (decision 099); unset, our simulated bank answers. */
  confirmationOfPayee?: ConfirmationOfPayee;
  /** Tests only: called at the points where a crash matters (see plugins/idempotency-faults.ts). */
  faults?: FaultHook;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
