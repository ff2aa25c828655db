import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';

/** What the modules need from the outside world; tests pass their own (a moved clock, a test SMTP). */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
