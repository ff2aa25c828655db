import path from 'node:path';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';

/** The real dependencies for a configuration: database (PGlite under DATA_DIR or PostgreSQL), clock. */
export async function createRuntime(config: Config): Promise<AppDeps> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    fsync: config.PGLITE_FSYNC,
  });
  await database.migrate();
  return { config, database, db: database.db, clock: systemClock };
}
